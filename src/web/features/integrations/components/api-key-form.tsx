import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { API_KEY_SCOPES, CreateApiKeyBody, type CreatedApiKey } from '#shared/schemas/api-keys';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { useCreateApiKey } from '../api/create-api-key';
import { CodeChoices } from './code-choices';
import { SCOPE_LABELS } from './scope-labels';

/** A new API key: a name to recognise it by, and what it may do (everything at first). */
export function ApiKeyForm({ onCreated }: { onCreated(key: CreatedApiKey): void }) {
  const create = useMutationForm(useCreateApiKey());
  const form = useForm<z.input<typeof CreateApiKeyBody>, unknown, CreateApiKeyBody>({
    resolver: zodResolver(CreateApiKeyBody),
    defaultValues: { name: '', scopes: [...API_KEY_SCOPES] },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await create.run(values, (created) => {
      notify.success(COPY.apiKeyCreated);
      form.reset();
      onCreated(created);
    });
  });
  return (
    <form
      aria-label={SCREENS.integrationsCreateAnApiKey}
      onSubmit={(event) => void submit(event)}
      className="space-y-4 border-t border-gray-100 pt-4"
      noValidate
    >
      <h3 className="text-sm font-semibold text-gray-900">{SCREENS.integrationsCreateAnApiKey}</h3>
      <FormField
        label={SCREENS.integrationsName}
        autoComplete="off"
        placeholder="Zapier"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <CodeChoices
        legend={SCREENS.integrationsScopes}
        values={API_KEY_SCOPES}
        labels={SCOPE_LABELS}
        columns="sm:grid-cols-3"
        field={form.register('scopes')}
        error={errors.scopes?.message}
      />
      <SubmitButton
        busy={create.busy}
        label={SCREENS.integrationsCreateKey}
        busyLabel={COPY.appCreating}
      />
    </form>
  );
}
