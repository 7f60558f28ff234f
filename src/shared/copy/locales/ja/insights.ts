// Insights.
export const insightsDaysInvalid = 'days は 7、30、90 のいずれかにしてください';
export const insightsTimeZoneInvalid = 'tz は Asia/Tokyo のようなタイムゾーン名にしてください';
export const insightsLinkUnknown = 'このリンクはプロフィールにありません';
