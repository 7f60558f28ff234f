// Passkeys (docs/product.md#passkeys): signing in with the device's screen lock instead of a password.
export const passkeyNameRequired = 'Donnez un nom à la clé d’accès.';
export const passkeyNameTooLong = 'Un nom de clé d’accès peut comporter au maximum 60 caractères.';
export const passkeyNotFound = 'Clé d’accès introuvable.';
export const passkeyResponseInvalid =
  'Impossible de vérifier cette clé d’accès. Veuillez réessayer.';
export const passkeyChallengeExpired =
  'Cette demande de clé d’accès a expiré ou a déjà été utilisée. Veuillez réessayer.';
export const passkeyAlreadyAdded = 'Cette clé d’accès est déjà associée à un compte.';
export const passkeyNotRecognised =
  'Cette clé d’accès n’est pas reconnue. Connectez-vous avec votre mot de passe.';
export const passkeyCounterWentBack =
  'Cette clé d’accès ressemble à une copie et a été refusée. Connectez-vous avec votre mot de passe.';
export const tooManyPasskeyAttempts =
  'Trop de tentatives de connexion. Veuillez patienter et réessayer.';

// The screens: Login's passkey button and the Security part of Settings.
export const signInWithPasskey = 'Se connecter avec une clé d’accès';
export const signingInWithPasskey = 'En attente de votre clé d’accès...';
export const passkeySignInCancelled =
  'La connexion avec une clé d’accès a été annulée. Veuillez réessayer.';
export const passkeysTitle = 'Clés d’accès';
export const passkeysDescription =
  'Une clé d’accès vous connecte avec l’empreinte digitale, le visage ou le verrouillage d’écran de votre appareil, au lieu de votre mot de passe.';
export const noPasskeysYet = 'Vous n’avez pas encore de clé d’accès.';
export const addPasskey = 'Ajouter une clé d’accès';
export const addingPasskey = 'Ajout...';
export const passkeyNameLabel = 'Nom de la clé d’accès';
export const passkeyAdded = 'Clé d’accès ajoutée.';
export const passkeyAddFailed = 'La clé d’accès n’a pas été ajoutée. Veuillez réessayer.';
export const passkeyNotSupported = 'Ce navigateur ne prend pas en charge les clés d’accès.';
export const removePasskey = 'Supprimer';
export const removePasskeyTitle = 'Supprimer cette clé d’accès ?';
export const removePasskeyQuestion =
  'Vous ne pourrez plus vous connecter avec elle. Votre mot de passe fonctionne toujours.';
export const passkeyRemoved = 'Clé d’accès supprimée.';
export const passkeyRemoveFailed = 'La clé d’accès n’a pas été supprimée. Veuillez réessayer.';
export const signInWithYourPasskey =
  'Votre équipe exige la connexion en deux étapes : connectez-vous avec votre clé d’accès, pas seulement avec votre mot de passe.';
export const passkeyPasswordNeeded = 'Saisissez votre mot de passe pour ajouter une clé d’accès';
