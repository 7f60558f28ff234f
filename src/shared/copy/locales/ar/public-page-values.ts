// src/shared/copy/sentences/public-page-values.ts in Arabic.
import { icu } from './language';

export const inAppBrowserIosHint = icu<[app: string]>(
  'هل فتحت الصفحة داخل {app}؟ لا يمكن حفظ جهات الاتصال من هنا. اضغط على ••• واختر «فتح في المتصفح» (أو «فتح في Safari»)، ثم «تنزيل جهة الاتصال».',
  'app',
);
export const inAppBrowserAndroidHint = icu<[app: string]>(
  'هل فتحت الصفحة داخل {app}؟ لا يمكن حفظ جهات الاتصال من هنا. اضغط على ⋮ واختر «فتح في المتصفح» (أو «فتح في Chrome»)، ثم «تنزيل جهة الاتصال».',
  'app',
);
export const inAppBrowserOtherHint = icu<[app: string]>(
  'هل فتحت الصفحة داخل {app}؟ لا يمكن حفظ جهات الاتصال من هنا. افتح هذه الصفحة في متصفحك من قائمة التطبيق، ثم «تنزيل جهة الاتصال».',
  'app',
);
export const whoAnswersMessage = icu<[name: string]>(
  'سيرد عليك {name} على عنوان البريد الإلكتروني الذي قدمته.',
  'name',
);
export const saveContactLabel = icu<[name: string]>('حفظ جهة اتصال {name}', 'name');
export const emailMeContactLabel = icu<[ownerName: string]>(
  'أرسل إليّ جهة اتصال {ownerName} بالبريد الإلكتروني',
  'ownerName',
);
export const cardBeingHandedOverMessage = icu<[teamName: string]>(
  'هذه البطاقة في طريقها إلى زميل جديد في {teamName}.',
  'teamName',
);
export const consentSuggestionNamed = icu<[firstName: string]>(
  'أوافق على أن يتواصل معي {firstName} بشأن منتجاته وخدماته.',
  'firstName',
);
export const consentSuggestionUnnamed =
  'أوافق على أن يتواصل معي صاحب هذه البطاقة بشأن منتجاته وخدماته.';
