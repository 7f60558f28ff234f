import { icu } from './language';

// The card's editors (docs/product.md#card-tab): the card's sections and fields, the Connect
// profile's editor, its design, images, buttons, lead form and QR code.

// The card editor's sections and their fields.
export const cardEdWebsite = 'الموقع الإلكتروني';
export const cardEdBookingLink = 'رابط الحجز';
export const cardEdAlternateUrl1 = 'رابط بديل 1';
export const cardEdAlternateUrl2 = 'رابط بديل 2';
export const cardEdAlternateUrl3 = 'رابط بديل 3';
export const cardEdCompanySlogan = 'شعار الشركة النصي';
export const cardEdPersonal = 'شخصي';
export const cardEdLastNameProfession = 'اسم العائلة، المهنة';
export const cardEdWork = 'العمل';
export const cardEdOrganization = 'المؤسسة';
export const cardEdRole = 'الدور';
export const cardEdWorkWebsite = 'موقع العمل';
export const cardEdEmails = 'عناوين البريد الإلكتروني';
export const cardEdWorkEmail = 'بريد العمل';
export const cardEdAlternateEmail = 'بريد بديل';
export const cardEdPhoneNumbers = 'أرقام الهاتف';
export const cardEdCellPhone = 'الجوال';
export const cardEdWorkPhone = 'هاتف العمل';
export const cardEdWorkFax = 'فاكس العمل';
export const cardEdAlternatePhone = 'هاتف بديل';
export const cardEdWorkAddress = 'عنوان العمل';
export const cardEdStreet = 'الشارع';
export const cardEdCity = 'المدينة';
export const cardEdState = 'المنطقة';
export const cardEdPostalCode = 'الرمز البريدي';
export const cardEdSocials = 'وسائل التواصل';
export const cardEdMiscellaneous = 'متفرقات';
export const cardEdAnythingElseYourContactsShouldKnow = 'أي شيء آخر يجب أن تعرفه جهات اتصالك';

// The profile's accent colour.
export const cardEdAccentColour = 'اللون المميز';
export const cardEdPickTheAccentColour = 'اختيار اللون المميز';
/** The label of the colour's hexadecimal value. */
export const cardEdHex = 'ست عشري';
export const cardEdUseThePresetsColour = 'استخدام لون القالب';
export const cardEdFromYourLogo = 'من شعارك:';
/** The colour input's accessible name, with the colour shown. */
export const cardEdAccentColourValue = icu<[colour: string]>('اللون المميز {colour}', 'colour');
/** A colour from the logo, as a button's accessible name. */
export const cardEdUseColour = icu<[colour: string]>('استخدام {colour}', 'colour');

// The profile's buttons: editing and moving them.
export const cardEdButtons = 'الأزرار';
export const cardEdLinksShownAsButtonsOnYour =
  'روابط تظهر كأزرار في ملفك الشخصي. اسحب الزر من مقبضه لنقله.';
export const cardEdToMoveAButtonPressThe =
  'لنقل زر، اضغط على مفتاح السهم لأعلى أو لأسفل، أو اسحبه من هذا المقبض.';
export const cardEdAddButton = 'إضافة زر';
/** A button with no text yet, named by its place. */
export const cardEdButtonNumber = icu<[number: number]>('الزر {number}', 'number');
export const cardEdButtonText = icu<[number: number]>('نص الزر {number}', 'number');
export const cardEdButtonUrl = icu<[number: number]>('رابط الزر {number}', 'number');
/** A button's handle and delete button, as screen readers name them. */
export const cardEdMoveButton = icu<[button: string]>('نقل {button}', 'button');
export const cardEdDeleteButton = icu<[button: string]>('حذف {button}', 'button');
// What a screen reader hears while a button is moved.
export const cardEdButtonMoved = icu<[button: string, position: number, count: number]>(
  'تم نقل {button} إلى الموضع {position} من {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonPickedUp = icu<[button: string, position: number, count: number]>(
  'تم التقاط {button}، الموضع {position} من {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonIsAt = icu<[button: string, position: number]>(
  '{button} في الموضع {position}.',
  'button',
  'position',
);
export const cardEdButtonDroppedAt = icu<[button: string, position: number]>(
  'تم إفلات {button} في الموضع {position}.',
  'button',
  'position',
);
export const cardEdButtonDropped = icu<[button: string]>('تم إفلات {button}.', 'button');
export const cardEdButtonMoveCancelled = icu<[button: string]>('تم إلغاء نقل {button}.', 'button');

// A card's nickname.
export const cardEdCardNickname = 'الاسم المستعار للبطاقة';
export const cardEdNickname = 'الاسم المستعار';
export const cardEdBoothCardSalesTeam = 'بطاقة الجناح، فريق المبيعات...';
export const cardEdSaveNickname = 'حفظ الاسم المستعار';
export const cardEdRename = 'إعادة التسمية';
export const cardEdAddANickname = 'إضافة اسم مستعار';

// A card that is not found.
export const cardEdBackToMyCards = 'العودة إلى بطاقاتي';

// The card's tabs and the upgrade offer above them.
export const cardEdCardSections = 'أقسام البطاقة';
export const cardEdUpgradeYourAccount = 'رقِّ حسابك';
export const cardEdUpgradeToCatalystConnect = 'الترقية إلى Catalyst Connect';

// A section's extra fields.
export const cardEdAddField = '+ إضافة حقل';

// Copying details from another card.
export const cardEdCopyDetailsFrom = 'نسخ البيانات من...';
export const cardEdCopyDetailsFromAnotherCard = 'نسخ البيانات من بطاقة أخرى';
export const cardEdCopyDetails = 'نسخ البيانات';
export const cardEdCopyFrom = 'النسخ من';

// The profile's cover image.
export const cardEdCoverImage = 'صورة الغلاف';
export const cardEdYourCover = 'غلافك';
export const cardEdChangeCover = 'تغيير الغلاف';
export const cardEdUploadACover = 'رفع غلاف';
export const cardEdRemoveCover = 'إزالة الغلاف';

// The profile's design: preset, font, buttons, layout.
export const cardEdDesign = 'التصميم';
export const cardEdPreset = 'القالب';
export const cardEdFont = 'الخط';
export const cardEdLayout = 'التخطيط';

// An image of the card (photo, logo).
export const cardEdChange = 'تغيير';
export const cardEdUpload = 'رفع';

// The profile's lead form.
export const cardEdRequired = 'إلزامي';
export const cardEdOptional = 'اختياري';
export const cardEdNotAsked = 'غير مطلوب';
export const cardEdLeadForm = 'نموذج التواصل';
export const cardEdNameAndEmail = 'الاسم والبريد الإلكتروني';
export const cardEdAlwaysRequired = 'إلزاميان دائمًا';
export const cardEdConsentCheckboxOptional = 'مربع الموافقة (اختياري)';
export const cardEdUseTheSuggestedSentence = 'استخدام الجملة المقترحة';

// The editor's preview on a phone.
export const cardEdClosePreview = 'إغلاق المعاينة';

// The profile editor's fields: name, handle, links.
export const cardEdSlogan = 'الشعار النصي';
export const cardEdMyConnectHandle = 'معرّفي في Connect';
export const cardEdYourLiveLink = 'رابطك المنشور:';
export const cardEdSocialsLinks = 'وسائل التواصل والروابط';
export const cardEdReplacesYourCards = 'يحل محل قيمة بطاقتك';
export const cardEdFromYourCard = 'من بطاقتك';
/** Under the handle before one is chosen; {appUrl} is the app's address. */
export const cardEdHandleExample = icu<[appUrl: string]>(
  'مثال: مع jane-doe يصبح ملفك الشخصي {appUrl}/u/jane-doe',
  'appUrl',
);
/** After the links' hint on the profile editor. */
export const cardEdEmptyFieldsUseYourCards = 'الحقول الفارغة تأخذ قيم بطاقتك.';

// Changing the profile's handle.
export const cardEdChangeYourHandle = 'تغيير معرّفك';
export const cardEdYesChangeIt = 'نعم، غيّره';

// The card's QR code and downloads.
export const cardEdQrCodeDownload = 'رمز QR والتنزيل';
export const cardEdOpensInANewTab = '(يُفتح في علامة تبويب جديدة)';
export const cardEdViewCardPage = 'عرض صفحة البطاقة';
export const cardEdQrCodeFor = icu<[link: string]>('رمز QR لـ {link}', 'link');
export const cardEdYourHandleAddressWorksWhileYour =
  'يعمل العنوان الذي يحمل معرّفك ما دام اشتراكك نشطًا؛ ويستخدم هذا الرمز العنوان الذي يعمل دائمًا.';
export const cardEdSaveQrStyle = 'حفظ نمط QR';
export const cardEdDiscardChanges = 'تجاهل التغييرات';
export const cardEdPreparing = 'جارٍ التحضير...';
export const cardEdDownloadQrPng = 'تنزيل QR (PNG)';
export const cardEdDownloadQrSvgForPrint = 'تنزيل QR (SVG للطباعة)';
export const cardEdShareScreen = 'شاشة المشاركة';
export const cardEdSaveYourStyleToDownloadIt = 'احفظ النمط لتنزيله.';

// The QR code's style.
export const cardEdSquare = 'مربع';
export const cardEdRounded = 'مستدير الحواف';
export const cardEdDots = 'نقاط';
export const cardEdNoLogo = 'بدون شعار';
export const cardEdCompanyLogo = 'شعار الشركة';
export const cardEdProfilePhoto = 'صورة الملف الشخصي';
export const cardEdDotShape = 'شكل النقاط';
export const cardEdLogoInTheMiddle = 'الشعار في المنتصف';
export const cardEdUploadACompanyLogoOrProfile =
  'ارفع شعار الشركة أو صورة الملف الشخصي أعلاه لوضعها في الرمز.';
export const cardEdDotsColour = 'لون النقاط';
export const cardEdBackgroundColour = 'لون الخلفية';
/** A colour's swatch picker; {colour} is the field's label. */
export const cardEdSwatch = icu<[colour: string]>('عينة {colour}', 'colour');

// The banner once the Connect profile is unlocked.
export const cardEdYourConnectProfileIsUnlocked = 'تم فتح ملفك الشخصي في Connect';
export const cardEdChooseYourHandleThemePhotoAnd =
  'اختر معرّفك وسمتك وصورتك وأزرارك، ثم شارك رابطك مع كل من تقابله.';
export const cardEdSetUpMyConnectProfile = 'إعداد ملفي الشخصي في Connect';
export const cardEdDismiss = 'إخفاء';

// The card's page: photo and company.
export const cardEdProfilePhoto2 = 'صورة الملف الشخصي';
export const cardEdShownOnYourConnectProfileAnd =
  'تظهر في ملفك الشخصي في Connect وفي ملف جهة الاتصال.';
export const cardEdYourCompanyLogoAndSloganAre =
  'شعار شركتك وشعارها النصي لطباعة البطاقات فقط؛ ولا يظهران في ملف جهة الاتصال.';

// The Connect profile's editor.
export const cardEdChangePhoto = 'تغيير الصورة';
export const cardEdAppearance = 'المظهر';
/** After the notice of a profile taken down; {reason} is the operator's. */
export const cardEdTakedownReason = icu<[reason: string]>('السبب: {reason}', 'reason');
export const cardEdToUnlockYourCardProfileAnd =
  'لفتح الملف الشخصي لبطاقتك وميزات أخرى، يُرجى ترقية حسابك.';
