// The capture screen (docs/product.md#capture): leads typed or scanned at an event, kept on the
// phone until they upload. Sentences with a count are functions in ../../copy.ts.
export const leadSaved = 'Lead gespeichert. Bereit für die nächste Person.';
export const leadSavedOnDevice =
  'Lead auf diesem Smartphone gespeichert. Er wird automatisch hochgeladen, sobald wieder ein Netzwerk da ist.';
export const captureNeedsOnlineOpen =
  'Öffnen Sie die Erfassung einmal mit Netzwerk und angemeldet: Danach funktioniert sie offline.';
export const captureNoCard = 'Sie brauchen eine Karte, um Leads zuzuordnen.';
export const captureUploadNeedsSignIn =
  'Melden Sie sich erneut an, um die Leads hochzuladen, die auf diesem Smartphone warten: Sie bleiben bis dahin erhalten.';
export const capturePhotoTooLarge = 'Das Foto darf höchstens 10 MB groß sein.';
export const capturePhotoNotImage = 'Wählen Sie ein JPEG-, PNG- oder WebP-Foto.';
export const capturePhotoKept = 'Foto der Visitenkarte angehängt.';
export const capturePhotoWaiting =
  'Der Lead ist hochgeladen; das Foto der Visitenkarte wartet noch auf den Upload.';
export const captureEntryRetrying = 'Wartet auf Netzwerk für den Upload.';
export const captureEventsOffline = 'Offline: Dies sind die Events von Ihrem letzten Besuch.';
export const captureEventCreated = 'Event erstellt.';
export const captureEventNeedsNetwork = 'Zum Erstellen eines Events ist ein Netzwerk nötig.';
export const captureEditingQueued =
  'Sie bearbeiten einen Lead, der nicht hochgeladen werden konnte: Speichern Sie ihn, um es erneut zu versuchen.';
export const captureSignOutTitle = 'Leads warten auf den Upload';
export const captureKeepFailed =
  'Dieser Browser konnte den Lead nicht auf dem Smartphone speichern: Er steht noch im Formular. Prüfen Sie, ob der Browser Daten für diese Website speichern darf, und speichern Sie dann erneut.';
export const captureDiscardQuestion =
  'Der Lead ist nicht auf dem Server: Wenn Sie ihn verwerfen, wird er endgültig von diesem Smartphone entfernt.';
