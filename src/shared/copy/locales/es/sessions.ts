// The owner's sessions: Settings → Security, and the device a session was signed in from.
export const unknownDevice = 'Dispositivo desconocido';
export const sessionNotFound = 'No se encontró la sesión';
export const securityTitle = 'Seguridad';
export const securityDescription =
  'Cómo inicias sesión además de con tu contraseña, y dónde está abierta tu cuenta.';
export const sessionsTitle = 'Tus sesiones';
export const thisDevice = 'Este dispositivo';
export const signOutSession = 'Cerrar sesión';
export const signingOutSession = 'Cerrando sesión...';
export const signOutOtherSessions = 'Cerrar todas las demás sesiones';
export const signingOutOtherSessions = 'Cerrando las demás sesiones...';
export const noOtherSessions = 'No tienes la sesión iniciada en ningún otro lugar.';
export const sessionSignedOut = 'Esa sesión se ha cerrado.';
export const sessionSignOutFailed = 'No pudimos cerrar esa sesión. Inténtalo de nuevo.';
export const otherSessionsSignOutFailed =
  'No pudimos cerrar tus demás sesiones. Inténtalo de nuevo.';
export const sessionSignedInLabel = 'Inicio de sesión';
export const sessionLastActiveLabel = 'Última actividad';
export const sessionLocationLabel = 'Red';
