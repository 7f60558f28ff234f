// Insights.
export const insightsDaysInvalid = 'days deve ser 7, 30 ou 90';
export const insightsTimeZoneInvalid =
  'tz deve ser o nome de um fuso horário, como America/Sao_Paulo';
export const insightsLinkUnknown = 'Este link não está no perfil';
