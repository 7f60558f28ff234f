// Sign-in and accounts.
export const tokenRequired = 'الرمز المميز مطلوب';
export const passwordMissing = 'يجب إدخال كلمة مرور لتسجيل الدخول';
export const emailTooLong = 'عنوان البريد الإلكتروني طويل جدًا';
