import { icu } from './language';

// The signed-in app's frame and shared parts (docs/product.md#signed-in-layout): the sidebar and
// user menu, Home, the team's billing, leads and integrations pages, and the components every
// screen uses (save bar, password field, loading and error states).

// Home: the owner's cards.
/** Above the cards; {number} is the count in bold. */
export const appViewsOfYourCards = icu<[count: number, number: string]>(
  '{count, plural, zero {{number} مشاهدة} one {مشاهدة واحدة ({number})} two {مشاهدتان ({number})} few {{number} مشاهدات} many {{number} مشاهدة} other {{number} مشاهدة}} لبطاقاتك خلال آخر 30 يومًا',
  'count',
  'number',
);
export const appMyCards = 'بطاقاتي';
export const appCardsForYourColleagues = 'بطاقات لزملائك؟';
export const appCreateATeam = 'إنشاء فريق';
export const appNoCardsYet = 'لا توجد بطاقات بعد';
export const appCardsYouBuyInTheCatalyst =
  'تظهر هنا البطاقات التي تشتريها من متجر Catalyst، جاهزة للإعداد.';
export const appVisitTheShop = 'زيارة المتجر';

// The team's billing page: the seats and the subscription.
export const appActive = 'نشط';
export const appTrial = 'فترة تجريبية';
export const appPaymentFailedRetrying = 'فشل الدفع: جارٍ إعادة المحاولة';
export const appUnpaid = 'غير مدفوع';
export const appWaitingForTheFirstPayment = 'بانتظار الدفعة الأولى';
export const appNotStarted = 'لم يبدأ';
export const appEnded = 'منتهٍ';
export const appSeats = 'المقاعد';
export const appStartTheTeamsSubscription = 'بدء اشتراك الفريق';
export const appInvoices = 'الفواتير';
export const appBillingDetails = 'بيانات الفوترة';
export const appCancelTheSubscription = 'إلغاء الاشتراك';
export const appStatus = 'الحالة';
export const appPricePerSeat = 'السعر لكل مقعد';
export const appNextInvoice = 'الفاتورة التالية';
export const appNone = 'لا يوجد';
export const appFirstPayment = 'الدفعة الأولى';
export const appPricePerMonth = icu<[price: string]>('{price} / شهريًا', 'price');
/** The next invoice's amount and the day it is charged. */
export const appAmountOnDate = icu<[amount: string, date: string]>(
  '{amount} في {date}',
  'amount',
  'date',
);
/** Once cancelled; {date} is shown in bold. */
export const appSubscriptionEndsOn = icu<[date: string]>('ينتهي الاشتراك في {date}.', 'date');

// The team's integrations page, for a member who is not the team's admin.
export const appTeam = 'الفريق';
export const appGoToTheTeamArea = 'الانتقال إلى قسم الفريق';

// The team's leads: the table of every member's messages.
export const appLeads = 'العملاء المحتملون';
export const appVisitor = 'الزائر';
export const appMessage = 'الرسالة';
export const appCard = 'البطاقة';
export const appMember = 'العضو';
export const appDepartment = 'القسم';
export const appReceived = 'تاريخ الاستلام';

// The sidebar's areas.
export const appCatalystConnectHome = 'الصفحة الرئيسية لـ Catalyst Connect';
export const appMain = 'التنقل الرئيسي';
export const appCards = 'البطاقات';
export const appMessages = 'الرسائل';
export const appCapture = 'الالتقاط';
export const appIntegrations = 'التكاملات';
export const appAdmin = 'الإدارة';
export const appSettings = 'الإعدادات';

// The signed-in layout's menu on a phone.
export const appMenu = 'القائمة';
export const appCloseSidebar = 'إغلاق الشريط الجانبي';
export const appOpenSidebar = 'فتح الشريط الجانبي';

// The user menu at the top right.
export const appOpenUserMenu = 'فتح قائمة المستخدم';
export const appYourProfile = 'ملفك الشخصي';
export const appSignOut = 'تسجيل الخروج';

// The breadcrumbs above a page's title.
export const appHome = 'الرئيسية';
export const appBreadcrumb = 'مسار التنقل';

// The error page.
export const appOops = 'عذرًا!';
export const appGoBackToHome = 'العودة إلى الرئيسية';

// The event filter of the lead lists and Insights.
export const appEvent = 'الفعالية';

// Loading states.
export const appLoading = 'جارٍ التحميل...';

// The profile editor's live preview.
export const appLivePreview = 'معاينة مباشرة';

// The save bar of an editor with unsaved changes.
export const appUnsavedChanges = 'تغييرات غير محفوظة';
export const appUnsavedChangesCount = icu<[count: number]>(
  '{count, plural, zero {لا تغييرات غير محفوظة} one {تغيير واحد غير محفوظ} two {تغييران غير محفوظين} few {# تغييرات غير محفوظة} many {# تغييرًا غير محفوظ} other {# تغيير غير محفوظ}}',
  'count',
);
export const appReload = 'إعادة التحميل';
export const appDiscard = 'تجاهل';
export const appRestore = 'استعادة';
export const appSaveChanges = 'حفظ التغييرات';

// The two-step sign-in setup's password step.
export const appCurrentPassword = 'كلمة المرور الحالية';

// A form's submit button.
export const appSaving = 'جارٍ الحفظ...';
export const appSave = 'حفظ';

// A password field's show/hide toggle.
export const appHide = 'إخفاء';
export const appShow = 'إظهار';
/** The toggle's accessible name; {field} is the field's label. */
export const appHideField = icu<[field: string]>('إخفاء {field}', 'field');
export const appShowField = icu<[field: string]>('إظهار {field}', 'field');

// A screen whose data failed to load.
export const appTryAgain = 'إعادة المحاولة';

// A confirmation's default way out.
export const appNoKeepIt = 'لا، أبقِه';

// The name a new passkey gets when its browser or system is not recognised ('Chrome on Mac').
export const appPasskeyBrowser = 'المتصفح';
export const appPasskeyThisDevice = 'هذا الجهاز';

// The prompt before leaving a page with unsaved changes.
export const appLeaveWithoutSavingTitle = 'المغادرة دون حفظ؟';
export const appYouHaveChangesThatAreNot =
  'لديك تغييرات لم تُحفظ بعد. إذا غادرت هذه الصفحة الآن، فستفقدها.';
export const appLeaveWithoutSavingButton = 'المغادرة دون حفظ';
export const appStayOnThisPage = 'البقاء في هذه الصفحة';

// A checklist's progress, and each step's state for screen readers.
export const appStepDone = '(مكتمل)';
export const appStepToDo = '(قيد الانتظار)';
export const appStepsDone = icu<[done: number, total: number]>(
  'اكتمل {done} من {total}',
  'done',
  'total',
);

// Words many screens share: actions, a lead's or card's fields, busy labels.
export const appCancel = 'إلغاء';
export const appClose = 'إغلاق';
export const appDelete = 'حذف';
export const appEdit = 'تعديل';
export const appRemove = 'إزالة';
export const appCopied = 'تم النسخ';
export const appPreview = 'معاينة';
export const appName = 'الاسم';
export const appEmail = 'البريد الإلكتروني';
export const appPhone = 'الهاتف';
export const appCompany = 'الشركة';
/** A person's job title, as a field's label. */
export const appJobTitle = 'المسمى الوظيفي';
export const appNote = 'ملاحظة';
export const appWorksOffline = 'يعمل دون اتصال';
export const appDownloadVcard = 'تنزيل vCard';
export const appChoosePhoto = 'اختيار صورة';
export const appUploading = 'جارٍ الرفع...';
export const appCreating = 'جارٍ الإنشاء...';
/** After a number of days (a period's length). */
export const appDays = 'يومًا';
