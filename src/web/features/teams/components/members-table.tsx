import { useState } from 'react';
import { nameOrEmail } from '#shared/cards/display-name';
import {
  COPY,
  deactivateMemberQuestion,
  deactivateMemberTitle,
  handOverTeamQuestion,
  makeOwnerTitle,
  teamHandedOverMessage,
} from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { Department } from '#shared/schemas/departments';
import {
  TEAM_MEMBER_STATUS_LABELS,
  TEAM_ROLE_LABELS,
  type ListedTeamMember,
  type Team,
  type TeamMember,
} from '#shared/schemas/teams';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import {
  useCancelInvitation,
  useChangeDepartment,
  useChangeRole,
  useMemberAction,
  useTransferOwnership,
  type MemberAction,
} from '../api/members';
import { SELECT_CLASS } from './department-filter';
import { ColumnHeading, TeamTable } from './team-table';

export function memberName(member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>) {
  return nameOrEmail(member);
}

/**
 * Everyone in the team and every waiting invitation, with what an admin can do to each. A
 * department admin (`departments` null) changes no one's role or department, and leaves the
 * team's admins in theirs alone.
 */
export function MembersTable({
  team,
  members,
  departments,
}: {
  team: Team;
  members: ListedTeamMember[];
  departments: Department[] | null;
}) {
  const limited = departments === null;
  const action = useMutationForm(useMemberAction(team.id));
  const move = useMutationForm(useChangeDepartment(team.id));
  const cancel = useMutationForm(useCancelInvitation(team.id));
  const changeRole = useMutationForm(useChangeRole(team.id));
  const transfer = useMutationForm(useTransferOwnership(team.id));
  /** The admin the owner is about to hand the team to (the dialog is open while set). */
  const [successor, setSuccessor] = useState<TeamMember>();
  /** The member about to be deactivated: it is asked first (docs/product.md#teams). */
  const [leaving, setLeaving] = useState<TeamMember>();
  const handOver = async (member: TeamMember) => {
    await transfer.run(member.id, () => {
      notify.success(teamHandedOverMessage(team.name, memberName(member)));
      setSuccessor(undefined);
    });
  };
  const run = async (member: TeamMember, what: MemberAction) => {
    await action.run({ memberId: member.id, action: what });
  };
  return (
    <>
      <TeamTable
        caption={SCREENS.teamMembersTab}
        listOnPhone
        columns={
          <>
            <ColumnHeading>{SCREENS.teamNameColumn}</ColumnHeading>
            <ColumnHeading>{SCREENS.teamRoleLabel}</ColumnHeading>
            <ColumnHeading>{SCREENS.teamDepartmentLabel}</ColumnHeading>
            <ColumnHeading>{SCREENS.teamStatusColumn}</ColumnHeading>
            <ColumnHeading>
              <span className="sr-only">{SCREENS.teamActions}</span>
            </ColumnHeading>
          </>
        }
      >
        {members.map((member) => (
          <tr key={member.id} role="row">
            <td role="cell" className="px-4 py-3">
              <div className="font-medium text-gray-900">
                {memberName(member)}
                {member.directory && (
                  <span
                    className="ms-2 inline-flex items-center rounded-md bg-brand-50 px-1.5 py-0.5 align-middle text-xs font-medium text-brand-700 ring-1 ring-brand-700/10 ring-inset"
                    title={COPY.scimDirectoryKeeps}
                    data-testid="directory-badge"
                  >
                    {COPY.scimDirectoryBadge}
                  </span>
                )}
              </div>
              <div className="break-all text-gray-600">{member.email}</div>
            </td>
            <td role="cell" className="px-4 py-3">
              {member.role === 'owner' || limited ? (
                TEAM_ROLE_LABELS[member.role]
              ) : (
                <select
                  aria-label={SCREENS.teamRoleOfLabel(memberName(member))}
                  value={member.role}
                  disabled={changeRole.busy}
                  onChange={(event) =>
                    void changeRole.run({
                      memberId: member.id,
                      role: event.target.value as 'admin' | 'member',
                    })
                  }
                  className="rounded-md border-0 py-1.5 pe-8 ps-2 text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500"
                >
                  <option value="member">{SCREENS.teamMember}</option>
                  <option value="admin">{SCREENS.teamAdmin}</option>
                </select>
              )}
            </td>
            <td role="cell" className="px-4 py-3 text-gray-700">
              {limited || departments.length === 0 ? (
                (member.department?.name ?? SCREENS.teamNone)
              ) : (
                <select
                  aria-label={SCREENS.teamDepartmentOfLabel(memberName(member))}
                  value={member.department?.id ?? ''}
                  disabled={move.busy}
                  onChange={(event) =>
                    void move.run({ memberId: member.id, departmentId: event.target.value || null })
                  }
                  className={SELECT_CLASS}
                >
                  <option value="">{SCREENS.teamNone}</option>
                  {departments.map((department) => (
                    <option key={department.id} value={department.id}>
                      {department.name}
                    </option>
                  ))}
                </select>
              )}
              {member.runsDepartment && (
                <div className="text-xs text-gray-600">
                  {SCREENS.teamRunsDepartment(member.runsDepartment.name)}
                </div>
              )}
            </td>
            <td role="cell" className="px-4 py-3 text-gray-700">
              {TEAM_MEMBER_STATUS_LABELS[member.status]}
              {member.status === 'active' && (
                <div className="text-xs text-gray-600" data-testid="member-two-step">
                  {member.twoStep ? COPY.memberTwoStepOn : COPY.memberTwoStepOff}
                </div>
              )}
            </td>
            <td role="cell" className="px-4 py-3 text-end whitespace-nowrap">
              {/* A department admin leaves the team's owner and admins alone (the API's 403). */}
              {(!limited || member.role === 'member') && (
                <>
                  {team.role === 'owner' &&
                    member.status === 'active' &&
                    member.role === 'admin' && (
                      <Button
                        variant="secondary"
                        className="me-2"
                        onClick={() => setSuccessor(member)}
                      >
                        {SCREENS.teamMakeOwner}
                      </Button>
                    )}
                  {member.status === 'active' && member.role !== 'owner' && (
                    <Button variant="secondary" onClick={() => setLeaving(member)}>
                      {SCREENS.teamDeactivate}
                    </Button>
                  )}
                  {member.status === 'deactivated' && (
                    <Button variant="secondary" onClick={() => void run(member, 'reactivate')}>
                      {SCREENS.teamReactivate}
                    </Button>
                  )}
                  {member.status === 'invited' && (
                    <span className="inline-flex gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => void run(member, 'resend-invitation')}
                      >
                        {SCREENS.teamResendInvitation}
                      </Button>
                      <Button variant="secondary" onClick={() => void cancel.run(member.id)}>
                        {SCREENS.teamCancelInvitation}
                      </Button>
                    </span>
                  )}
                </>
              )}
            </td>
          </tr>
        ))}
      </TeamTable>
      <ConfirmDialog
        open={leaving !== undefined}
        title={leaving ? deactivateMemberTitle(memberName(leaving)) : ''}
        question={leaving ? deactivateMemberQuestion(memberName(leaving), team.name) : ''}
        confirmLabel={SCREENS.teamDeactivate}
        busy={action.busy}
        onConfirm={() =>
          leaving && void run(leaving, 'deactivate').then(() => setLeaving(undefined))
        }
        onClose={() => setLeaving(undefined)}
      />
      <ConfirmDialog
        open={successor !== undefined}
        title={successor ? makeOwnerTitle(memberName(successor)) : ''}
        question={successor ? handOverTeamQuestion(team.name, memberName(successor)) : ''}
        confirmLabel={SCREENS.teamYesHandTheTeamOver}
        confirmVariant="primary"
        busy={transfer.busy}
        onConfirm={() => successor && void handOver(successor)}
        onClose={() => setSuccessor(undefined)}
      />
    </>
  );
}
