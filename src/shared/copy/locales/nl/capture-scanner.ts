// The capture screen's scan panel (docs/product.md#capture): a paper card's photo, a badge's QR.
export const scanReadingCard = 'Kaart wordt gelezen…';
export const scanCardRead =
  'Kaart gelezen: controleer de gegevens en verbeter wat verkeerd is gelezen.';
export const scanCardEmpty =
  'Er kon geen tekst uit deze foto worden gelezen: de foto blijft bij de lead, typ de gegevens in.';
export const scanOfflinePhotoKept =
  'Geen verbinding: de foto blijft bij de lead, typ de gegevens in.';
export const scanBusyPhotoKept =
  'De kaart kon niet op tijd worden gelezen: de foto blijft bij de lead, typ de gegevens in.';
export const scanFailedPhotoKept =
  'De kaart kon niet worden gelezen: de foto blijft bij de lead, typ de gegevens in.';
export const scanPhotoUnreadable = 'Dat bestand is geen foto die dit apparaat kan openen.';
export const scanPointAtCard = 'Houd de kaart plat binnen het kader en maak dan de foto.';
export const scanPointAtCode = 'Richt de camera op de QR-code op de badge of de telefoon.';
export const scanCodeContact = 'QR-code gelezen: de gegevens zijn ingevuld.';
export const scanCodeText = 'QR-code gelezen: de tekst staat in de notitie.';
export const scanCardLookup = 'Digitale kaart opzoeken…';
export const scanCardLookupFailed =
  'De digitale kaart kon niet worden opgezocht: het adres staat in de notitie.';
export const scanNoCodeInPhoto = 'Er is geen QR-code gevonden in die foto.';
export const cameraRefused =
  'Toegang tot de camera is geweigerd: sta die toe in de instellingen van de browser, of kies een foto.';
export const cameraUnavailable =
  'Hier is geen camera beschikbaar: kies in plaats daarvan een foto.';
export const scannerNeedsNetwork =
  'De scanner opent pas offline nadat het vastlegscherm één keer online is geopend: typ de gegevens in.';
