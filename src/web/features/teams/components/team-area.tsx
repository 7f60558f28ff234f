import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { teamMemberNoticeMessage } from '#shared/messages';
import { ROUTES } from '#shared/routes';
import type { Team } from '#shared/schemas/teams';
import { Alert } from '#web/components/alert';
import { PageHeader } from '#web/components/page-header';
import { QueryState } from '#web/components/query-state';
import { Tabs } from '#web/components/tabs';
import { useCurrentTeam } from '../api/current-team';
import { CreateTeamForm } from './create-team-form';
import { DeletedTeamLeads } from './deleted-team-leads';

const TEAM_TABS = [
  { name: 'Members', to: ROUTES.team },
  { name: 'Cards', to: ROUTES.teamCards },
  { name: 'Template', to: ROUTES.teamTemplate },
  { name: 'Insights', to: ROUTES.teamInsights },
  { name: 'Leads', to: ROUTES.teamLeads },
  { name: 'Billing', to: ROUTES.teamBilling },
];

/**
 * The frame of every Team screen: the team's name and the tabs for its owner and admins. An
 * account in no team is offered to create one; a member is told who runs the team.
 */
export function TeamArea({ children }: { children: (team: Team) => ReactNode }) {
  const team = useCurrentTeam();
  const { pathname } = useLocation();
  if (!team.isSuccess) return <QueryState query={team} />;
  if (!team.data) {
    return (
      <>
        <PageHeader title="Team" />
        <CreateTeamForm />
        <DeletedTeamLeads />
      </>
    );
  }
  if (team.data.role === 'member') {
    return (
      <>
        <PageHeader title={team.data.name} />
        <Alert tone="info">{teamMemberNoticeMessage(team.data.name)}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={team.data.name} />
      <Tabs
        label="Team sections"
        tabs={TEAM_TABS.map((tab) => ({ ...tab, current: pathname === tab.to }))}
      />
      {children(team.data)}
    </>
  );
}
