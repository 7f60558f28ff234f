// The capture screen's scan panel (docs/product.md#capture): a paper card's photo, a badge's QR.
export const scanReadingCard = 'Lettura del biglietto…';
export const scanCardRead =
  'Biglietto letto: controlla i dati e correggi ciò che è stato letto male.';
export const scanCardEmpty =
  'Da questa foto non è stato possibile leggere alcun testo: la foto resta con il lead, inserisci i dati.';
export const scanOfflinePhotoKept = 'Nessuna rete: la foto resta con il lead, inserisci i dati.';
export const scanBusyPhotoKept =
  'Non è stato possibile leggere il biglietto in tempo: la foto resta con il lead, inserisci i dati.';
export const scanFailedPhotoKept =
  'Non è stato possibile leggere il biglietto: la foto resta con il lead, inserisci i dati.';
export const scanPhotoUnreadable = 'Quel file non è una foto che questo dispositivo può aprire.';
export const scanPointAtCard = 'Tieni il biglietto piatto dentro la cornice, poi scatta la foto.';
export const scanPointAtCode = 'Inquadra con la fotocamera il codice QR sul badge o sul telefono.';
export const scanCodeContact = 'Codice QR letto: i dati sono stati compilati.';
export const scanCodeText = 'Codice QR letto: il suo testo è nella nota.';
export const scanCardLookup = 'Ricerca del biglietto digitale…';
export const scanCardLookupFailed =
  'Non è stato possibile trovare il biglietto digitale: il suo indirizzo è nella nota.';
export const scanNoCodeInPhoto = 'Nessun codice QR trovato in quella foto.';
export const cameraRefused =
  'L’accesso alla fotocamera è stato negato: consentilo nelle impostazioni del browser, oppure scegli una foto.';
export const cameraUnavailable = 'Nessuna fotocamera disponibile qui: scegli invece una foto.';
export const scannerNeedsNetwork =
  'Lo scanner si apre offline solo se la schermata di acquisizione è già stata aperta una volta online: inserisci i dati.';
