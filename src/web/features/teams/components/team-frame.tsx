import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { COPY, teamMemberNoticeMessage } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import type { Team } from '#shared/schemas/teams';
import { PageHeader } from '#web/components/page-header';
import { Alert } from '#web/components/ui/alert';
import { Tabs } from '#web/components/ui/tabs';
import { DepartmentTemplateLink } from './department-template-links';

const TEAM_TABS = [
  { name: 'Members', to: ROUTES.team },
  { name: 'Cards', to: ROUTES.teamCards },
  { name: 'Template', to: ROUTES.teamTemplate },
  { name: 'Insights', to: ROUTES.teamInsights },
  { name: 'Leads', to: ROUTES.teamLeads },
  { name: 'Integrations', to: ROUTES.teamIntegrations },
  { name: 'Billing', to: ROUTES.teamBilling },
  { name: COPY.teamAuditTab, to: ROUTES.teamAudit },
];

/**
 * A Team screen for an account in the team: its name and the tabs for the owner and admins,
 * around the screen; a member is told who runs the team instead.
 */
export function TeamFrame({ team, children }: { team: Team; children: ReactNode }) {
  const { pathname } = useLocation();
  if (team.role === 'member') {
    return (
      <>
        <PageHeader title={team.name} />
        <Alert tone="info">{teamMemberNoticeMessage(team.name)}</Alert>
        {team.runsDepartment && <DepartmentTemplateLink department={team.runsDepartment} />}
      </>
    );
  }
  return (
    <>
      <PageHeader title={team.name} />
      <Tabs
        label="Team sections"
        tabs={TEAM_TABS.map((tab) => ({ ...tab, current: pathname === tab.to }))}
      />
      {children}
    </>
  );
}
