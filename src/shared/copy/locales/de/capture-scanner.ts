// The capture screen's scan panel (docs/product.md#capture): a paper card's photo, a badge's QR.
export const scanReadingCard = 'Karte wird gelesen…';
export const scanCardRead =
  'Karte gelesen: Prüfen Sie die Daten und korrigieren Sie, was falsch erkannt wurde.';
export const scanCardEmpty =
  'Auf diesem Foto konnte kein Text gelesen werden: Das Foto bleibt beim Lead, geben Sie die Daten ein.';
export const scanOfflinePhotoKept =
  'Kein Netzwerk: Das Foto bleibt beim Lead, geben Sie die Daten ein.';
export const scanBusyPhotoKept =
  'Die Karte konnte nicht rechtzeitig gelesen werden: Das Foto bleibt beim Lead, geben Sie die Daten ein.';
export const scanFailedPhotoKept =
  'Die Karte konnte nicht gelesen werden: Das Foto bleibt beim Lead, geben Sie die Daten ein.';
export const scanPhotoUnreadable = 'Diese Datei ist kein Foto, das dieses Gerät öffnen kann.';
export const scanPointAtCard =
  'Halten Sie die Karte flach in den Rahmen und nehmen Sie dann das Foto auf.';
export const scanPointAtCode =
  'Richten Sie die Kamera auf den QR-Code auf dem Badge oder dem Smartphone.';
export const scanCodeContact = 'QR-Code gelesen: Die Daten sind ausgefüllt.';
export const scanCodeText = 'QR-Code gelesen: Sein Text steht in der Notiz.';
export const scanCardLookup = 'Digitale Karte wird abgerufen…';
export const scanCardLookupFailed =
  'Die digitale Karte konnte nicht abgerufen werden: Ihre Adresse steht in der Notiz.';
export const scanNoCodeInPhoto = 'Auf diesem Foto wurde kein QR-Code gefunden.';
export const cameraRefused =
  'Der Kamerazugriff wurde verweigert: Erlauben Sie ihn in den Browsereinstellungen oder wählen Sie ein Foto.';
export const cameraUnavailable =
  'Hier ist keine Kamera verfügbar: Wählen Sie stattdessen ein Foto.';
export const scannerNeedsNetwork =
  'Der Scanner öffnet sich offline erst, nachdem die Erfassung einmal online geöffnet war: Geben Sie die Daten ein.';
