// An expired invitation link.
export const newInvitationOnItsWay =
  'Si ce lien était une invitation, une nouvelle est en route vers l’adresse à laquelle elle avait été envoyée. Elle est valable 7 jours.';
export const tooManyInvitationRequests =
  'Trop de demandes de nouveau lien. Veuillez patienter un moment et réessayer.';

/** What cancelling changes, in the cancellation box and its dialog. */
export const cancelSubscriptionConsequences =
  'Votre profil Connect reste en ligne jusqu’à la fin de la période payée. Ensuite, les mêmes adresses, identifiant compris, affichent votre page de carte gratuite : votre nom, votre fonction, votre entreprise, votre photo, vos coordonnées et « Enregistrer le contact ». Vos boutons, liens, thème et formulaire de contact reviennent si vous vous réabonnez.';

/** Insights: a total with nothing in the period before to compare it with. */
export const noPreviousPeriodData = 'Aucune donnée pour la période précédente';

/** 'Copy details from...'. */
export const copyFromItself =
  'Une carte ne peut pas copier ses propres informations : choisissez une autre carte.';
export const detailsCopied = 'Informations copiées';
export const copyDetailsQuestion =
  'Cette carte reprend les coordonnées, la photo, le logo, le style de QR code et le profil Connect de l’autre carte. Son identifiant et son surnom restent ; les modifications non enregistrées sur cette page sont perdues.';
