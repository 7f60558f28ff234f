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
export { deactivateMember } from './deactivate-member';
export { reactivateMember } from './reactivate-member';
export {
  addDirectoryMember,
  departmentNamed,
  writeDirectoryPerson,
  type DirectoryPerson,
} from './directory-members';
export {
  addDirectoryGroup,
  changeDirectoryGroup,
  deleteDirectoryGroup,
  type DirectoryGroupChange,
} from './directory-groups';
export { lockMember, updateMember } from './member-rows';
export { mailInvitation, newInvitationLink } from './invitations';
export { departmentNamesOf } from './team-views';
