// The owner's sessions: Settings → Security, and the device a session was signed in from.
export const unknownDevice = 'Appareil inconnu';
export const sessionNotFound = 'Session introuvable';
export const securityTitle = 'Sécurité';
export const securityDescription =
  'Comment vous vous connectez au-delà de votre mot de passe, et où votre compte est connecté.';
export const sessionsTitle = 'Vos sessions';
export const thisDevice = 'Cet appareil';
export const signOutSession = 'Se déconnecter';
export const signingOutSession = 'Déconnexion...';
export const signOutOtherSessions = 'Se déconnecter de toutes les autres sessions';
export const signingOutOtherSessions = 'Déconnexion des autres sessions...';
export const noOtherSessions = 'Vous n’êtes connecté nulle part ailleurs.';
export const sessionSignedOut = 'Cette session est déconnectée.';
export const sessionSignOutFailed = 'Impossible de déconnecter cette session. Veuillez réessayer.';
export const otherSessionsSignOutFailed =
  'Impossible de déconnecter vos autres sessions. Veuillez réessayer.';
export const sessionSignedInLabel = 'Connexion';
export const sessionLastActiveLabel = 'Dernière activité';
export const sessionLocationLabel = 'Réseau';
