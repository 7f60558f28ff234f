// Any request: what the error handler, the router and the web client answer.
export const internalError = 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى.';
export const serviceUnavailable = 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى.';
export const paymentProviderUnavailable =
  'موفّر الدفع غير متاح حاليًا. يرجى المحاولة مرة أخرى بعد لحظات.';
export const bodyTooLarge = 'نص الطلب كبير جدًا';
export const invalidJsonBody = 'نص الطلب ليس JSON صالحًا';
export const emptyJsonBody = 'نص الطلب فارغ';
export const bodyMustBeObject = 'يجب أن يكون نص الطلب كائن JSON';
export const unsupportedContentType = 'نوع المحتوى غير مدعوم';
export const invalidContentLength = 'قيمة Content-Length غير صالحة';
export const addressTooLong = 'العنوان طويل جدًا';
export const addressInvalid = 'العنوان غير صالح';
export const invalidRequest = 'طلب غير صالح';
export const invalidValue = 'قيمة غير صالحة';
export const nothingToUpdate = 'لا يوجد ما يمكن تحديثه';
export const serverTooSlow = 'استغرق الخادم وقتًا طويلًا للرد. يرجى المحاولة مرة أخرى.';
export const serverUnreachable = 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.';
export const requestFailed = 'فشل الطلب';
export const sessionRefreshFailed = 'تعذّر تحديث الجلسة';
export const sessionEnded = 'انتهت جلستك';
export const unknownError = 'خطأ غير معروف';
export const unexpectedErrorOccurred = 'عذرًا، حدث خطأ غير متوقع.';
export const somethingWentWrong = 'حدث خطأ ما';
export const failedToFetchCardData = 'تعذّر جلب بيانات البطاقة';
export const failedToFetchCardProfileData = 'تعذّر جلب بيانات الملف الشخصي للبطاقة';
export const verificationLinkMayBeInvalid =
  'قد يكون رابط التحقق غير صالح أو منتهي الصلاحية. يرجى التواصل مع الدعم للحصول على المساعدة.';
/** A save the browser knows it cannot send (docs/product.md#stale-edits). */
export const offlineChangesKept = 'أنت غير متصل: تُحفظ تغييراتك هنا وتُرسل عند عودة الاتصال';
/** An editor opened with changes kept on this device from before (decision 050). */
export const restoreUnsavedChanges = 'هل تريد استعادة تغييراتك غير المحفوظة؟';
