import { icu } from './language';

// The card's other screens (docs/product.md#card-tab): Home's card tiles and getting started,
// the card's menu, Insights, sharing, the NFC link, the wallet and the e-mail signature.

// The card's tabs.
export const cardUiConnectProfile = 'ملف Connect الشخصي';
export const cardUiInsights = 'الإحصاءات';

// The card's Actions menu.
export const cardUiActions = 'الإجراءات';
export const cardUiCopyLink = 'نسخ الرابط';
export const cardUiMyLiveProfile = 'ملفي الشخصي المنشور';
export const cardUiUpgrade = 'الترقية';
export const cardUiShareScreen = 'شاشة المشاركة';
export const cardUiEMailSignature = 'توقيع البريد الإلكتروني';

// A card's tile on Home.
export const cardUiViewsInLast30Days = icu<[views: number]>(
  '{views, plural, zero {لا مشاهدات} one {مشاهدة واحدة} two {مشاهدتان} few {# مشاهدات} many {# مشاهدة} other {# مشاهدة}} خلال آخر 30 يومًا',
  'views',
);
export const cardUiMyEmail = 'بريدي الإلكتروني';
export const cardUiMyPhone = 'هاتفي';

// Insights: the daily numbers' table.
export const cardUiDailyNumbers = 'الأرقام اليومية';
export const cardUiViewsVisitorsSavesClicksAndMessages =
  'المشاهدات والزوار وحفظ جهة الاتصال والنقرات والرسائل يوميًا';
export const cardUiDate = 'التاريخ';

// Home's getting-started checklist: each step, what it is for and its button.
export const cardUiAddAPhoto = 'أضف صورة';
export const cardUiPeopleRememberAFaceItShows =
  'يتذكر الناس الوجوه: تظهر صورتك في صفحة بطاقتك وفي جهات اتصالهم.';
export const cardUiFillInYourNameTitleAnd = 'أدخل اسمك ومسماك الوظيفي وهاتفك';
export const cardUiWhatPeopleSaveWhenTheyTap = 'ما يحفظه الناس عند النقر على «تنزيل جهة الاتصال».';
export const cardUiFillInDetails = 'إدخال البيانات';
export const cardUiShareYourCardOnce = 'شارك بطاقتك مرة واحدة';
export const cardUiShowItsQrCodeToSomeone = 'اعرض رمز QR على أحدهم، أو أرسل له رابطك.';
export const cardUiShareMyCard = 'مشاركة بطاقتي';
export const cardUiSetUpYourConnectProfile = 'أعدّ ملفك الشخصي في Connect';
export const cardUiYourHandleThemeButtonsAndA = 'معرّفك وسمتك وأزرارك ونموذج تواصل في صفحة واحدة.';
export const cardUiSetUpProfile = 'إعداد الملف الشخصي';
export const cardUiSeeWhatAConnectProfileAdds = 'اكتشف ما يضيفه ملف Connect الشخصي';
export const cardUiAPageOfYourOwnWith = 'صفحة خاصة بك فيها أزرار وروابط ونموذج تواصل.';
export const cardUiSeeConnect = 'استكشاف Connect';
export const cardUiGetStarted = 'ابدأ الآن';
export const cardUiGettingStarted = 'الخطوات الأولى';

// Insights: the chart.
export const cardUiViews = 'المشاهدات';
export const cardUiContactSaves = 'مرات حفظ جهة الاتصال';
export const cardUiChartOfViewsAndContactSaves =
  'رسم بياني للمشاهدات ومرات حفظ جهة الاتصال يوميًا؛ الأرقام في الجدول أدناه';

// The NFC chip link.
export const cardUiWebNfcIsNotAvailable = '‏Web NFC غير متاح';
export const cardUiNfcChipLink = 'رابط شريحة NFC';
export const cardUiWriteThisLinkToAnNfc =
  'اكتب هذا الرابط على وسم أو ملصق NFC: انقر على «الكتابة على وسم NFC»، ثم قرّب الوسم من ظهر هاتفك.';
export const cardUiWriteThisLinkToYourCards =
  'اكتب هذا الرابط على شريحة NFC في بطاقتك باستخدام تطبيق NFC، لتُحسب اللمسات في الإحصاءات بمعزل عن عمليات المسح.';
export const cardUiHoldATagToYourPhone = 'قرّب وسمًا من هاتفك...';
export const cardUiWriteToNfcTag = 'الكتابة على وسم NFC';
export const cardUiCopyNfcLink = 'نسخ رابط NFC';
export const cardUiWrittenATapOnTheTag = 'تمت الكتابة. لمس الوسم يفتح ملفك الشخصي الآن.';

// The e-mail signature: how to paste it into each mail app (the apps' own menu names).
export const cardUiOpenSettingsTheGearThenSee =
  'افتح الإعدادات (رمز الترس)، ثم «عرض جميع الإعدادات».';
export const cardUiOnTheGeneralTabUnderSignature =
  'في علامة التبويب «عام»، ضمن «التوقيع»، انقر على «إنشاء جديد»، وسمِّه والصقه في المربع (Ctrl+V، أو ⌘V على Mac).';
export const cardUiChooseItUnderSignatureDefaultsThen =
  'اختره ضمن «الإعدادات التلقائية للتوقيع»، ثم انقر على «حفظ التغييرات» أسفل الصفحة.';
export const cardUiOutlookOnTheWebAndThe = '‏Outlook على الويب وOutlook الجديد';
export const cardUiOpenSettingsTheGearThenAccount =
  'افتح الإعدادات (رمز الترس)، ثم «الحسابات»، ثم «التوقيعات».';
export const cardUiClickNewSignatureNameItAnd = 'انقر على «توقيع جديد»، وسمِّه والصقه في المربع.';
export const cardUiChooseItForNewMessagesAnd = 'اختره للرسائل الجديدة والردود، ثم انقر على «حفظ».';
export const cardUiOutlookForWindowsAndMacDesktop = '‏Outlook لنظامي Windows وMac (سطح المكتب)';
export const cardUiWindowsFileOptionsMailSignaturesMac =
  '‏Windows: ملف، خيارات، البريد، التوقيعات. Mac: ‏Outlook، الإعدادات، التوقيعات.';
export const cardUiAddANewSignatureNameIt = 'أضف توقيعًا جديدًا، وسمِّه والصقه في مربع التحرير.';
export const cardUiChooseItForNewMessagesAnd2 =
  'اختره للرسائل الجديدة والردود، ثم انقر على «موافق» (أو أغلق النافذة على Mac).';
export const cardUiAppleMailOnMac = '‏Apple Mail على Mac';
export const cardUiOpenMailSettingsSignaturesSelectYour =
  'افتح Mail، ثم الإعدادات، ثم التوقيعات، واختر حسابك وانقر على +.';
export const cardUiUntickAlwaysMatchMyDefaultMessage =
  'ألغِ تحديد «مطابقة خط الرسالة الافتراضي دائمًا»، ثم الصق في المربع على اليمين.';
export const cardUiCloseTheWindowMailSavesIt =
  'أغلق النافذة: يحفظه Mail. اختره ضمن «اختيار التوقيع».';
export const cardUiMailOnIphone = '‏Mail على iPhone';
export const cardUiOpenThisScreenOnYourIphone =
  'افتح هذه الشاشة على iPhone وانقر على «نسخ التوقيع».';
export const cardUiOpenSettingsAppsMailSignatureSettings =
  'افتح الإعدادات، ثم التطبيقات، ثم Mail، ثم التوقيع (الإعدادات، Mail، التوقيع قبل iOS 18) والصق.';
export const cardUiTheIphoneRemovesTheFormattingAs =
  'يزيل iPhone التنسيق عند اللصق: هزّه فورًا وانقر على «تراجع» للإبقاء عليه.';
export const cardUiAddItToYourMailApp = 'أضفه إلى تطبيق البريد';

// Insights: the totals.
/** After a total's change, for screen readers. */
export const cardUiComparedWithPrevious = icu<[days: number]>(
  'مقارنةً {days, plural, zero {بالأيام السابقة} one {باليوم السابق} two {باليومين السابقين} few {بالأيام الـ # السابقة} many {بالـ # يومًا السابقة} other {بالـ # يوم السابقة}}',
  'days',
);
export const cardUiTotals = 'الإجماليات';

// The phone wallet's buttons.
export const cardUiAddToAppleWallet = 'إضافة إلى Apple Wallet';
export const cardUiSaveToGoogleWallet = 'الحفظ في Google Wallet';
export const cardUiOpening = 'جارٍ الفتح...';
export const cardUiWallet = 'المحفظة';
export const cardUiKeepYourCardInYourPhones =
  'احتفظ ببطاقتك في محفظة هاتفك: يفتح رمز QR الخاص بها ملفك الشخصي في Connect.';

// Insights: what is counted, and the change against the previous period.
export const cardUiVisitors = 'الزوار';
export const cardUiLinkClicks = 'النقرات على الروابط';
export const cardUiNoChange = 'بلا تغيير';

// The Insights page.
/** Insights without a Connect profile: the one figure shown, and the offer. */
export const cardUiLockedInsights = icu<[views: number]>(
  'فُتحت بطاقتك {views, plural, zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}} خلال آخر 30 يومًا. قم بالترقية لتعرف من أين جاء زوارك، ومن حفظ جهة اتصالك، وأي الروابط تابعوا.',
  'views',
);
/** A period's button. */
export const cardUiPeriodDays = icu<[days: number]>(
  '{days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}',
  'days',
);
/** The period's first and last days. */
export const cardUiFromTo = icu<[from: string, to: string]>('من {from} إلى {to}', 'from', 'to');
export const cardUiPeriod = 'الفترة';
export const cardUiNoViewsYet = 'لا توجد مشاهدات بعد';
export const cardUiShareYourProfileLinkLetPeople =
  'شارك رابط ملفك الشخصي، أو دع الناس يمسحون رمز QR، أو اكتب رابط شريحة NFC على بطاقتك. تظهر هنا كل مشاهدة وكل حفظ لجهة الاتصال وكل نقرة على رابط وكل رسالة خلال ثوانٍ.';
export const cardUiGetYourQrCodeAndNfc = 'احصل على رمز QR ورابط NFC';
export const cardUiViewsAndContactSaves = 'المشاهدات ومرات حفظ جهة الاتصال';
export const cardUiWhereViewsCameFrom = 'مصادر المشاهدات';
export const cardUiNoViewsInThisPeriod = 'لا توجد مشاهدات في هذه الفترة.';
export const cardUiTopLinks = 'أكثر الروابط نقرًا';
export const cardUiNoLinkClicksInThisPeriod = 'لا توجد نقرات على الروابط في هذه الفترة.';

// The E-mail Signature page.
export const cardUiEMailSignaturePreview = 'معاينة توقيع البريد الإلكتروني';
export const cardUiYourCardsDetailsAsASignature =
  'بيانات بطاقتك كتوقيع. يفتح «حفظ جهة اتصالي» ملفك الشخصي حيث يحفظ الناس بياناتك؛ وتحسب الإحصاءات هذه الزيارات ضمن «توقيع البريد الإلكتروني».';
export const cardUiCopySignature = 'نسخ التوقيع';
export const cardUiPlainTextVersion = 'نسخة النص العادي';

// The share screen: the QR code to scan.
export const cardUiScanToSaveMyContactTurn =
  'امسح الرمز لحفظ جهة اتصالي. ارفع سطوع الشاشة ليُقرأ الرمز بسهولة.';
