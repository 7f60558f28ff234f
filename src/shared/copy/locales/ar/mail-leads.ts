import { icu } from './language';

export const mailNewLeadSubject = icu<[name: string]>(
  'رسالة جديدة من {name} عبر Catalyst Connect',
  'name',
);
export const mailNewLeadShared = icu<[name: string]>('شارك {name} بياناته.', 'name');
export const mailNewLeadSent = icu<[name: string]>(
  'أرسل إليك {name} رسالة عبر ملفك الشخصي في Connect:',
  'name',
);
export const mailNewLeadSharedProfile = icu<[name: string]>(
  'شارك {name} بياناته عبر ملفك الشخصي في Connect.',
  'name',
);
export const mailNewLeadEmail = icu<[email: string]>('البريد الإلكتروني: {email}', 'email');
export const mailNewLeadPhone = icu<[phone: string]>('الهاتف: {phone}', 'phone');
export const mailNewLeadReply = 'ردّ على هذه الرسالة للإجابة عليه مباشرة.';
export const mailSeeAllMessages = 'عرض كل الرسائل';
export const mailNewLeadNote =
  'تصلك هذه الرسالة لأن أحدهم استخدم نموذج التواصل في ملفك الشخصي على Catalyst Connect.';

export const mailContactSubject = icu<[ownerName: string]>('جهة اتصال {ownerName}', 'ownerName');
export const mailContactPreview = icu<[ownerName: string]>(
  'جهة اتصال {ownerName}، لحفظها على هاتفك.',
  'ownerName',
);
export const mailContactBody = icu<[ownerName: string]>(
  'إليك جهة اتصال {ownerName} كما طلبت في صفحته على Catalyst Connect. افتح الملف المرفق لحفظها على هاتفك أو حاسوبك.',
  'ownerName',
);
export const mailReplyToWrite = icu<[ownerName: string]>(
  'ردّ على هذه الرسالة للكتابة إلى {ownerName}.',
  'ownerName',
);
export const mailOpenOwnerPage = icu<[ownerName: string]>('فتح صفحة {ownerName}', 'ownerName');
export const mailContactNote =
  'تصلك هذه الرسالة لأن هذا العنوان طلبها، مرة واحدة، بعد إرسال رسالة.';

export const mailViewOwnerCard = icu<[ownerName: string]>('عرض بطاقة {ownerName}', 'ownerName');
export const mailFollowUpNote = icu<[ownerName: string]>(
  'تصلك هذه الرسالة لأنك وافقت على أن يتواصل معك {ownerName}. ردّ عليها للكتابة إلى {ownerName}؛ والملف المرفق يحفظ جهة الاتصال.',
  'ownerName',
);

export const mailWebhookPreview = icu<[url: string]>(
  'فشلت عمليات التسليم إلى {url} لمدة 5 أيام.',
  'url',
);
export const mailWebhookBody = icu<[url: string]>(
  'فشلت كل عمليات التسليم إلى {url} لمدة 5 أيام، لذا توقف Catalyst Connect عن الإرسال إليه. لا تزال العملاء المحتملون الجدد يُحفظون في حسابك.',
  'url',
);
export const mailWebhookFix =
  'أصلح المستقبِل، ثم أعد تشغيل الـ webhook؛ يمكنك إعادة إرسال عمليات التسليم الفائتة من سجل التسليم الخاص به.';
export const mailOpenIntegrations = 'فتح التكاملات';
export const mailWebhookNote = 'تصلك هذه الرسالة مرة واحدة، عند إيقاف الـ webhook.';
