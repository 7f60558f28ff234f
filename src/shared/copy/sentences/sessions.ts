// The owner's sessions: Settings → Security, and the device a session was signed in from.
export const unknownDevice = 'Unknown device';
export const sessionNotFound = 'Session not found';
export const securityTitle = 'Security';
export const securityDescription =
  'How you sign in beyond your password, and where your account is signed in.';
export const sessionsTitle = 'Your sessions';
export const thisDevice = 'This device';
export const signOutSession = 'Sign out';
export const signingOutSession = 'Signing out...';
export const signOutOtherSessions = 'Sign out of all other sessions';
export const signingOutOtherSessions = 'Signing out of other sessions...';
export const noOtherSessions = 'You are not signed in anywhere else.';
export const sessionSignedOut = 'That session is signed out.';
export const sessionSignOutFailed = 'We could not sign out that session. Please try again.';
export const otherSessionsSignOutFailed =
  'We could not sign out your other sessions. Please try again.';
export const sessionSignedInLabel = 'Signed in';
export const sessionLastActiveLabel = 'Last active';
export const sessionLocationLabel = 'Network';
