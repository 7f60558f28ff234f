// Insights.
export const insightsDaysInvalid = 'days muss 7, 30 oder 90 sein';
export const insightsTimeZoneInvalid = 'tz muss der Name einer Zeitzone sein, etwa Europe/Berlin';
export const insightsLinkUnknown = 'Dieser Link ist nicht im Profil';
