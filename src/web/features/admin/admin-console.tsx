/**
 * The operator console's screens, in one chunk of their own: only app/admin-area.tsx imports
 * this, and only after its loader has seen an admin, so owners never download it.
 */
export { AdminAccountPage } from './pages/admin-account-page';
export { AdminAccountsPage } from './pages/admin-accounts-page';
export { AdminAuditPage } from './pages/admin-audit-page';
export { AdminMailPage } from './pages/admin-mail-page';
export { AdminOverviewPage } from './pages/admin-overview-page';
export { AdminTeamPage } from './pages/admin-team-page';
