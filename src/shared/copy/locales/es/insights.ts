// Insights.
export const insightsDaysInvalid = 'days debe ser 7, 30 o 90';
export const insightsTimeZoneInvalid =
  'tz debe ser el nombre de una zona horaria, como Europe/Madrid';
export const insightsLinkUnknown = 'Este enlace no está en el perfil';
