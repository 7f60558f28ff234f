// A member's request to change a field the team template locks on their card, and the admins'
// decision (docs/product.md#change-requests).
export const changeRequestFieldUnknown = 'This is not a field the team template sets.';
export const changeRequestFieldNotLocked =
  'This field is not locked on your card: change it in the editor.';
export const changeRequestAlreadyPending =
  'You already asked for a change to this field. An admin will decide it.';
export const changeRequestAlreadyDecided = 'This change request has been decided already.';
export const changeRequestOwnDecision =
  "You cannot decide your own change request: the team's admins decide it.";
export const changeRequestStatusUnknown = 'Status must be pending, approved or rejected.';
export const changeRequestTooMany = 'You asked for many changes in the last hour. Try again later.';
export const askForChange = 'Ask for a change';
export const changeRequested = 'Change requested';
export const changeRequestNewValue = 'New value';
export const changeRequestNote = 'Note for the admins (optional)';
export const changeRequestSend = 'Send request';
export const changeRequestSent = 'Your request was sent to the admins.';
export const changeRequestsTab = 'Change requests';
export const changeRequestsIntro =
  'Members ask to change a field the template locks on their card. An approved value stays on that card alone, and the templates leave it there.';
export const changeRequestsMine = 'Your change requests';
export const changeRequestsMineIntro =
  'What you asked to change on your team cards, and what the admins decided.';
export const changeRequestsEmpty = 'No change requests yet.';
export const changeRequestsWaiting = 'Waiting for a decision';
export const changeRequestsDecided = 'Decided';
export const changeRequestApprove = 'Approve';
export const changeRequestReject = 'Reject';
export const changeRequestReason = 'Reason';
export const changeRequestApproved = 'Change approved.';
export const changeRequestRejected = 'Change rejected.';
export const changeRequestCleared = '(empty)';
export const changeRequestStatusLabels = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
export const changeRequestCardMoved =
  'The member who asked no longer holds this card. Reject the request instead.';
export const changeRequestCancel = 'Cancel';
export const changeRequestDialogIntro =
  'An admin of your team decides. Once approved, the value shows on this card only. Leave the value empty to clear the field.';
export const changeRequestNow = 'Now';
export const changeRequestNoteLabel = 'Note';
