// The operator console's screens: what each action's confirmation says, and its toast.
export const adminSuspendQuestion =
  'يُسجَّل خروج المالك من كل مكان في الحال، ولا يمكنه تسجيل الدخول حتى يُرفع الإيقاف عن الحساب.';
export const adminUnsuspendQuestion = 'يمكن للمالك تسجيل الدخول مجددًا.';
export const adminResendInvitationQuestion = 'يُرسل رابط دعوة جديد إلى عنوان الحساب.';
export const adminSendPasswordResetQuestion =
  'يُرسل رابط لإعادة تعيين كلمة المرور إلى عنوان الحساب.';
export const adminMoveCardQuestion =
  'تنتقل البطاقة إلى الحساب المرتبط بعنوان البريد الإلكتروني هذا. وإن لم يكن للعنوان حساب، فسيُدعى إلى إنشاء حساب. تُمحى بيانات الاتصال الخاصة بالمالك السابق وملف Connect ورسائل الزوار والإحصاءات ما لم تحتفظ بها.';
export const adminKeepOwnerDataLabel = 'الاحتفاظ ببيانات المالك السابق على البطاقة';
export const adminKeepOwnerDataHint =
  'فقط عندما يكون المالك الجديد هو الشخص نفسه (عنوان آخر له): تنتقل بيانات الاتصال وملف Connect ورسائل الزوار والإحصاءات مع البطاقة. يُسجَّل ذلك في سجل التدقيق.';
export const adminTakeDownQuestion =
  'سيُبلَّغ الزوار بأن هذا الملف الشخصي غير موجود حتى تتم استعادته. ويرى المالك السبب في محرر الملف الشخصي.';
export const adminRestoreQuestion = 'يمكن للزوار رؤية هذا الملف الشخصي مجددًا.';
export const adminRetryMailQuestion = 'تُرسل الرسالة مرة أخرى في الحال.';
export const adminReasonHint = 'يُسجَّل في سجل التدقيق.';
export const adminAccountSuspended = 'تم إيقاف الحساب';
export const adminAccountUnsuspended = 'تم رفع الإيقاف عن الحساب';
export const adminInvitationSent = 'تم إرسال الدعوة';
export const adminPasswordResetSent = 'تم إرسال رابط إعادة تعيين كلمة المرور';
export const adminProfileTakenDown = 'تم حجب الملف الشخصي';
export const adminProfileRestored = 'تمت استعادة الملف الشخصي';
export const adminMailRetried = 'ستُرسل الرسالة مرة أخرى';
export const adminNoAccounts = 'لا يوجد حساب يطابق هذا البحث.';
export const adminNoFailedMail = 'لم تفشل أي رسالة.';
export const adminNoPendingMail = 'لا توجد رسائل بانتظار الإرسال.';
export const adminNoUnassignedCards = 'لكل بطاقة مالك.';
export const adminNoAuditEntries = 'لا يوجد في سجل التدقيق ما يطابق عوامل التصفية هذه.';
