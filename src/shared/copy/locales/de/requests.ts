// Any request: what the error handler, the router and the web client answer.
export const internalError = 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.';
export const serviceUnavailable =
  'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es erneut.';
export const paymentProviderUnavailable =
  'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.';
export const bodyTooLarge = 'Der Anfrage-Body ist zu groß';
export const invalidJsonBody = 'Der Anfrage-Body ist kein gültiges JSON';
export const emptyJsonBody = 'Der Anfrage-Body ist leer';
export const bodyMustBeObject = 'Der Anfrage-Body muss ein JSON-Objekt sein';
export const unsupportedContentType = 'Nicht unterstützter Content-Type';
export const invalidContentLength = 'Ungültige Content-Length';
export const addressTooLong = 'Die Adresse ist zu lang';
export const addressInvalid = 'Die Adresse ist ungültig';
export const invalidRequest = 'Ungültige Anfrage';
export const invalidValue = 'Ungültiger Wert';
export const nothingToUpdate = 'Nichts zu aktualisieren';
export const serverTooSlow =
  'Der Server hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.';
export const serverUnreachable =
  'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';
export const requestFailed = 'Anfrage fehlgeschlagen';
export const sessionRefreshFailed = 'Die Sitzung konnte nicht erneuert werden';
export const sessionEnded = 'Ihre Sitzung ist beendet';
export const unknownError = 'Unbekannter Fehler';
export const unexpectedErrorOccurred = 'Leider ist ein unerwarteter Fehler aufgetreten.';
export const somethingWentWrong = 'Etwas ist schiefgelaufen';
export const failedToFetchCardData = 'Die Kartendaten konnten nicht abgerufen werden';
export const failedToFetchCardProfileData =
  'Die Profildaten der Karte konnten nicht abgerufen werden';
export const verificationLinkMayBeInvalid =
  'Der Bestätigungslink ist möglicherweise ungültig oder abgelaufen. Bitte wenden Sie sich an den Support.';
/** A save the browser knows it cannot send (docs/product.md#stale-edits). */
export const offlineChangesKept =
  'Sie sind offline: Ihre Änderungen bleiben hier erhalten und werden gespeichert, sobald Sie wieder online sind';
/** An editor opened with changes kept on this device from before (decision 050). */
export const restoreUnsavedChanges = 'Nicht gespeicherte Änderungen wiederherstellen?';
