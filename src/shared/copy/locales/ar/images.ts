// Images.
export const uploadHint = 'PNG أو JPG أو GIF حتى 10 ميغابايت';
export const unableToFindFile = 'تعذّر العثور على الملف';
export const imageTooLarge = 'يمكن أن يصل حجم الصور إلى 10 ميغابايت على الأكثر';
export const sendImageAsMultipart = 'أرسل الصورة بتنسيق multipart/form-data';
export const invalidMultipart = 'الملف المرفوع ليس نصًا صالحًا بتنسيق multipart/form-data';
export const unsupportedImageType = 'يمكن رفع صور PNG أو JPEG أو GIF أو WebP فقط';
export const imageOutOfBounds =
  'يمكن أن يصل طول ضلع الصورة إلى 10,000 بكسل على الأكثر، وحجمها الإجمالي إلى 25 ميغابكسل، وأن يكون طولها 20 ضعف عرضها على الأكثر';
export const unreadableImage = 'تعذّرت قراءة هذه الصورة';
/** An image saved at once while the editor's text fields still hold unsaved changes. */
export const photoUploadedKeepOthers = 'تم رفع الصورة: احفظ للاحتفاظ بتغييراتك الأخرى';
