// What other modules may import from this one; everything else in the folder is its own.
// Leads on their way to a CRM sit below the leads module, which queues them; the integrations module,
// which connects a CRM, sits above teams.
export type { CrmConnector, CrmTokens } from './connector';
export { offeredCrm, offeredCrms, type OfferedCrm } from './connectors';
export { crmJobs } from './crm-jobs';
export { withCrmSession } from './crm-session';
export { queueCrmSync, retryLeadCrmSync } from './queue-crm-sync';
