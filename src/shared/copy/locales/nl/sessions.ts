// The owner's sessions: Settings → Security, and the device a session was signed in from.
export const unknownDevice = 'Onbekend apparaat';
export const sessionNotFound = 'Sessie niet gevonden';
export const securityTitle = 'Beveiliging';
export const securityDescription =
  'Hoe je inlogt naast je wachtwoord, en waar je account is ingelogd.';
export const sessionsTitle = 'Je sessies';
export const thisDevice = 'Dit apparaat';
export const signOutSession = 'Uitloggen';
export const signingOutSession = 'Uitloggen...';
export const signOutOtherSessions = 'Uitloggen bij alle andere sessies';
export const signingOutOtherSessions = 'Uitloggen bij andere sessies...';
export const noOtherSessions = 'Je bent nergens anders ingelogd.';
export const sessionSignedOut = 'Die sessie is uitgelogd.';
export const sessionSignOutFailed = 'We konden die sessie niet uitloggen. Probeer het opnieuw.';
export const otherSessionsSignOutFailed =
  'We konden je andere sessies niet uitloggen. Probeer het opnieuw.';
export const sessionSignedInLabel = 'Ingelogd';
export const sessionLastActiveLabel = 'Laatst actief';
export const sessionLocationLabel = 'Netwerk';
