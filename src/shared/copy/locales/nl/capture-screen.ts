// The capture screen (docs/product.md#capture): leads typed or scanned at an event, kept on the
// phone until they upload. Sentences with a count are functions in ../../copy.ts.
export const leadSaved = 'Lead opgeslagen. Klaar voor de volgende persoon.';
export const leadSavedOnDevice =
  'Lead opgeslagen op deze telefoon. Hij wordt vanzelf geüpload zodra er weer verbinding is.';
export const captureNeedsOnlineOpen =
  'Open het vastlegscherm één keer online en ingelogd: daarna werkt het offline.';
export const captureNoCard = 'Je hebt een kaart nodig om leads aan te koppelen.';
export const captureUploadNeedsSignIn =
  'Log opnieuw in om de leads te uploaden die op deze telefoon wachten: tot dan blijven ze bewaard.';
export const capturePhotoTooLarge = 'De foto mag maximaal 10 MB zijn.';
export const capturePhotoNotImage = 'Kies een JPEG-, PNG- of WebP-foto.';
export const capturePhotoKept = 'Foto van de kaart toegevoegd.';
export const capturePhotoWaiting = 'De lead is geüpload; de foto van de kaart wacht nog op upload.';
export const captureEntryRetrying = 'Wacht op verbinding om te uploaden.';
export const captureEventsOffline = 'Offline: dit zijn de evenementen van je laatste bezoek.';
export const captureEventCreated = 'Evenement aangemaakt.';
export const captureEventNeedsNetwork =
  'Je hebt een verbinding nodig om een evenement aan te maken.';
export const captureEditingQueued =
  'Je bewerkt een lead die niet kon worden geüpload: sla hem op om het opnieuw te proberen.';
export const captureSignOutTitle = 'Leads wachten op upload';
export const captureKeepFailed =
  'Deze browser kon de lead niet op de telefoon bewaren: hij staat nog in het formulier. Controleer of de browser gegevens voor deze site mag opslaan en sla dan opnieuw op.';
export const captureDiscardQuestion =
  'De lead staat niet op de server: als je hem weggooit, verdwijnt hij voorgoed van deze telefoon.';
