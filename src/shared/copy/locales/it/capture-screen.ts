// The capture screen (docs/product.md#capture): leads typed or scanned at an event, kept on the
// phone until they upload. Sentences with a count are functions in ../../copy.ts.
export const leadSaved = 'Lead salvato. Pronto per la prossima persona.';
export const leadSavedOnDevice =
  'Lead salvato su questo telefono. Verrà caricato da solo quando torna la rete.';
export const captureNeedsOnlineOpen =
  'Apri la schermata di acquisizione una volta online e dopo aver effettuato l’accesso: poi funziona anche offline.';
export const captureNoCard = 'Ti serve un biglietto a cui associare i lead.';
export const captureUploadNeedsSignIn =
  'Accedi di nuovo per caricare i lead in attesa su questo telefono: fino ad allora restano salvati.';
export const capturePhotoTooLarge = 'La foto può pesare al massimo 10 MB.';
export const capturePhotoNotImage = 'Scegli una foto JPEG, PNG o WebP.';
export const capturePhotoKept = 'Foto del biglietto allegata.';
export const capturePhotoWaiting =
  'Il lead è caricato; la foto del biglietto è in attesa di caricamento.';
export const captureEntryRetrying = 'In attesa della rete per il caricamento.';
export const captureEventsOffline =
  'Offline: questi sono gli eventi salvati dalla tua ultima visita.';
export const captureEventCreated = 'Evento creato.';
export const captureEventNeedsNetwork = 'Per creare un evento serve una connessione.';
export const captureEditingQueued =
  'Stai modificando un lead che non è stato caricato: salvalo per riprovare.';
export const captureSignOutTitle = 'Lead in attesa di caricamento';
export const captureKeepFailed =
  'Questo browser non è riuscito a salvare il lead sul telefono: è ancora nel modulo. Verifica che il browser possa memorizzare dati per questo sito, poi salva di nuovo.';
export const captureDiscardQuestion =
  'Il lead non è sul server: scartandolo lo rimuovi definitivamente da questo telefono.';
