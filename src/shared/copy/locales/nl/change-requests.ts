// A member's request to change a field the team template locks on their card, and the admins'
// decision (docs/product.md#change-requests).
export const changeRequestFieldUnknown = 'Dit is geen veld dat het teamsjabloon instelt.';
export const changeRequestFieldNotLocked =
  'Dit veld is niet vergrendeld op je kaart: wijzig het in de editor.';
export const changeRequestAlreadyPending =
  'Je hebt al een wijziging van dit veld aangevraagd. Een beheerder beslist erover.';
export const changeRequestAlreadyDecided = 'Over dit wijzigingsverzoek is al beslist.';
export const changeRequestOwnDecision =
  'Je kunt niet over je eigen wijzigingsverzoek beslissen: de beheerders van het team beslissen erover.';
export const changeRequestStatusUnknown = 'De status moet pending, approved of rejected zijn.';
export const changeRequestTooMany =
  'Je hebt het afgelopen uur veel wijzigingen aangevraagd. Probeer het later opnieuw.';
export const askForChange = 'Wijziging aanvragen';
export const changeRequested = 'Wijziging aangevraagd';
export const changeRequestNewValue = 'Nieuwe waarde';
export const changeRequestNote = 'Notitie voor de beheerders (optioneel)';
export const changeRequestSend = 'Verzoek versturen';
export const changeRequestSent = 'Je verzoek is naar de beheerders gestuurd.';
export const changeRequestsTab = 'Wijzigingsverzoeken';
export const changeRequestsIntro =
  'Leden vragen om een veld te wijzigen dat het sjabloon op hun kaart vergrendelt. Een goedgekeurde waarde blijft alleen op die kaart staan, en de sjablonen laten haar daar.';
export const changeRequestsMine = 'Je wijzigingsverzoeken';
export const changeRequestsMineIntro =
  'Wat je op je teamkaarten wilde wijzigen, en wat de beheerders hebben besloten.';
export const changeRequestsEmpty = 'Nog geen wijzigingsverzoeken.';
export const changeRequestsWaiting = 'Wacht op een beslissing';
export const changeRequestsDecided = 'Beslist';
export const changeRequestApprove = 'Goedkeuren';
export const changeRequestReject = 'Afwijzen';
export const changeRequestReason = 'Reden';
export const changeRequestApproved = 'Wijziging goedgekeurd.';
export const changeRequestRejected = 'Wijziging afgewezen.';
export const changeRequestCleared = '(leeg)';
export const changeRequestStatusLabels = {
  pending: 'In behandeling',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
} as const;
export const changeRequestCardMoved =
  'Het lid dat het verzoek deed, heeft deze kaart niet meer. Wijs het verzoek in plaats daarvan af.';
export const changeRequestCancel = 'Annuleren';
export const changeRequestDialogIntro =
  'Een beheerder van je team beslist. Na goedkeuring verschijnt de waarde alleen op deze kaart. Laat de waarde leeg om het veld te wissen.';
export const changeRequestNow = 'Nu';
export const changeRequestNoteLabel = 'Notitie';
