// Any request: what the error handler, the router and the web client answer.
export const internalError = 'Une erreur s’est produite de notre côté. Veuillez réessayer.';
export const serviceUnavailable = 'Le service est temporairement indisponible. Veuillez réessayer.';
export const paymentProviderUnavailable =
  'Le prestataire de paiement n’est pas disponible pour le moment. Veuillez réessayer dans un instant.';
export const bodyTooLarge = 'Le corps de la requête est trop volumineux';
export const invalidJsonBody = 'Le corps de la requête n’est pas un JSON valide';
export const emptyJsonBody = 'Le corps de la requête est vide';
export const bodyMustBeObject = 'Le corps de la requête doit être un objet JSON';
export const unsupportedContentType = 'Type de contenu non pris en charge';
export const invalidContentLength = 'Content-Length invalide';
export const addressTooLong = 'L’adresse est trop longue';
export const addressInvalid = 'L’adresse n’est pas valide';
export const invalidRequest = 'Requête invalide';
export const invalidValue = 'Valeur invalide';
export const nothingToUpdate = 'Rien à mettre à jour';
export const serverTooSlow = 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.';
export const serverUnreachable =
  'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';
export const requestFailed = 'Échec de la requête';
export const sessionRefreshFailed = 'Échec de l’actualisation de la session';
export const sessionEnded = 'Votre session est terminée';
export const unknownError = 'Erreur inconnue';
export const unexpectedErrorOccurred = 'Désolé, une erreur inattendue s’est produite.';
export const somethingWentWrong = 'Une erreur s’est produite';
export const failedToFetchCardData = 'Impossible de récupérer les données de la carte';
export const failedToFetchCardProfileData =
  'Impossible de récupérer les données du profil de la carte';
export const verificationLinkMayBeInvalid =
  'Le lien de vérification est peut-être invalide ou expiré. Veuillez contacter l’assistance.';
/** A save the browser knows it cannot send (docs/product.md#stale-edits). */
export const offlineChangesKept =
  'Vous êtes hors ligne : vos modifications sont conservées ici et seront enregistrées à votre retour en ligne';
/** An editor opened with changes kept on this device from before (decision 050). */
export const restoreUnsavedChanges = 'Restaurer vos modifications non enregistrées ?';
