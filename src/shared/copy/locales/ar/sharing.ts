// Sharing: styled QR codes, wallet passes, the e-mail signature.
export const qrColourFormat = 'الألوان قيم سداسية عشرية مثل #1F2937';
export const qrDotsInvalid = 'يجب أن تكون قيمة dots هي square أو rounded أو dots';
export const qrLogoInvalid = 'يجب أن تكون قيمة logo هي none أو company أو profile';
export const qrSizeInvalid = 'يجب أن تكون قيمة size عددًا صحيحًا من البكسلات بين 256 و2048';
export const qrDownloadFailed = 'تعذّر تنزيل رمز QR. يرجى المحاولة مرة أخرى.';
export const nfcWriteFailed =
  'تعذّرت الكتابة على العلامة. أبقِها ثابتة على ظهر هاتفك وحاول مرة أخرى.';
export const qrLightOnDark =
  'تحتاج رموز QR إلى نقاط داكنة على خلفية فاتحة: لا تستطيع كثير من الماسحات قراءة النقاط الفاتحة على خلفية داكنة. اجعل لون المقدمة هو الأغمق.';
export const appleWalletNotConfigured = 'لم يتم إعداد Apple Wallet';
export const googleWalletNotConfigured = 'لم يتم إعداد Google Wallet';
export const walletLinkInvalid =
  'انتهت صلاحية رابط المحفظة هذا أو أنه غير صالح. افتح بطاقتك واضغط «إضافة إلى Apple Wallet» مرة أخرى.';
export const walletPassFailed = 'تعذّر إنشاء بطاقة المحفظة. يرجى المحاولة مرة أخرى.';
/** The e-mail signature's link to the card (and its plain text's last line). */
export const saveMyContact = 'احفظ جهة اتصالي';
