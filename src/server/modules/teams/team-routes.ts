import { ErrorBody } from '#shared/schemas/common';
import type { TeamRole } from '#shared/schemas/teams';

// Every route under /api/teams/{id}, with the least role that may call it; team-access.ts
// enforces it, and team-access.routes.test.ts calls each as every kind of caller.

/** Every route under /api/teams/{id}, with the least role that may call it. */
export const TEAM_ROUTES = {
  team: { method: 'GET', url: '/api/teams/:id', role: 'member' },
  renameTeam: { method: 'PATCH', url: '/api/teams/:id', role: 'owner' },
  members: { method: 'GET', url: '/api/teams/:id/members', role: 'admin', department: true },
  invite: { method: 'POST', url: '/api/teams/:id/members', role: 'admin', department: true },
  importMembers: {
    method: 'POST',
    url: '/api/teams/:id/members/import',
    role: 'admin',
    department: true,
  },
  changeMember: {
    method: 'PATCH',
    url: '/api/teams/:id/members/:memberId',
    role: 'admin',
    department: true,
  },
  cancelInvitation: {
    method: 'DELETE',
    url: '/api/teams/:id/members/:memberId',
    role: 'admin',
    department: true,
  },
  deactivate: {
    method: 'POST',
    url: '/api/teams/:id/members/:memberId/deactivate',
    role: 'admin',
    department: true,
  },
  reactivate: {
    method: 'POST',
    url: '/api/teams/:id/members/:memberId/reactivate',
    role: 'admin',
    department: true,
  },
  resendInvitation: {
    method: 'POST',
    url: '/api/teams/:id/members/:memberId/resend-invitation',
    role: 'admin',
    department: true,
  },
  transferOwnership: { method: 'POST', url: '/api/teams/:id/transfer-ownership', role: 'owner' },
  teamCards: { method: 'GET', url: '/api/teams/:id/cards', role: 'admin', department: true },
  addCards: { method: 'POST', url: '/api/teams/:id/cards', role: 'admin' },
  assignCard: {
    method: 'POST',
    url: '/api/teams/:id/cards/:cardId/assign',
    role: 'admin',
    department: true,
  },
  unassignCard: {
    method: 'POST',
    url: '/api/teams/:id/cards/:cardId/unassign',
    role: 'admin',
    department: true,
  },
  clearException: {
    method: 'DELETE',
    url: '/api/teams/:id/cards/:cardId/exceptions/:field',
    role: 'admin',
    department: true,
  },
  template: { method: 'GET', url: '/api/teams/:id/template', role: 'admin' },
  saveTemplate: { method: 'PUT', url: '/api/teams/:id/template', role: 'admin' },
  previewTemplate: { method: 'POST', url: '/api/teams/:id/template/preview', role: 'admin' },
  departmentTemplate: {
    method: 'GET',
    url: '/api/teams/:id/departments/:departmentId/template',
    role: 'admin',
    department: true,
  },
  saveDepartmentTemplate: {
    method: 'PUT',
    url: '/api/teams/:id/departments/:departmentId/template',
    role: 'admin',
    department: true,
  },
  previewDepartmentTemplate: {
    method: 'POST',
    url: '/api/teams/:id/departments/:departmentId/template/preview',
    role: 'admin',
    department: true,
  },
  departments: {
    method: 'GET',
    url: '/api/teams/:id/departments',
    role: 'admin',
    department: true,
  },
  createDepartment: { method: 'POST', url: '/api/teams/:id/departments', role: 'admin' },
  renameDepartment: {
    method: 'PATCH',
    url: '/api/teams/:id/departments/:departmentId',
    role: 'admin',
  },
  deleteDepartment: {
    method: 'DELETE',
    url: '/api/teams/:id/departments/:departmentId',
    role: 'admin',
  },
  departmentAdmins: {
    method: 'PUT',
    url: '/api/teams/:id/departments/:departmentId/admins',
    role: 'admin',
  },
  changeRequests: { method: 'GET', url: '/api/teams/:id/change-requests', role: 'member' },
  askForChange: { method: 'POST', url: '/api/teams/:id/change-requests', role: 'member' },
  approveChange: {
    method: 'POST',
    url: '/api/teams/:id/change-requests/:requestId/approve',
    role: 'admin',
    department: true,
  },
  rejectChange: {
    method: 'POST',
    url: '/api/teams/:id/change-requests/:requestId/reject',
    role: 'admin',
    department: true,
  },
  insights: { method: 'GET', url: '/api/teams/:id/insights', role: 'admin', department: true },
  leads: {
    method: 'GET',
    url: '/api/teams/:id/leads',
    role: 'admin',
    afterDeletion: true,
    department: true,
  },
  leadsCsv: {
    method: 'GET',
    url: '/api/teams/:id/leads.csv',
    role: 'admin',
    afterDeletion: true,
    department: true,
  },
  events: { method: 'GET', url: '/api/teams/:id/events', role: 'member' },
  createEvent: { method: 'POST', url: '/api/teams/:id/events', role: 'admin' },
  deleteEvent: { method: 'DELETE', url: '/api/teams/:id/events/:eventId', role: 'admin' },
  audit: { method: 'GET', url: '/api/teams/:id/audit', role: 'admin' },
  auditCsv: { method: 'GET', url: '/api/teams/:id/audit.csv', role: 'admin' },
  deleteTeam: { method: 'DELETE', url: '/api/teams/:id', role: 'owner' },
  subscription: { method: 'GET', url: '/api/teams/:id/subscription', role: 'admin' },
  subscribe: { method: 'POST', url: '/api/teams/:id/subscription', role: 'owner' },
  seatPreview: { method: 'GET', url: '/api/teams/:id/subscription/preview', role: 'admin' },
  cancelSubscription: {
    method: 'POST',
    url: '/api/teams/:id/subscription/cancel',
    role: 'owner',
  },
  invoices: { method: 'GET', url: '/api/teams/:id/invoices', role: 'admin' },
  billingDetails: { method: 'GET', url: '/api/teams/:id/billing-details', role: 'admin' },
  saveBillingDetails: { method: 'PUT', url: '/api/teams/:id/billing-details', role: 'owner' },
  security: { method: 'GET', url: '/api/teams/:id/security', role: 'admin' },
  saveSecurity: { method: 'PUT', url: '/api/teams/:id/security', role: 'admin' },
  domains: { method: 'GET', url: '/api/teams/:id/domains', role: 'admin' },
  claimDomain: { method: 'POST', url: '/api/teams/:id/domains', role: 'admin' },
  verifyDomain: { method: 'POST', url: '/api/teams/:id/domains/:domain/verify', role: 'admin' },
  removeDomain: { method: 'DELETE', url: '/api/teams/:id/domains/:domain', role: 'admin' },
  sso: { method: 'GET', url: '/api/teams/:id/sso', role: 'admin' },
  saveSso: { method: 'PUT', url: '/api/teams/:id/sso', role: 'admin' },
  removeSso: { method: 'DELETE', url: '/api/teams/:id/sso', role: 'admin' },
  scimTokens: { method: 'GET', url: '/api/teams/:id/scim-tokens', role: 'admin' },
  createScimToken: { method: 'POST', url: '/api/teams/:id/scim-tokens', role: 'admin' },
  revokeScimToken: {
    method: 'DELETE',
    url: '/api/teams/:id/scim-tokens/:tokenId',
    role: 'admin',
  },
} as const satisfies Record<
  string,
  {
    method: string;
    url: string;
    role: TeamRole;
    /**
     * Also open to the owner of a team they deleted, for TEAM_LEADS_KEPT_DAYS: the leads are
     * the company's to export.
     */
    afterDeletion?: boolean;
    /** Also open to a department's admin, for that department alone. */
    department?: boolean;
  }
>;

export type TeamRouteName = keyof typeof TEAM_ROUTES;

/** What the team routes answer besides success: the access check's 403/404 (the owner scope adds the 401), and their own. */
export const TEAM_ROUTE_ERRORS = {
  400: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};

/** A route's method, URL and least role, from the table above, for app.route(). */
export function teamRoute(name: TeamRouteName) {
  const route = TEAM_ROUTES[name];
  const afterDeletion = 'afterDeletion' in route && route.afterDeletion;
  const department = 'department' in route && route.department;
  return {
    method: route.method,
    url: route.url,
    config: { teamRole: route.role, afterDeletion, department },
  };
}
