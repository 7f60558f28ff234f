// Verified domains (docs/product.md#verified-domains): the API's refusals and the Sign-in tab's
// domains section.
export const domainVerifyTooMany =
  'محاولات تحقق كثيرة جدًا لهذا الفريق. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.';
export const signInTab = 'تسجيل الدخول';
export const signInPageIntro =
  'كيف يسجّل أفراد شركتك الدخول: نطاقات البريد الإلكتروني التي يملكها فريقك، وتسجيل الدخول الموحّد عبر موفّر الهوية، والتزويد من دليلك.';
export const domainsHeading = 'النطاقات المتحقق منها';
export const domainsIntro =
  'طالب بنطاقات البريد الإلكتروني التي تملكها شركتك وأثبت ملكيتها بسجل DNS. يسري تسجيل الدخول الموحّد على عناوين النطاقات المتحقق منها فقط.';
export const domainField = 'النطاق';
export const addDomain = 'إضافة نطاق';
export const domainsEmpty = 'لا توجد نطاقات بعد.';
export const domainStatusPending = 'معلّق';
export const domainStatusVerified = 'متحقق منه';
export const domainRecordIntro =
  'أنشئ سجل TXT هذا لدى موفّر DNS الخاص بنطاقك، ثم اختر «التحقق». قد يستغرق ظهوره بضع دقائق.';
export const domainRecordName = 'الاسم';
export const domainRecordValue = 'القيمة';
export const domainRecordType = 'النوع';
export const verifyDomain = 'التحقق';
export const removeDomain = 'إزالة';
export const domainVerifiedNotice = 'تم التحقق من النطاق';
export const domainRemovedNotice = 'تمت إزالة النطاق';
export const domainVerifiedKeepRecord =
  'أبقِ سجل TXT: يُفحص النطاق يوميًا، ويُلغى التحقق منه بعد 7 أيام من دونه.';
export const copyButton = 'نسخ';
export const copiedNotice = 'تم النسخ';
