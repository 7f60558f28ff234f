// Added: capture at events (docs/product.md#capture): leads met in person, events, follow-ups.
export const captureNameRequired = 'Saisissez un nom : un prénom, un nom de famille ou les deux';
export const captureContactRequired = 'Saisissez une adresse e-mail ou un numéro de téléphone';
export const captureCardNotFound = 'Cette carte ne vous appartient pas';
export const captureEventNotFound = 'Cet événement est introuvable';
export const capturedInTheFuture =
  'L’heure de saisie est dans le futur : vérifiez l’horloge du téléphone';
/** The consent sentence stored with a lead whose owner said the person agreed in person. */
export const consentGivenInPerson = 'A accepté en personne d’être contacté';
export const eventNameRequired = 'Saisissez le nom de l’événement';
export const eventDaysInOrder = 'Le dernier jour ne peut pas précéder le premier';
export const eventTooLong = 'Un événement dure au maximum 31 jours';
export const eventManagedByTeamAdmins =
  'Seuls les administrateurs de l’équipe peuvent modifier ses événements';
export const noCardToFileLeadUnder =
  'Vous avez besoin d’une carte à laquelle rattacher les prospects';
