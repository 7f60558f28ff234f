// Added: capture at events (docs/product.md#capture): leads met in person, events, follow-ups.
export const captureNameRequired = 'Vul een naam in: een voornaam, een achternaam of allebei';
export const captureContactRequired = 'Vul een e-mailadres of een telefoonnummer in';
export const captureCardNotFound = 'Die kaart is niet van jou';
export const captureEventNotFound = 'Dat evenement is niet gevonden';
export const capturedInTheFuture =
  'Het vastlegtijdstip ligt in de toekomst: controleer de klok van de telefoon';
/** The consent sentence stored with a lead whose owner said the person agreed in person. */
export const consentGivenInPerson = 'Heeft persoonlijk ingestemd met contact';
export const eventNameRequired = 'Vul de naam van het evenement in';
export const eventDaysInOrder = 'De laatste dag kan niet vóór de eerste dag liggen';
export const eventTooLong = 'Een evenement duurt maximaal 31 dagen';
export const eventManagedByTeamAdmins =
  'Alleen de beheerders van het team kunnen de evenementen ervan wijzigen';
export const noCardToFileLeadUnder = 'Je hebt een kaart nodig om leads aan te koppelen';
