// Card and Connect profile fields.
export const invalidPhone = 'يرجى إدخال رقم هاتف صالح';
export const fullUrlRequired = 'يرجى إدخال عنوان URL كامل يبدأ بـ https://';
export const singleLineOfText = 'يجب أن يكون سطرًا واحدًا من النص';
export const invalidCharacters = 'يحتوي على أحرف غير صالحة';
export const handleTooShort = 'يجب ألا يقل المعرّف عن 3 أحرف';
export const handleTooLong = 'يمكن أن يتكون المعرّف من 40 حرفًا على الأكثر';
export const handleCharacters = 'استخدم الأحرف والأرقام والشرطات فقط';
export const handleHyphenAtEdge = 'لا يمكن أن يبدأ المعرّف أو ينتهي بشرطة';
export const handleReserved = 'هذا المعرّف محجوز';
export const handleTaken = 'هذا المعرّف مستخدم بالفعل';
/** 409 to a save based on an older version than the stored one (If-Match). */
export const editedElsewhere =
  'تم تغيير هذا في مكان آخر بعد أن فتحته. أعد التحميل للحصول على أحدث نسخة.';
export const handleChangeQuestion =
  'لن يعرض رابطك الحالي ملفك الشخصي بعد الآن بمفرده: سيُحوَّل من يفتحه إلى الرابط الجديد، ولن يتمكن أي شخص آخر من أخذه. ستظل رموز QR المطبوعة وعلامات NFC وبطاقات المحفظة وتوقيعات البريد الإلكتروني تعمل. هل تريد تغيير معرّفك؟';
export const handleHeld =
  'كان هذا المعرّف لحساب آخر وهو محجوز له: قد يظل مطبوعًا على بطاقات. يرجى اختيار معرّف آخر.';
export const buttonLinkScheme = 'يجب أن تبدأ روابط الأزرار بـ https:// أو mailto: أو tel:';
export const subscriptionRequired = 'يلزم اشتراك نشط';
/** Why Copy Link and My Live Profile are disabled without a subscription. */
export const requiresConnect = 'يتطلب Catalyst Connect';
export const qrOpensCardPage =
  'يؤدي مسح الرمز إلى فتح صفحة بطاقتك: اسمك وصورتك وزر «تنزيل جهة الاتصال».';
export const qrOpensProfile =
  'يؤدي مسح الرمز إلى فتح ملف Connect الخاص بك. صمّمه بما يناسب علامتك التجارية: ما تراه في المعاينة هو ما يُطبع.';
export const imagesMustBeUploaded = 'يجب رفع الصور إلى Catalyst Connect أولًا';
export const imageNotYours = 'هذه الصورة ليست من الصور التي رفعتها. يرجى رفعها مرة أخرى.';
export const failedToUpdateProfile = 'تعذّر تحديث الملف الشخصي';
