// Insights.
export const insightsDaysInvalid = 'days moet 7, 30 of 90 zijn';
export const insightsTimeZoneInvalid = 'tz moet de naam van een tijdzone zijn, zoals Europe/Berlin';
export const insightsLinkUnknown = 'Deze link staat niet op het profiel';
