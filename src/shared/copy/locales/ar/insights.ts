// Insights.
export const insightsDaysInvalid = 'يجب أن تكون قيمة days هي 7 أو 30 أو 90';
export const insightsTimeZoneInvalid = 'يجب أن تكون قيمة tz اسم منطقة زمنية مثل Asia/Riyadh';
export const insightsLinkUnknown = 'هذا الرابط غير موجود في الملف الشخصي';
