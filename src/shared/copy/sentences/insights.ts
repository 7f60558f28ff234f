// Insights.
export const insightsDaysInvalid = 'days must be 7, 30 or 90';
export const insightsTimeZoneInvalid = 'tz must be a time zone name such as Europe/Berlin';
export const insightsLinkUnknown = 'This link is not on the profile';
