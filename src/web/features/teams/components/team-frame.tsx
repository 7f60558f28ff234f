import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  changeRequestsTabLabel,
  COPY,
  departmentScopeMessage,
  teamMemberNoticeMessage,
} from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { buildPath, ROUTES } from '#shared/routes';
import type { DepartmentRef, Team } from '#shared/schemas/teams';
import { PageHeader } from '#web/components/page-header';
import { Alert } from '#web/components/ui/alert';
import { Tabs } from '#web/components/ui/tabs';
import { usePendingChangeRequestCount } from '../api/change-requests';

/** The Team area's tabs; `department`: also a department admin's, for their department. */
const TEAM_TABS: Array<{ name: string; to: string; department?: true }> = [
  { name: SCREENS.teamMembersTab, to: ROUTES.team, department: true },
  { name: SCREENS.teamDepartmentsTab, to: ROUTES.teamDepartments },
  { name: SCREENS.teamCardsTab, to: ROUTES.teamCards, department: true },
  { name: SCREENS.teamTemplateTab, to: ROUTES.teamTemplate },
  { name: SCREENS.teamInsightsTab, to: ROUTES.teamInsights, department: true },
  { name: SCREENS.teamLeadsTab, to: ROUTES.teamLeads, department: true },
  { name: COPY.teamEventsTab, to: ROUTES.teamEvents },
  { name: COPY.changeRequestsTab, to: ROUTES.teamChangeRequests, department: true },
  { name: SCREENS.teamIntegrationsTab, to: ROUTES.teamIntegrations },
  { name: SCREENS.teamBillingTab, to: ROUTES.teamBilling },
  { name: COPY.signInTab, to: ROUTES.teamSignIn },
  { name: COPY.teamAuditTab, to: ROUTES.teamAudit },
];

/** A department admin's tabs: their department's, its own template in the company's place. */
function departmentTabs(department: DepartmentRef) {
  const template = {
    name: SCREENS.teamTemplateTab,
    to: buildPath(ROUTES.teamDepartmentTemplate, { departmentId: department.id }),
  };
  const tabs = TEAM_TABS.filter((tab) => tab.department);
  return [...tabs.slice(0, 2), template, ...tabs.slice(2)];
}

/**
 * A Team screen for an account in the team: its name and the tabs for the owner and admins,
 * around the screen. A department admin gets the tabs of their department, each screen saying
 * so (a team-wide screen is not theirs: it says that instead); a member is told who runs the
 * team.
 */
export function TeamFrame({ team, children }: { team: Team; children: ReactNode }) {
  const { pathname } = useLocation();
  const department = team.role === 'member' ? team.runsDepartment : null;
  const runs = team.role !== 'member' || !!department;
  const pending = usePendingChangeRequestCount(team.id, runs).data ?? 0;
  if (!runs) {
    return (
      <>
        <PageHeader title={team.name} />
        <Alert tone="info">{teamMemberNoticeMessage(team.name)}</Alert>
      </>
    );
  }
  const tabs = department ? departmentTabs(department) : TEAM_TABS;
  const onItsTab = tabs.some((tab) => tab.to === pathname);
  return (
    <>
      <PageHeader title={team.name} />
      <Tabs
        label={SCREENS.teamSectionsLabel}
        tabs={tabs.map(({ name, to }) => ({
          // The change requests tab counts those waiting for a decision.
          name: to === ROUTES.teamChangeRequests ? changeRequestsTabLabel(pending) : name,
          to,
          current: pathname === to,
        }))}
      />
      {department && (
        <div className="mb-6 max-w-4xl" data-testid="department-scope">
          <Alert tone="info">{departmentScopeMessage(department.name)}</Alert>
        </div>
      )}
      {department && !onItsTab ? <Alert tone="info">{COPY.teamAdminsOnly}</Alert> : children}
    </>
  );
}
