// The capture screen (docs/product.md#capture): leads typed or scanned at an event, kept on the
// phone until they upload.
export const leadSaved = 'تم حفظ العميل المحتمل. جاهز للشخص التالي.';
export const leadSavedOnDevice =
  'تم حفظ العميل المحتمل على هذا الهاتف. سيُرفع تلقائيًا عند عودة الشبكة.';
export const captureNeedsOnlineOpen =
  'افتح شاشة الالتقاط مرة واحدة وأنت متصل بالشبكة ومسجّل الدخول: بعد ذلك تعمل دون اتصال.';
export const captureNoCard = 'تحتاج إلى بطاقة لتسجيل العملاء المحتملين تحتها.';
export const captureUploadNeedsSignIn =
  'سجّل الدخول مرة أخرى لرفع العملاء المحتملين المنتظرين على هذا الهاتف: سيُحتفظ بهم حتى ذلك الحين.';
export const capturePhotoTooLarge = 'يجب ألا يتجاوز حجم الصورة 10 ميغابايت.';
export const capturePhotoNotImage = 'اختر صورة JPEG أو PNG أو WebP.';
export const capturePhotoKept = 'تم إرفاق صورة بطاقته.';
export const capturePhotoWaiting = 'تم رفع العميل المحتمل؛ وصورة بطاقته بانتظار الرفع.';
export const captureEntryRetrying = 'بانتظار الشبكة للرفع.';
export const captureEventsOffline = 'غير متصل: هذه هي الفعاليات المحفوظة من زيارتك الأخيرة.';
export const captureEventCreated = 'تم إنشاء الفعالية.';
export const captureEventNeedsNetwork = 'يحتاج إنشاء فعالية إلى اتصال بالشبكة.';
export const captureEditingQueued = 'أنت تعدّل عميلًا محتملًا تعذّر رفعه: احفظه لإعادة المحاولة.';
export const captureSignOutTitle = 'عملاء محتملون بانتظار الرفع';
export const captureKeepFailed =
  'لم يحتفظ هذا المتصفح بالعميل المحتمل على الهاتف: لا يزال في النموذج. تحقّق من أن المتصفح يسمح بتخزين بيانات هذا الموقع، ثم احفظ مرة أخرى.';
export const captureDiscardQuestion =
  'العميل المحتمل غير موجود على الخادم: إذا تجاهلته فسيُحذف من هذا الهاتف نهائيًا.';
