// The capture screen's parts (docs/product.md#capture): the lead form, filing a lead under a card
// and an event, the photo, the scanners and the leads waiting on the phone.

// The lead form: who they are and a note.
export const capUiTheirCardOrBadge = 'بطاقته أو شارته';
export const capUiCancelEdit = 'إلغاء التعديل';
export const capUiFirstName = 'الاسم الأول';
export const capUiLastName = 'اسم العائلة';
export const capUiTheyAgreedToBeContacted = 'وافق على التواصل معه';
export const capUiSaveLead = 'حفظ العميل المحتمل';

// Filing a lead: the card it is for and the event.
export const capUiNoEvent = 'بدون فعالية';
export const capUiNewEvent = 'فعالية جديدة';

// The New event dialog.
export const capUiFirstDay = 'اليوم الأول';
export const capUiLastDay = 'اليوم الأخير';
export const capUiCreateEvent = 'إنشاء فعالية';

// The photo of their card.
export const capUiRemovePhoto = 'إزالة الصورة';
export const capUiAddAPhotoOfTheirCard = 'إضافة صورة لبطاقته';

// Signing out with leads still on the phone.
export const capUiDiscardAndSignOut = 'التجاهل وتسجيل الخروج';
export const capUiUploadFirst = 'الرفع أولًا';

// The leads waiting on the phone to be uploaded.
export const capUiLeadsOnThisPhone = 'العملاء المحتملون على هذا الهاتف';
export const capUiDiscardPhoto = 'تجاهل الصورة';

// The capture page.
export const capUiDiscardThisLead = 'تجاهل هذا العميل المحتمل؟';

// The badge scanner.
export const capUiScanAnother = 'مسح رمز آخر';
export const capUiCameraTheQrCodeToRead = 'الكاميرا: رمز QR المراد قراءته';

// The card scanner.
export const capUiTheCardsPhoto = 'صورة البطاقة';
export const capUiScanAnotherCard = 'مسح بطاقة أخرى';
export const capUiCameraTheCardToScan = 'الكاميرا: البطاقة المراد مسحها';
export const capUiTakePhoto = 'التقاط صورة';

// The labels of a scan's lines in the lead's note.
export const capUiWebsite = 'الموقع الإلكتروني';
export const capUiAddress = 'العنوان';

// The scanners' buttons and titles.
export const capUiScanACard = 'مسح بطاقة';
export const capUiScanABadge = 'مسح شارة';

// The scanner's panel.
export const capUiCloseTheScanner = 'إغلاق الماسح';
