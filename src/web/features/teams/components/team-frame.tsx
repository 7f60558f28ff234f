import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { changeRequestsTabLabel, COPY, teamMemberNoticeMessage } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import type { Team } from '#shared/schemas/teams';
import { PageHeader } from '#web/components/page-header';
import { Alert } from '#web/components/ui/alert';
import { Tabs } from '#web/components/ui/tabs';
import { usePendingChangeRequestCount } from '../api/change-requests';

const TEAM_TABS = [
  { name: 'Members', to: ROUTES.team },
  { name: 'Cards', to: ROUTES.teamCards },
  { name: 'Template', to: ROUTES.teamTemplate },
  { name: 'Insights', to: ROUTES.teamInsights },
  { name: 'Leads', to: ROUTES.teamLeads },
  { name: 'Integrations', to: ROUTES.teamIntegrations },
  { name: 'Billing', to: ROUTES.teamBilling },
  { name: COPY.teamAuditTab, to: ROUTES.teamAudit },
  { name: COPY.changeRequestsTab, to: ROUTES.teamChangeRequests },
];

/**
 * A Team screen for an account in the team: its name and the tabs for the owner and admins,
 * around the screen; a member is told who runs the team instead.
 */
export function TeamFrame({ team, children }: { team: Team; children: ReactNode }) {
  const { pathname } = useLocation();
  const pending = usePendingChangeRequestCount(team.id).data ?? 0;
  if (team.role === 'member') {
    return (
      <>
        <PageHeader title={team.name} />
        <Alert tone="info">{teamMemberNoticeMessage(team.name)}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={team.name} />
      <Tabs
        label="Team sections"
        tabs={TEAM_TABS.map((tab) => ({
          ...tab,
          // The change requests tab counts those waiting for a decision.
          name: tab.to === ROUTES.teamChangeRequests ? changeRequestsTabLabel(pending) : tab.name,
          current: pathname === tab.to,
        }))}
      />
      {children}
    </>
  );
}
