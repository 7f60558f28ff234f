// Teams: a company's members, roles and invitations (docs/product.md#teams).
export const teamNotFound = 'Team not found';
export const teamMemberNotFound = 'Team member not found';
export const alreadyInATeam =
  'You already belong to a team. An account can be a member of one team at a time.';
export const teamAdminsOnly = "Only the team's owner and admins can do this.";
export const teamOwnerOnly = "Only the team's owner can do this.";
export const unknownTeamRole = 'Role must be admin or member';
export const alreadyInThisTeam = 'This e-mail address is already in the team.';
export const duplicateInFile = 'This e-mail address appears earlier in the file.';
export const invitationNotPending = 'This invitation has already been accepted or cancelled.';
export const ownerRoleIsHandedOver =
  "The team's owner keeps that role until they hand the team to an admin.";
export const ownerCannotBeDeactivated =
  "The team's owner cannot be deactivated. Hand the team to an admin first.";
export const memberAlreadyDeactivated = 'This member is already deactivated.';
export const memberNotDeactivated = 'This member is not deactivated.';
export const ownershipGoesToAnAdmin = 'The team can only be handed to one of its active admins.';
export const teamInvitationInvalid = 'This team invitation is invalid or has expired.';
export const teamInvitationForAnotherAddress =
  'This invitation was sent to another e-mail address. Sign in with that address to join.';
export const teamInvitationHasAccount =
  'An account with this e-mail address exists. Sign in to join the team.';
export const activeInAnotherTeam = 'This account already belongs to another team.';
export const memberCsvRequired =
  'Send a CSV file with a header row: email, first_name, last_name, role, title, department.';
export const memberCsvNoEmailColumn = 'The header row has no email column.';
export const memberCsvUnreadable = 'This line is not valid CSV.';
export const memberCsvTooManyRows = 'At most 1 000 people can be imported at a time.';
export const memberCsvTooLarge =
  'A CSV file of people can be at most 587 KB: at most 1 000 rows. Split it into smaller files.';
export const tooManyTeamInvitations =
  'Too many invitations from this team today. Please try again tomorrow.';
export const tooManyInvitationsFromAccount =
  'Your account has sent as many invitations as it may today. Please try again tomorrow.';
export const tooManyInvitationsFromNewAccount =
  'A new account may send 50 invitations on its first day. Please try again tomorrow.';
export const tooManyInvitationsFromAddress =
  'Too many invitations from this network today. Please try again tomorrow.';
export const tooManySeatPreviews =
  'Too many seat price previews. Please wait a minute and try again.';
export const teamIsFull = 'A team has at most 1 000 members and invitations.';
export const teamOwnerCannotLeave =
  'You own a team with other people in it. Hand the team to one of its admins before deleting your account.';
export const cardIdsRequired = 'Choose between 1 and 100 of your cards.';
export const memberNotActive =
  'Cards go to active members of the team, or to invitations not yet accepted, only.';
export const askForANewTeamInvitation = "Ask the team's admin to send you a new invitation.";
export const lockedFieldWithoutValue = 'A locked field needs a value in the template.';
export const teamCardPool = 'Card pool';
export const teamLeadsCursorInvalid = 'This page of leads is no longer available. Start again.';
export const createTeamIntro =
  'Create a team to hand out cards to your colleagues, keep your company details on every card, and see which cards bring leads.';
export const teamTemplateIntro =
  'What you set here is written to every team card. Members cannot change a locked field.';
export const noTeamLeadsYet = 'No leads yet. Messages visitors send from team cards appear here.';
export const memberImportHint =
  'A CSV file with a header row: email, first_name, last_name, role (admin or member), title, department (its name).';
export const emptyCardPool =
  'No team cards yet. Add your own cards below, or order cards with your e-mail address: they land here.';
export const typeTeamNameToDelete = "Type the team's name exactly to delete it.";
export const deleteTeamIntro =
  'Deleting the team gives every team card back to whoever put it in the team, ends everyone’s access to the team, and removes the template and its logo. Download the leads first: they stay available to you for 30 days, then they are deleted.';
export const deletedTeamLeadsHint =
  'The leads of a team you deleted stay available to download for 30 days.';
export const templatePreviewName = 'Your colleague';
export const templatePreviewTitle = 'Their title';
export const templatePreviewIntro =
  "A team card's Connect page with the template applied: each member's name, title and photo are their own.";
export const templateLogoHint =
  'Shown on every team card and on the page of a card waiting in the pool. PNG, JPG, GIF or WebP, up to 10 MB.';
