// Added: capture at events (docs/product.md#capture): leads met in person, events, follow-ups.
export const captureNameRequired = 'Inserisci un nome: nome, cognome o entrambi';
export const captureContactRequired = 'Inserisci un indirizzo email o un numero di telefono';
export const captureCardNotFound = 'Quel biglietto non è tuo';
export const captureEventNotFound = 'Evento non trovato';
export const capturedInTheFuture =
  'L’ora di acquisizione è nel futuro: controlla l’orologio del telefono';
/** The consent sentence stored with a lead whose owner said the person agreed in person. */
export const consentGivenInPerson = 'Ha acconsentito di persona a essere contattato';
export const eventNameRequired = 'Inserisci il nome dell’evento';
export const eventDaysInOrder = 'L’ultimo giorno non può precedere il primo';
export const eventTooLong = 'Un evento dura al massimo 31 giorni';
export const eventManagedByTeamAdmins =
  'Solo gli amministratori del team possono modificarne gli eventi';
export const noCardToFileLeadUnder = 'Ti serve un biglietto a cui associare i lead';
