// Card and Connect profile fields.
export const invalidPhone = 'Veuillez saisir un numéro de téléphone valide';
export const fullUrlRequired = 'Veuillez saisir une URL complète commençant par https://';
export const singleLineOfText = 'Une seule ligne de texte';
export const invalidCharacters = 'Contient des caractères non valides';
export const handleTooShort = 'Votre identifiant doit comporter au moins 3 caractères';
export const handleTooLong = 'Votre identifiant peut comporter au maximum 40 caractères';
export const handleCharacters = 'Utilisez uniquement des lettres, des chiffres et des tirets';
export const handleHyphenAtEdge =
  'Un identifiant ne peut pas commencer ni se terminer par un tiret';
export const handleReserved = 'Cet identifiant est réservé';
export const handleTaken = 'Cet identifiant est déjà pris';
/** 409 to a save based on an older version than the stored one (If-Match). */
export const editedElsewhere =
  'Ceci a été modifié ailleurs depuis que vous l’avez ouvert. Rechargez pour obtenir la dernière version.';
export const handleChangeQuestion =
  'Votre lien actuel n’affichera plus votre profil lui-même : les visiteurs qui l’ouvrent seront redirigés vers le nouveau, et personne d’autre ne pourra le prendre. Les QR codes imprimés, les puces NFC, les cartes Wallet et les signatures e-mail continuent de fonctionner. Changer d’identifiant ?';
export const handleHeld =
  'Cet identifiant appartenait à un autre compte et lui reste réservé : des cartes imprimées le portent peut-être encore. Veuillez en choisir un autre.';
export const buttonLinkScheme =
  'Les liens des boutons doivent commencer par https://, mailto: ou tel:';
export const subscriptionRequired = 'Un abonnement actif est requis';
/** Why Copy Link and My Live Profile are disabled without a subscription. */
export const requiresConnect = 'Nécessite Catalyst Connect';
export const qrOpensCardPage =
  'Le code ouvre la page de votre carte : votre nom, votre photo et un bouton « Enregistrer le contact ».';
export const qrOpensProfile =
  'Le code ouvre votre profil Connect. Personnalisez-le aux couleurs de votre marque : l’aperçu correspond à ce qui est imprimé.';
export const imagesMustBeUploaded =
  'Les images doivent d’abord être importées dans Catalyst Connect';
export const imageNotYours =
  'Cette image ne fait pas partie de vos imports. Veuillez l’importer à nouveau.';
export const failedToUpdateProfile = 'Impossible de mettre à jour le profil';
