import { useState } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { Team } from '#shared/schemas/teams';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useDepartments } from '../api/departments';
import { useTeamMembers } from '../api/members';
import { DeleteTeam } from '../components/delete-team';
import { DepartmentFilter, NO_DEPARTMENT } from '../components/department-filter';
import { InviteForm } from '../components/invite-form';
import { MemberImport } from '../components/member-import';
import { MembersTable } from '../components/members-table';
import { SeatChangeNote } from '../components/seat-change-note';
import { TeamArea } from '../components/team-area';
import { INVITE_PANEL_ID, TeamChecklist } from '../components/team-checklist';
import { TeamSecuritySwitch } from '../components/team-security-switch';

/**
 * /team: create a team, or its members: invite, import, roles, departments, deactivate. A
 * department admin gets their department's people, and none of the team-wide settings.
 */
export function TeamMembersPage() {
  return <TeamArea>{(team) => <Members team={team} />}</TeamArea>;
}

function Members({ team }: { team: Team }) {
  const limited = team.role === 'member';
  /** The filter: a department's id, NO_DEPARTMENT, or '' for everyone. */
  const [shown, setShown] = useState('');
  const asked = shown && shown !== NO_DEPARTMENT ? shown : undefined;
  const members = useTeamMembers(team.id, asked);
  const departments = useDepartments(team.id);
  const rows =
    members.data && shown === NO_DEPARTMENT
      ? members.data.filter((member) => member.department === null)
      : members.data;
  return (
    <div className="grid max-w-4xl grid-cols-1 gap-6">
      {/* A new team lands here: what comes next, until all of it is done. */}
      {!limited && <TeamChecklist team={team} />}
      <Panel title={SCREENS.teamInviteAColleague} id={INVITE_PANEL_ID}>
        {!limited && <SeatChangeNote teamId={team.id} />}
        <InviteForm teamId={team.id} departments={limited ? null : (departments.data ?? [])} />
      </Panel>
      <Panel title={SCREENS.teamImportPeople}>
        <MemberImport teamId={team.id} />
      </Panel>
      {!limited && departments.data && departments.data.length > 0 && (
        <DepartmentFilter
          departments={departments.data}
          value={shown}
          onChange={setShown}
          withNone
        />
      )}
      {rows?.some((member) => member.directory) && (
        <p className="text-sm text-gray-600" data-testid="directory-keeps">
          {COPY.scimDirectoryKeeps}
        </p>
      )}
      {rows ? (
        <MembersTable
          team={team}
          members={rows}
          departments={limited ? null : (departments.data ?? [])}
        />
      ) : (
        <QueryState query={members} />
      )}
      {!limited && (
        <Panel title={COPY.securityTitle}>
          <TeamSecuritySwitch teamId={team.id} />
        </Panel>
      )}
      {team.role === 'owner' && <DeleteTeam team={team} />}
    </div>
  );
}

export default TeamMembersPage;
