// Insights.
export const insightsDaysInvalid = 'days deve essere 7, 30 o 90';
export const insightsTimeZoneInvalid =
  'tz deve essere il nome di un fuso orario, come Europe/Berlin';
export const insightsLinkUnknown = 'Questo link non è nel profilo';
