// A member's request to change a field the team template locks on their card, and the admins'
// decision (docs/product.md#change-requests).
export const changeRequestFieldUnknown = 'Dieses Feld wird nicht von der Team-Vorlage festgelegt.';
export const changeRequestFieldNotLocked =
  'Dieses Feld ist auf Ihrer Karte nicht gesperrt: Ändern Sie es im Editor.';
export const changeRequestAlreadyPending =
  'Sie haben für dieses Feld bereits eine Änderung angefragt. Ein Admin wird darüber entscheiden.';
export const changeRequestAlreadyDecided = 'Über diese Änderungsanfrage wurde bereits entschieden.';
export const changeRequestOwnDecision =
  'Sie können nicht über Ihre eigene Änderungsanfrage entscheiden: Das tun die Admins des Teams.';
export const changeRequestStatusUnknown = 'Der Status muss pending, approved oder rejected sein.';
export const changeRequestTooMany =
  'Sie haben in der letzten Stunde viele Änderungen angefragt. Versuchen Sie es später erneut.';
export const askForChange = 'Änderung anfragen';
export const changeRequested = 'Änderung angefragt';
export const changeRequestNewValue = 'Neuer Wert';
export const changeRequestNote = 'Notiz für die Admins (optional)';
export const changeRequestSend = 'Anfrage senden';
export const changeRequestSent = 'Ihre Anfrage wurde an die Admins gesendet.';
export const changeRequestsTab = 'Änderungsanfragen';
export const changeRequestsIntro =
  'Mitglieder bitten darum, ein Feld zu ändern, das die Vorlage auf ihrer Karte sperrt. Ein genehmigter Wert gilt nur für diese Karte, und die Vorlagen lassen ihn dort stehen.';
export const changeRequestsMine = 'Ihre Änderungsanfragen';
export const changeRequestsMineIntro =
  'Was Sie auf Ihren Team-Karten ändern wollten und wie die Admins entschieden haben.';
export const changeRequestsEmpty = 'Noch keine Änderungsanfragen.';
export const changeRequestsWaiting = 'Wartet auf Entscheidung';
export const changeRequestsDecided = 'Entschieden';
export const changeRequestApprove = 'Genehmigen';
export const changeRequestReject = 'Ablehnen';
export const changeRequestReason = 'Grund';
export const changeRequestApproved = 'Änderung genehmigt.';
export const changeRequestRejected = 'Änderung abgelehnt.';
export const changeRequestCleared = '(leer)';
export const changeRequestStatusLabels = {
  pending: 'Ausstehend',
  approved: 'Genehmigt',
  rejected: 'Abgelehnt',
} as const;
export const changeRequestCardMoved =
  'Das Mitglied, das angefragt hat, hat diese Karte nicht mehr. Lehnen Sie die Anfrage stattdessen ab.';
export const changeRequestCancel = 'Abbrechen';
export const changeRequestDialogIntro =
  'Ein Admin Ihres Teams entscheidet. Nach der Genehmigung erscheint der Wert nur auf dieser Karte. Lassen Sie den Wert leer, um das Feld zu leeren.';
export const changeRequestNow = 'Jetzt';
export const changeRequestNoteLabel = 'Notiz';
