// The Team area's sentences with a value (docs/product.md#teams), by the names its lazy screens
// and the server import them under.
export {
  cardsWillChangeMessage,
  createTeamOfferMessage,
  deactivateMemberQuestion,
  deactivateMemberTitle,
  deletedTeamLeadsMessage,
  deleteTeamTitle,
  handOverTeamQuestion,
  invitationSentMessage,
  makeOwnerTitle,
  membersInvitedMessage,
  removedFromTeamMessage,
  seatChangeMessage,
  teamDeletedMessage,
  teamHandedOverMessage,
  teamMemberNoticeMessage,
  teamWillAssignCard,
  templateSavedMessage,
} from './sentences/teams-values';
