import { icu } from './language';

export const mailHi = icu<[named: boolean, firstName: string]>(
  '{named, select, true {مرحبًا {firstName}،} other {مرحبًا،}}',
  'named',
  'firstName',
);
export const mailHello = 'مرحبًا،';
export const mailButtonFallback = 'إذا لم يعمل الزر، فانسخ هذا الرابط إلى متصفحك:';
export const mailLogIn = 'تسجيل الدخول';
export const mailOpenSettings = 'فتح إعداداتي';
export const mailWriteToSupport = icu<[supportEmail: string]>(
  'إذا لم تُجرِ هذا التغيير، فراسلنا فورًا على {supportEmail}.',
  'supportEmail',
);
export const mailNothingToDo = 'إذا كان التغيير منك، فلا داعي لفعل أي شيء.';
export const mailIgnoreIfNotYou = 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.';
