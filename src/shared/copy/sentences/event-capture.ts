// Added: capture at events (docs/product.md#capture): leads met in person, events, follow-ups.
export const captureNameRequired = 'Enter a name: a first name, a last name or both';
export const captureContactRequired = 'Enter an e-mail address or a phone number';
export const captureCardNotFound = 'That card is not one of yours';
export const captureEventNotFound = 'That event was not found';
export const capturedInTheFuture = 'The capture time is in the future: check the phone’s clock';
/** The consent sentence stored with a lead whose owner said the person agreed in person. */
export const consentGivenInPerson = 'Agreed in person to be contacted';
export const eventNameRequired = 'Enter the event’s name';
export const eventDaysInOrder = 'The last day cannot be before the first day';
export const eventTooLong = 'An event lasts at most 31 days';
export const eventManagedByTeamAdmins = 'Only the team’s admins can change its events';
export const noCardToFileLeadUnder = 'You need a card to file leads under';
