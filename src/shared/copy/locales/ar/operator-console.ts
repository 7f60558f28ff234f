// The operator console (/admin) and what it does to accounts, cards and profiles.
export const adminsOnly = 'للمسؤولين فقط';
export const accountSuspended = 'هذا الحساب موقوف. تواصل مع الدعم.';
export const cannotSuspendYourself = 'لا يمكنك إيقاف حسابك';
export const accountAlreadySuspended = 'هذا الحساب موقوف بالفعل';
export const accountNotSuspended = 'هذا الحساب غير موقوف';
export const accountAlreadyVerified =
  'تم إعداد هذا الحساب بالفعل؛ أرسل رابط إعادة تعيين كلمة المرور بدلًا من ذلك';
export const accountNotVerified = 'لم يُعدّ هذا الحساب بعد؛ أعد إرسال الدعوة بدلًا من ذلك';
export const cardAlreadyOwned = 'البطاقة تابعة لهذا الحساب بالفعل';
export const profileAlreadyTakenDown = 'تم حجب هذا الملف الشخصي بالفعل';
export const profileNotTakenDown = 'هذا الملف الشخصي غير محجوب';
export const mailNotRetryable = 'يمكن إعادة محاولة الرسائل الفاشلة أو المعلّقة فقط';
export const mailNotFound = 'الرسالة غير موجودة';
export const reasonRequired = 'يرجى ذكر سبب';
export const lastAdmin = 'لا يمكن سحب صلاحية آخر مسؤول؛ امنح الصلاحية لمسؤول آخر أولًا';
export const lastAdminCannotLeave = 'لا يمكن لآخر مسؤول حذف حسابه؛ امنح الصلاحية لمسؤول آخر أولًا';
export const profileTakenDownNotice =
  'حجب أحد المسؤولين هذا الملف الشخصي، لذا لا يمكن للزوار رؤيته.';
