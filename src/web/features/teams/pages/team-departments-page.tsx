import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { DepartmentBody } from '#shared/schemas/departments';
import type { Team } from '#shared/schemas/teams';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { useCreateDepartment, useDepartments } from '../api/departments';
import { useTeamMembers } from '../api/members';
import { DepartmentsTable } from '../components/departments-table';
import { TeamArea } from '../components/team-area';

/**
 * /team/departments (owner and admins): the team's departments with their people and admins;
 * create, rename, delete, and choose who runs each (docs/product.md#departments).
 */
export function TeamDepartmentsPage() {
  return <TeamArea>{(team) => <Departments team={team} />}</TeamArea>;
}

function Departments({ team }: { team: Team }) {
  const departments = useDepartments(team.id);
  const members = useTeamMembers(team.id);
  return (
    <div className="grid max-w-4xl grid-cols-1 gap-6">
      <Panel title={SCREENS.teamNewDepartment}>
        <p className="mb-4 text-sm text-gray-600">{COPY.departmentsIntro}</p>
        <CreateDepartmentForm teamId={team.id} />
      </Panel>
      {!departments.isSuccess ? (
        <QueryState query={departments} />
      ) : !members.isSuccess ? (
        <QueryState query={members} />
      ) : departments.data.length === 0 ? (
        <p className="text-sm text-gray-600">{COPY.noDepartmentsYet}</p>
      ) : (
        <DepartmentsTable team={team} departments={departments.data} members={members.data} />
      )}
    </div>
  );
}

function CreateDepartmentForm({ teamId }: { teamId: string }) {
  const create = useMutationForm(useCreateDepartment(teamId));
  const form = useForm<z.input<typeof DepartmentBody>, unknown, DepartmentBody>({
    resolver: zodResolver(DepartmentBody),
    defaultValues: { name: '' },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    await create.run(name, () => form.reset());
  });
  return (
    <form
      aria-label={SCREENS.teamNewDepartment}
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-end gap-3"
      noValidate
    >
      <FormField
        label={SCREENS.teamDepartmentName}
        className="min-w-0 flex-1"
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <SubmitButton
        busy={create.busy}
        label={SCREENS.teamCreateDepartment}
        busyLabel={COPY.appCreating}
      />
    </form>
  );
}

export default TeamDepartmentsPage;
