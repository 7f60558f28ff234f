// The capture screen's scan panel (docs/product.md#capture): a paper card's photo, a badge's QR.
export const scanReadingCard = 'جارٍ قراءة البطاقة…';
export const scanCardRead = 'تمت قراءة البطاقة: راجع البيانات وصحّح ما قُرئ خطأً.';
export const scanCardEmpty =
  'تعذّرت قراءة أي نص من هذه الصورة: تُحفظ الصورة مع العميل المحتمل، اكتب البيانات.';
export const scanOfflinePhotoKept = 'لا توجد شبكة: تُحفظ الصورة مع العميل المحتمل، اكتب البيانات.';
export const scanBusyPhotoKept =
  'تعذّرت قراءة البطاقة في الوقت المحدد: تُحفظ الصورة مع العميل المحتمل، اكتب البيانات.';
export const scanFailedPhotoKept =
  'تعذّرت قراءة البطاقة: تُحفظ الصورة مع العميل المحتمل، اكتب البيانات.';
export const scanPhotoUnreadable = 'هذا الملف ليس صورة يستطيع هذا الجهاز فتحها.';
export const scanPointAtCard = 'ضع البطاقة مسطحة داخل الإطار، ثم التقط الصورة.';
export const scanPointAtCode = 'وجّه الكاميرا إلى رمز QR على الشارة أو الهاتف.';
export const scanCodeContact = 'تمت قراءة رمز QR: تم ملء البيانات.';
export const scanCodeText = 'تمت قراءة رمز QR: نصه موجود في الملاحظة.';
export const scanCardLookup = 'جارٍ البحث عن البطاقة الرقمية…';
export const scanCardLookupFailed = 'تعذّر البحث عن البطاقة الرقمية: عنوانها موجود في الملاحظة.';
export const scanNoCodeInPhoto = 'لم يُعثر على رمز QR في تلك الصورة.';
export const cameraRefused =
  'تم رفض الوصول إلى الكاميرا: اسمح به في إعدادات المتصفح، أو اختر صورة.';
export const cameraUnavailable = 'لا تتوفر كاميرا هنا: اختر صورة بدلًا من ذلك.';
export const scannerNeedsNetwork =
  'لا يفتح الماسح دون اتصال إلا بعد فتح شاشة الالتقاط مرة واحدة مع الاتصال: اكتب البيانات.';
