// Not found: a thing that does not exist and one the caller may not see read the same.
export const notFound = 'غير موجود';
export const accountNotFound = 'الحساب غير موجود';
export const cardNotFound = 'البطاقة غير موجودة';
export const profileNotFound = 'الملف الشخصي غير موجود';
export const messageNotFound = 'الرسالة غير موجودة';
export const contactNotFound = 'جهة الاتصال غير موجودة';
