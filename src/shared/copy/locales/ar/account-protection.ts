// Account takeover protection (current password, e-mail change by link).
export const wrongCurrentPassword = 'كلمة المرور الحالية غير صحيحة';
export const tooManyPasswordAttempts =
  'كلمات مرور خاطئة كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.';
export const currentPasswordForEmailChange =
  'أدخل كلمة المرور الحالية لتغيير عنوان بريدك الإلكتروني';
export const tooManyEmailChanges =
  'تغييرات كثيرة جدًا لعنوان البريد الإلكتروني. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.';
export const invalidEmailChangeLink = 'رابط تأكيد البريد الإلكتروني هذا غير صالح أو انتهت صلاحيته';
