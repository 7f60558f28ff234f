// Added: capture at events (docs/product.md#capture): leads met in person, events, follow-ups.
export const captureNameRequired = 'Geben Sie einen Namen ein: Vorname, Nachname oder beides';
export const captureContactRequired = 'Geben Sie eine E-Mail-Adresse oder eine Telefonnummer ein';
export const captureCardNotFound = 'Diese Karte gehört nicht Ihnen';
export const captureEventNotFound = 'Dieses Event wurde nicht gefunden';
export const capturedInTheFuture =
  'Der Erfassungszeitpunkt liegt in der Zukunft: Prüfen Sie die Uhr des Smartphones';
/** The consent sentence stored with a lead whose owner said the person agreed in person. */
export const consentGivenInPerson = 'Hat persönlich einer Kontaktaufnahme zugestimmt';
export const eventNameRequired = 'Geben Sie den Namen des Events ein';
export const eventDaysInOrder = 'Der letzte Tag darf nicht vor dem ersten Tag liegen';
export const eventTooLong = 'Ein Event dauert höchstens 31 Tage';
export const eventManagedByTeamAdmins = 'Nur die Admins des Teams können seine Events ändern';
export const noCardToFileLeadUnder = 'Sie brauchen eine Karte, um Leads zuzuordnen';
