// What other modules may import from this one; everything else in the folder is its own.
export { requireTeamRole } from './team-access';
export { assertMayLeaveTeams, releaseTeamsOfDeletedAccount } from './account-deletion';
export { orderPoolOf } from './order-pool';
export { applyTemplateToNewCards } from './apply-template-to-new-cards';
export { handOverWaitingCards } from './assign-card';
export { memberTarget } from './audit-targets';
export {
  teamAccessHook,
  teamAccessOf,
  teamRoute,
  TEAM_ROUTE_ERRORS,
  type TeamAccess,
} from './team-access';
