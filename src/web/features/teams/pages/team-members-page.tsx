import { COPY } from '#shared/copy';
import type { Team } from '#shared/schemas/teams';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useTeamMembers } from '../api/members';
import { DeleteTeam } from '../components/delete-team';
import { InviteForm } from '../components/invite-form';
import { MemberImport } from '../components/member-import';
import { MembersTable } from '../components/members-table';
import { SeatChangeNote } from '../components/seat-change-note';
import { TeamArea } from '../components/team-area';
import { INVITE_PANEL_ID, TeamChecklist } from '../components/team-checklist';
import { TeamSecuritySwitch } from '../components/team-security-switch';

/** /team: create a team, or (owner and admins) its members: invite, import, roles, deactivate. */
export function TeamMembersPage() {
  return <TeamArea>{(team) => <Members team={team} />}</TeamArea>;
}

function Members({ team }: { team: Team }) {
  const members = useTeamMembers(team.id);
  return (
    <div className="grid max-w-4xl grid-cols-1 gap-6">
      {/* A new team lands here: what comes next, until all of it is done. */}
      <TeamChecklist team={team} />
      <Panel title="Invite a colleague" id={INVITE_PANEL_ID}>
        <SeatChangeNote teamId={team.id} />
        <InviteForm teamId={team.id} />
      </Panel>
      <Panel title="Import people">
        <MemberImport teamId={team.id} />
      </Panel>
      {members.isSuccess ? (
        <MembersTable team={team} members={members.data} />
      ) : (
        <QueryState query={members} />
      )}
      <Panel title={COPY.securityTitle}>
        <TeamSecuritySwitch teamId={team.id} />
      </Panel>
      {team.role === 'owner' && <DeleteTeam team={team} />}
    </div>
  );
}

export default TeamMembersPage;
