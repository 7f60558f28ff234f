// The team's audit log (docs/product.md#team-audit-log): its errors and how its rows read.
export const teamAuditUnknownAction = 'This is not an action the audit log records.';
export const teamAuditCursorInvalid =
  'This page of the audit log is no longer available. Start again.';
export const teamAuditTab = 'Audit log';
export const teamAuditIntro =
  'Who changed what in the team, newest first. Entries are kept for one year.';
export const teamAuditEmpty = 'Nothing has been recorded yet.';
export const teamAuditFilterAction = 'Action';
export const teamAuditFilterPerson = 'Person';
export const teamAuditAllActions = 'All actions';
export const teamAuditEveryone = 'Everyone';
export const teamAuditLoadMore = 'Load more';
export const teamAuditDownloadCsv = 'Download CSV';
export const teamAuditWhen = 'When';
export const teamAuditWho = 'Who';
export const teamAuditWhat = 'What';
export const teamAuditTarget = 'Target';
export const teamAuditDetails = 'Details';
export const teamAuditSystemActor = 'Catalyst Connect';
export const teamAuditDirectoryActor = 'Company directory';

/** The keys of an entry's details as the screen writes them; others show as they are. */
export const teamAuditDetailLabels: Record<string, string> = {
  before: 'Before',
  after: 'After',
  role: 'Role',
  from: 'From',
  to: 'To',
  url: 'Address',
  events: 'Events',
  seats: 'Seats',
  status: 'Status',
  rows: 'Rows',
  filters: 'Filters',
  scopes: 'Scopes',
  keyPrefix: 'Key',
  accountId: 'HubSpot account',
  locked: 'Locked fields',
  admins: 'Admins',
  field: 'Field',
  value: 'Value',
  reason: 'Reason',
  department: 'Department',
  changedCards: 'Cards changed',
  cardsReturned: 'Cards back in the pool',
  waitsForInvitation: 'Waits for the invitation',
  enabled: 'Enabled',
  event: 'Event',
  eventId: 'Event ID',
  firstDay: 'First day',
  lastDay: 'Last day',
};

/** Each action code as the log reads it. */
export const teamAuditActionLabels = {
  'member.invited': 'Member invited',
  'member.joined': 'Member joined',
  'member.deactivated': 'Member deactivated',
  'member.reactivated': 'Member reactivated',
  'member.role_changed': 'Role changed',
  'member.department_changed': 'Department changed',
  'department.created': 'Department created',
  'department.renamed': 'Department renamed',
  'department.deleted': 'Department deleted',
  'department.admins_changed': 'Department admins changed',
  'department.template_saved': 'Department template saved',
  'change_request.approved': 'Change request approved',
  'change_request.rejected': 'Change request rejected',
  'card.pooled': 'Cards added to the pool',
  'card.assigned': 'Card assigned',
  'card.unassigned': 'Card unassigned',
  'card.exception_cleared': 'Card exception cleared',
  'template.saved': 'Template saved',
  'webhook.created': 'Webhook created',
  'webhook.changed': 'Webhook changed',
  'webhook.deleted': 'Webhook deleted',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'integration.connected': 'Integration connected',
  'integration.disconnected': 'Integration disconnected',
  'leads.exported': 'Leads exported',
  'event.created': 'Event created',
  'event.deleted': 'Event deleted',
  'billing.started': 'Subscription started',
  'billing.seats_changed': 'Seats changed',
  'team.security_changed': 'Security settings changed',
  'domain.claimed': 'Domain claimed',
  'domain.verified': 'Domain verified',
  'domain.unverified': 'Domain no longer verified',
  'domain.removed': 'Domain removed',
  'sso.saved': 'Single sign-on saved',
  'sso.removed': 'Single sign-on removed',
  'scim_token.created': 'SCIM token created',
  'scim_token.revoked': 'SCIM token revoked',
  'scim.user_created': 'Directory added a person',
  'scim.user_updated': 'Directory changed a person',
  'scim.user_deactivated': 'Directory deactivated a person',
  'scim.user_deleted': 'Directory deleted a person',
  'scim.group_created': 'Directory added a group',
  'scim.group_updated': 'Directory changed a group',
  'scim.group_deleted': 'Directory deleted a group',
  'team.renamed': 'Team renamed',
  'team.owner_changed': 'Ownership handed over',
  'team.deleted': 'Team deleted',
} as const;
