// The public profile page's own words (src/shared/copy/sentences/public-page.ts).
import { icu } from './language';

export const visitorPageDownloadContact = 'حفظ جهة الاتصال';
export const visitorPageShare = 'مشاركة';
export const visitorPageCopied = 'تم النسخ';
export const visitorPageLetsConnect = 'لنتواصل!';
export const visitorPageSendMessage = 'إرسال الرسالة';
export const visitorPageSending = 'جارٍ الإرسال...';
export const visitorPageName = 'الاسم';
export const visitorPageEmail = 'البريد الإلكتروني';
export const visitorPageCompany = 'الشركة';
export const visitorPageJobTitle = 'المسمى الوظيفي';
export const visitorPagePhone = 'الهاتف';
export const visitorPageMessage = 'الرسالة';
export const visitorPageOptional = '(اختياري)';
export const visitorPageFieldRequired = icu<[field: string]>('حقل {field} مطلوب', 'field');
export const visitorPageWhoAnswers = icu<[name: string]>(
  'سيرد عليك {name} على عنوان البريد الإلكتروني الذي أدخلته.',
  'name',
);
export const visitorPageSaveContact = icu<[name: string]>('حفظ جهة اتصال {name}', 'name');
export const visitorPageEmailMeContact = icu<[name: string]>(
  'أرسل لي جهة اتصال {name} بالبريد الإلكتروني',
  'name',
);
export const visitorPageCall = 'اتصال';
export const visitorPageText = 'رسالة نصية';
export const visitorPageEmailRow = 'البريد الإلكتروني';
export const visitorPageDirections = 'الاتجاهات';
export const visitorPageWebsite = 'الموقع الإلكتروني';
export const visitorPageBookMeeting = 'حجز اجتماع';
export const visitorPageLink = 'رابط';
export const visitorPageContactList = 'وسائل التواصل';
export const visitorPageSocialLinks = 'الشبكات الاجتماعية';
export const visitorPagePoweredBy = icu<[brand: string]>('مدعوم من {brand}', 'brand');
export const visitorPageJoinClub = 'انضم إلى Catalyst Club';
export const visitorPageLanguages = 'اللغات';
export const visitorPageAccessibility = 'إمكانية الوصول';
export const visitorPageDescription = 'تواصل معي على Catalyst Connect';
export const visitorPageTitleAtCompany = icu<[title: string, company: string]>(
  '{title} في {company}',
  'title',
  'company',
);
export const visitorPageInAppHint = icu<[app: string, platform: string]>(
  '{platform, select, ios {هل فتحت الصفحة داخل {app}؟ لا يمكن حفظ جهات الاتصال من هنا. اضغط على ••• واختر «فتح في المتصفح» (أو «فتح في Safari»)، ثم حفظ جهة الاتصال.} android {هل فتحت الصفحة داخل {app}؟ لا يمكن حفظ جهات الاتصال من هنا. اضغط على ⋮ واختر «فتح في المتصفح» (أو «فتح في Chrome»)، ثم حفظ جهة الاتصال.} other {هل فتحت الصفحة داخل {app}؟ لا يمكن حفظ جهات الاتصال من هنا. افتح هذه الصفحة في متصفحك من قائمة التطبيق، ثم حفظ جهة الاتصال.}}',
  'app',
  'platform',
);
export const visitorPageNotFoundTitle = 'الملف الشخصي غير موجود';
export const visitorPageNotFoundHeading = 'هذا الملف الشخصي غير موجود';
export const visitorPageNotFoundText = 'ربما كُتب الرابط بشكل خاطئ، أو غيّره صاحبه أو حذفه.';
export const visitorPageGetYourCard = 'احصل على بطاقة Catalyst خاصة بك';
export const visitorPageLimited = icu<[minutes: number]>(
  'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {# دقيقة} two {# دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'minutes',
);
export const visitorPageLanguageField = 'لغة الصفحة';
export const visitorPageLanguageVisitors = 'لغة الزائر';
export const visitorPageLanguageHelp =
  'يقرأ الزوار صفحتك بلغتهم إذا كانت إحدى هذه اللغات، وإلا فتظهر باللغة التي تختارها هنا. لا تُترجم نصوصك أبدًا.';
