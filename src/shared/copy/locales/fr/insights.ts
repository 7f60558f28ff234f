// Insights.
export const insightsDaysInvalid = 'days doit valoir 7, 30 ou 90';
export const insightsTimeZoneInvalid =
  'tz doit être un nom de fuseau horaire, par exemple Europe/Berlin';
export const insightsLinkUnknown = 'Ce lien ne figure pas sur le profil';
