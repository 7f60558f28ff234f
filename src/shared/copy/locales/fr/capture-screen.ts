// The capture screen (docs/product.md#capture): leads typed or scanned at an event, kept on the
// phone until they upload. Sentences with a count are functions in ../../copy.ts.
export const leadSaved = 'Prospect enregistré. Prêt pour la personne suivante.';
export const leadSavedOnDevice =
  'Prospect enregistré sur ce téléphone. Il sera envoyé automatiquement dès le retour du réseau.';
export const captureNeedsOnlineOpen =
  'Ouvrez une fois l’écran de saisie en ligne, en étant connecté : il fonctionnera ensuite hors ligne.';
export const captureNoCard = 'Vous avez besoin d’une carte à laquelle rattacher les prospects.';
export const captureUploadNeedsSignIn =
  'Reconnectez-vous pour envoyer les prospects en attente sur ce téléphone : ils sont conservés d’ici là.';
export const capturePhotoTooLarge = 'La photo ne doit pas dépasser 10 Mo.';
export const capturePhotoNotImage = 'Choisissez une photo JPEG, PNG ou WebP.';
export const capturePhotoKept = 'Photo de la carte jointe.';
export const capturePhotoWaiting =
  'Le prospect est envoyé ; la photo de la carte attend d’être envoyée.';
export const captureEntryRetrying = 'En attente du réseau pour l’envoi.';
export const captureEventsOffline =
  'Hors ligne : voici les événements conservés depuis votre dernière visite.';
export const captureEventCreated = 'Événement créé.';
export const captureEventNeedsNetwork =
  'Une connexion réseau est nécessaire pour créer un événement.';
export const captureEditingQueued =
  'Modification d’un prospect qui n’a pas pu être envoyé : enregistrez-le pour réessayer.';
export const captureSignOutTitle = 'Prospects en attente d’envoi';
export const captureKeepFailed =
  'Ce navigateur n’a pas pu conserver le prospect sur le téléphone : il est toujours dans le formulaire. Vérifiez que le navigateur peut stocker des données pour ce site, puis enregistrez à nouveau.';
export const captureDiscardQuestion =
  'Le prospect n’est pas sur le serveur : l’abandonner le supprime définitivement de ce téléphone.';
