// The owner's sessions: Settings → Security, and the device a session was signed in from.
export const unknownDevice = 'Unbekanntes Gerät';
export const sessionNotFound = 'Sitzung nicht gefunden';
export const securityTitle = 'Sicherheit';
export const securityDescription =
  'Wie Sie sich über Ihr Passwort hinaus anmelden und wo Ihr Konto angemeldet ist.';
export const sessionsTitle = 'Ihre Sitzungen';
export const thisDevice = 'Dieses Gerät';
export const signOutSession = 'Abmelden';
export const signingOutSession = 'Wird abgemeldet...';
export const signOutOtherSessions = 'Von allen anderen Sitzungen abmelden';
export const signingOutOtherSessions = 'Andere Sitzungen werden abgemeldet...';
export const noOtherSessions = 'Sie sind nirgendwo sonst angemeldet.';
export const sessionSignedOut = 'Diese Sitzung ist abgemeldet.';
export const sessionSignOutFailed =
  'Diese Sitzung konnte nicht abgemeldet werden. Bitte versuchen Sie es erneut.';
export const otherSessionsSignOutFailed =
  'Ihre anderen Sitzungen konnten nicht abgemeldet werden. Bitte versuchen Sie es erneut.';
export const sessionSignedInLabel = 'Angemeldet';
export const sessionLastActiveLabel = 'Zuletzt aktiv';
export const sessionLocationLabel = 'Netzwerk';
