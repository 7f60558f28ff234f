import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { CreateTeamBody } from '#shared/schemas/teams';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { useCreateTeam } from '../api/current-team';

/** An account in no team creates one and becomes its owner. */
export function CreateTeamForm() {
  const create = useMutationForm(useCreateTeam());
  const form = useForm<CreateTeamBody>({
    resolver: zodResolver(CreateTeamBody),
    defaultValues: { name: '' },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    await create.run(name);
  });
  return (
    <section
      aria-labelledby="create-team"
      className="max-w-xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-900/5"
    >
      <h2 id="create-team" className="text-base font-semibold text-gray-900">
        {SCREENS.teamCreateATeam}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{COPY.createTeamIntro}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" noValidate>
        <FormField
          label={SCREENS.teamNameLabel}
          autoComplete="organization"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <SubmitButton
          busy={create.busy}
          label={SCREENS.teamCreateTeam}
          busyLabel={COPY.appCreating}
        />
      </form>
    </section>
  );
}
