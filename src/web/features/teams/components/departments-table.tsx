import { useState } from 'react';
import { COPY, deleteDepartmentQuestion } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { DepartmentName, type Department } from '#shared/schemas/departments';
import type { ListedTeamMember, Team } from '#shared/schemas/teams';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import {
  useDeleteDepartment,
  useRenameDepartment,
  useSetDepartmentAdmins,
} from '../api/departments';
import { memberName } from './members-table';
import { ColumnHeading, TeamTable } from './team-table';

const INPUT =
  'block w-full rounded-md border-0 py-1.5 px-2 text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:text-sm';

/** The departments, each renamed in place, deleted after a question, and given its admins. */
export function DepartmentsTable({
  team,
  departments,
  members,
}: {
  team: Team;
  departments: Department[];
  members: ListedTeamMember[];
}) {
  const remove = useMutationForm(useDeleteDepartment(team.id));
  /** The department about to be deleted: it is asked first. */
  const [leaving, setLeaving] = useState<Department>();
  /** The department whose admins are being chosen (its panel is open while set). */
  const [choosing, setChoosing] = useState<string>();
  // Who may run a department: active members (the owner and admins run all of them already).
  const candidates = members.filter(
    (member) => member.status === 'active' && member.role === 'member',
  );
  return (
    <>
      <TeamTable
        caption={SCREENS.teamDepartmentsTab}
        listOnPhone
        columns={
          <>
            <ColumnHeading>{SCREENS.teamNameColumn}</ColumnHeading>
            <ColumnHeading>{SCREENS.teamPeople}</ColumnHeading>
            <ColumnHeading>{SCREENS.teamAdmins}</ColumnHeading>
            <ColumnHeading>
              <span className="sr-only">{SCREENS.teamActions}</span>
            </ColumnHeading>
          </>
        }
      >
        {departments.map((department) => (
          <DepartmentRow
            key={department.id}
            team={team}
            department={department}
            candidates={candidates}
            choosing={choosing === department.id}
            onChoose={(open) => setChoosing(open ? department.id : undefined)}
            onDelete={() => setLeaving(department)}
          />
        ))}
      </TeamTable>
      <ConfirmDialog
        open={leaving !== undefined}
        title={leaving ? SCREENS.teamDeleteLabel(leaving.name) : ''}
        question={leaving ? deleteDepartmentQuestion(leaving.name) : ''}
        confirmLabel={SCREENS.teamDeleteDepartment}
        busy={remove.busy}
        onConfirm={() => leaving && void remove.run(leaving.id, () => setLeaving(undefined))}
        onClose={() => setLeaving(undefined)}
      />
    </>
  );
}

function DepartmentRow({
  team,
  department,
  candidates,
  choosing,
  onChoose,
  onDelete,
}: {
  team: Team;
  department: Department;
  candidates: ListedTeamMember[];
  choosing: boolean;
  onChoose(open: boolean): void;
  onDelete(): void;
}) {
  const rename = useMutationForm(useRenameDepartment(team.id));
  /** The name being typed while renaming; undefined: not renaming. */
  const [name, setName] = useState<string>();
  const save = async () => {
    const parsed = DepartmentName.safeParse(name);
    if (!parsed.success) {
      notify.error(parsed.error.issues[0]!.message);
      return;
    }
    await rename.run({ id: department.id, name: parsed.data }, () => setName(undefined));
  };
  return (
    <>
      <tr role="row">
        <td role="cell" className="px-4 py-3 font-medium text-gray-900">
          {name === undefined ? (
            department.name
          ) : (
            <form
              className="flex flex-wrap items-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <input
                aria-label={SCREENS.teamDepartmentNewName(department.name)}
                className={`${INPUT} max-w-56`}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <Button type="submit" disabled={rename.busy}>
                {rename.label(SCREENS.teamSave)}
              </Button>
              <Button variant="secondary" onClick={() => setName(undefined)}>
                {SCREENS.teamCancel}
              </Button>
            </form>
          )}
        </td>
        <td role="cell" className="px-4 py-3 text-gray-700">
          {SCREENS.teamPeopleCount(department.memberCount)}
        </td>
        <td role="cell" className="px-4 py-3 text-gray-700">
          {department.admins.length === 0
            ? SCREENS.teamAdminsOption
            : department.admins.map((admin) => admin.name).join(', ')}
        </td>
        <td role="cell" className="px-4 py-3 text-end whitespace-nowrap">
          <span className="inline-flex flex-wrap gap-2">
            {name === undefined && (
              <Button
                variant="secondary"
                aria-label={SCREENS.teamRenameLabel(department.name)}
                onClick={() => setName(department.name)}
              >
                {SCREENS.teamRename}
              </Button>
            )}
            <Button
              variant="secondary"
              aria-expanded={choosing}
              aria-label={SCREENS.teamAdminsOfLabel(department.name)}
              onClick={() => onChoose(!choosing)}
            >
              {SCREENS.teamAdmins}
            </Button>
            <Button
              variant="secondary"
              aria-label={SCREENS.teamDeleteLabel(department.name)}
              onClick={onDelete}
            >
              {SCREENS.teamDelete}
            </Button>
          </span>
        </td>
      </tr>
      {choosing && (
        <tr role="row">
          <td role="cell" colSpan={4} className="bg-gray-50 px-4 py-4">
            <AdminsChooser
              team={team}
              department={department}
              candidates={candidates}
              onDone={() => onChoose(false)}
            />
          </td>
        </tr>
      )}
    </>
  );
}

/** Checkboxes of the active members: exactly those ticked run the department. */
function AdminsChooser({
  team,
  department,
  candidates,
  onDone,
}: {
  team: Team;
  department: Department;
  candidates: ListedTeamMember[];
  onDone(): void;
}) {
  const setAdmins = useMutationForm(useSetDepartmentAdmins(team.id));
  const [chosen, setChosen] = useState(() => department.admins.map((admin) => admin.memberId));
  const save = () => setAdmins.run({ id: department.id, memberIds: chosen }, onDone);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900">
        {SCREENS.teamDepartmentAdminsLegend(department.name)}
      </legend>
      <p className="mt-1 text-sm text-gray-600">{COPY.departmentAdminsHint}</p>
      {candidates.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{COPY.noMembersToRunDepartment}</p>
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {candidates.map((member) => (
            <label key={member.id} className="flex items-center gap-3 text-sm text-gray-900">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-gray-300 text-brand-600 focus:ring-brand-600"
                checked={chosen.includes(member.id)}
                onChange={(event) =>
                  setChosen((ids) =>
                    event.target.checked
                      ? [...ids, member.id]
                      : ids.filter((id) => id !== member.id),
                  )
                }
              />
              <span>
                {memberName(member)}
                {member.runsDepartment && member.runsDepartment.id !== department.id && (
                  <span className="text-gray-600">
                    {' '}
                    {SCREENS.teamRunsOtherDepartment(member.runsDepartment.name)}
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
      )}
      <div className="mt-4 flex gap-2">
        <Button disabled={setAdmins.busy} onClick={() => void save()}>
          {setAdmins.label(SCREENS.teamSaveAdmins)}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {SCREENS.teamCancel}
        </Button>
      </div>
    </fieldset>
  );
}
