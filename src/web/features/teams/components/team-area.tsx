import type { ReactNode } from 'react';
import { SCREENS } from '#shared/copy/screens';
import type { Team } from '#shared/schemas/teams';
import { PageHeader } from '#web/components/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { useCurrentTeam } from '#web/lib/current-team';
import { CreateTeamForm } from './create-team-form';
import { DeletedTeamLeads } from './deleted-team-leads';
import { TeamFrame } from './team-frame';
import { TeamRemovedNotice } from './team-removed-notice';

/**
 * The frame of every Team screen: the team's name and the tabs for its owner and admins. An
 * account in no team is offered to create one (told first if a team removed it); a member is
 * told who runs the team.
 */
export function TeamArea({ children }: { children: (team: Team) => ReactNode }) {
  const team = useCurrentTeam();
  if (!team.isSuccess) return <QueryState query={team} />;
  if (!team.data) {
    return (
      <>
        <PageHeader title={SCREENS.teamAreaTitle} />
        <TeamRemovedNotice inNoTeam />
        <CreateTeamForm />
        <DeletedTeamLeads />
      </>
    );
  }
  return <TeamFrame team={team.data}>{children(team.data)}</TeamFrame>;
}
