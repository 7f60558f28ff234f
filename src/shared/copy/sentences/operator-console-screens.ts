// The operator console's screens: what each action's confirmation says, and its toast.
export const adminSuspendQuestion =
  'The owner is signed out everywhere at once and cannot log in until the account is unsuspended.';
export const adminUnsuspendQuestion = 'The owner can log in again.';
export const adminResendInvitationQuestion =
  "A new invitation link is mailed to the account's address.";
export const adminSendPasswordResetQuestion =
  "A password reset link is mailed to the account's address.";
export const adminMoveCardQuestion =
  "The card moves to the account with this e-mail address. An address without an account is invited to create one. The previous owner's contact details, Connect profile, visitor messages and Insights are wiped unless you keep them.";
export const adminKeepOwnerDataLabel = "Keep the previous owner's data on the card";
export const adminKeepOwnerDataHint =
  'Only when the new owner is the same person (another address of theirs): their contact details, Connect profile, visitor messages and Insights move with the card. Kept in the audit log.';
export const adminTakeDownQuestion =
  'Visitors are told this profile does not exist until it is restored. The owner sees the reason in the profile editor.';
export const adminRestoreQuestion = 'Visitors can see this profile again.';
export const adminRetryMailQuestion = 'The mail is sent again at once.';
export const adminReasonHint = 'Kept in the audit log.';
export const adminAccountSuspended = 'Account suspended';
export const adminAccountUnsuspended = 'Account unsuspended';
export const adminInvitationSent = 'Invitation sent';
export const adminPasswordResetSent = 'Password reset link sent';
export const adminProfileTakenDown = 'Profile taken down';
export const adminProfileRestored = 'Profile restored';
export const adminMailRetried = 'The mail will be sent again';
export const adminNoAccounts = 'No account matches this search.';
export const adminNoFailedMail = 'No mail has failed.';
export const adminNoPendingMail = 'No mail is waiting to be sent.';
export const adminNoUnassignedCards = 'Every card has an owner.';
export const adminNoAuditEntries = 'Nothing in the audit log matches these filters.';
