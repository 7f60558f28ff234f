// The operator console’s screens (/admin): headings, tabs, table columns and buttons.
import { icu } from './language';

export const consoleMail = 'البريد';
export const consoleStatus = 'الحالة';
export const consoleAttempts = 'المحاولات';
export const consoleQueued = 'أُضيف إلى قائمة الانتظار';
export const consoleNextAttempt = 'المحاولة التالية';
export const consoleSent = 'أُرسل';
export const consoleActions = 'الإجراءات';
export const consoleRetry = 'إعادة المحاولة';
export const consoleRetryNow = 'أعد المحاولة الآن';
export const consoleLoading = 'جارٍ التحميل...';
export const consoleAdmin = 'مسؤول';
export const consoleVerified = 'موثّق';
export const consoleInvited = 'مدعو';
export const consoleSuspended = 'موقوف';
export const consoleTargetLabel = 'الهدف:';
export const consoleReasonLabel = 'السبب:';
export const consoleBeforeAfter = 'قبل ← بعد';
export const consoleCardsWithoutAnOwner = 'بطاقات بلا مالك';
export const consoleWorking = 'جارٍ التنفيذ...';
export const consoleCancel = 'إلغاء';
export const consoleNewOwnerEmail = 'البريد الإلكتروني للمالك الجديد';
export const consoleReason = 'السبب';
export const consoleReasonOptional = 'السبب (اختياري)';
export const consoleTeams = 'الفرق';
export const consolePlace = 'الموقع';
export const consoleMembers = 'الأعضاء';
export const consoleCards = 'البطاقات';
export const consoleLockedFields = 'الحقول المقفلة';
export const consoleDeleted = 'محذوف';
export const consoleNo = 'لا';
export const consoleTeamId = 'معرّف الفريق';
export const consoleSendPasswordReset = 'إرسال إعادة تعيين كلمة المرور';
export const consoleSend = 'إرسال';
export const consoleResendInvitation = 'إعادة إرسال الدعوة';
export const consoleUnsuspend = 'رفع الإيقاف';
export const consoleSuspend = 'إيقاف';
export const consoleOverview = 'نظرة عامة';
export const consoleAccounts = 'الحسابات';
export const consoleAdminSections = 'أقسام الإدارة';
export const consoleEmptySection = 'لا شيء.';
export const consoleSubscriptions = 'الاشتراكات';
export const consoleStarted = 'البدء';
export const consolePeriodEnds = 'نهاية الفترة';
export const consoleCancels = 'يُلغى في';
export const consoleRecentMail = 'أحدث الرسائل';
export const consoleShopOrders = 'طلبات المتجر';
export const consoleOrder = 'الطلب';
export const consoleOrderCards = 'البطاقات';
export const consoleFilterTheAuditLog = 'تصفية سجل التدقيق';
export const consoleAdminEmail = 'بريد المسؤول';
export const consoleAnyAction = 'أي إجراء';
export const consoleTargetId = 'معرّف الهدف';
export const consoleFilter = 'تصفية';
export const consoleClear = 'مسح';
export const consoleTakenDown = 'محجوب';
export const consoleHandleLabel = 'المعرّف:';
export const consoleTakenDownLabel = 'تاريخ الحجب:';
export const consoleMove = 'نقل';
export const consoleMoveCard = 'نقل البطاقة';
export const consoleRestoreProfile = 'استعادة الملف الشخصي';
export const consoleRestore = 'استعادة';
export const consoleTakeDownProfile = 'حجب الملف الشخصي';
export const consoleTakeDown = 'حجب';
export const consoleCard = 'البطاقة';
export const consoleSuspendedSince = 'موقوف منذ';
export const consoleProfile = 'الملف الشخصي';
export const consoleAuditLogForThisAccount = 'سجل التدقيق لهذا الحساب';
export const consoleEmail = 'البريد الإلكتروني';
export const consoleName = 'الاسم';
export const consoleRole = 'الدور';
export const consoleOwner = 'المالك';
export const consoleYes = 'نعم';
export const consoleNotVerifiedYet = 'لا (لم تُستخدم الدعوة بعد)';
export const consoleSubscription = 'الاشتراك';
export const consoleStripeCustomer = 'عميل Stripe';
export const consoleCreated = 'تاريخ الإنشاء';
export const consoleUpdated = 'تاريخ التحديث';
export const consoleAccountId = 'معرّف الحساب';
export const consoleNoEntries = 'لا توجد إدخالات';
export const consoleSearchAccounts = 'البحث في الحسابات';
export const consoleSearchPlaceholder = 'جزء من بريد إلكتروني أو اسم';
export const consoleNoAccounts = 'لا توجد حسابات';
export const consoleAccount = 'الحساب';
export const consoleTeam = 'الفريق';
export const consoleSlug = 'المعرّف النصي';
export const consoleNone = 'لا شيء';
export const consoleSeatsToBillNow = 'المقاعد المستحقة الآن';
export const consolePerson = 'الشخص';
export const consoleTeamCards = 'بطاقات الفريق';
export const consoleHeldBy = 'بحوزة';
export const consoleInThePool = 'في المخزون';
export const consoleVerifiedAccounts = 'الحسابات الموثّقة';
export const consoleSuspendedAccounts = 'الحسابات الموقوفة';
export const consoleActiveSubscriptions = 'الاشتراكات النشطة';
export const consoleMonthlyRecurringRevenue = 'الإيرادات الشهرية المتكررة';
export const consoleMessagesLast7Days = 'الرسائل، آخر 7 أيام';
export const consoleMailPending = 'رسائل معلّقة';
export const consoleMailFailed = 'رسائل فاشلة';
export const consoleOldestPendingMail = 'أقدم رسالة معلّقة';
export const consoleFigures = 'الأرقام';
export const consoleFailed = 'فاشلة';
export const consolePending = 'معلّقة';
export const consoleMailStatus = 'حالة البريد';
export const consoleNoFailedMail = 'لا توجد رسائل فاشلة';
export const consoleNoPendingMail = 'لا توجد رسائل معلّقة';
export const consoleFailedMail = 'الرسائل الفاشلة';
export const consolePendingMail = 'الرسائل المعلّقة';
export const consoleTeamPlace = icu<[role: string, status: string]>(
  '{role}، {status}',
  'role',
  'status',
);
export const consoleTeamMembersCount = icu<[active: number, invited: number]>(
  '{active} نشط، {invited} مدعو',
  'active',
  'invited',
);
export const consoleTeamCardsCount = icu<[cards: number, pooled: number]>(
  '{cards} ({pooled} في المخزون)',
  'cards',
  'pooled',
);
export const consoleSendPasswordResetTitle = icu<[email: string]>(
  'إرسال إعادة تعيين كلمة المرور إلى {email}',
  'email',
);
export const consoleResendInvitationTitle = icu<[email: string]>(
  'إعادة إرسال الدعوة إلى {email}',
  'email',
);
export const consoleUnsuspendTitle = icu<[email: string]>('رفع الإيقاف عن {email}', 'email');
export const consoleSuspendTitle = icu<[email: string]>('إيقاف {email}', 'email');
export const consoleCardNumber = icu<[id: string]>('البطاقة {id}', 'id');
export const consoleMoveTitle = icu<[card: string]>('نقل {card} إلى حساب آخر', 'card');
export const consoleRestoreTitle = icu<[card: string]>('استعادة الملف الشخصي لـ {card}', 'card');
export const consoleTakeDownTitle = icu<[card: string]>('حجب الملف الشخصي لـ {card}', 'card');
export const consoleRetryTitle = icu<[subject: string, to: string]>(
  'إعادة إرسال «{subject}» إلى {to}',
  'subject',
  'to',
);
export const consoleCardsCount = icu<[count: number]>('البطاقات ({count})', 'count');
export const consoleMembersCount = icu<[count: number]>('الأعضاء ({count})', 'count');
export const consoleTeamSubscription = icu<[status: string, seats: number]>(
  '{status}، {seats, plural, zero {لا مقاعد} one {مقعد واحد} two {مقعدان} few {# مقاعد} many {# مقعدًا} other {# مقعد}}',
  'status',
  'seats',
);
export const consoleTeamSubscriptionUntil = icu<
  [status: string, seats: number, ends: boolean, date: string]
>(
  '{status}، {seats, plural, zero {لا مقاعد} one {مقعد واحد} two {مقعدان} few {# مقاعد} many {# مقعدًا} other {# مقعد}}، {ends, select, true {ينتهي} other {يتجدد}} في {date}',
  'status',
  'seats',
  'ends',
  'date',
);
export const consoleAttemptCount = icu<[count: number]>(
  '{count, plural, zero {لا محاولات} one {محاولة واحدة} two {محاولتان} few {# محاولات} many {# محاولة} other {# محاولة}}',
  'count',
);
export const consoleCardCount = icu<[count: number]>(
  '{count, plural, zero {لا بطاقات} one {بطاقة واحدة} two {بطاقتان} few {# بطاقات} many {# بطاقة} other {# بطاقة}}',
  'count',
);
/** An account's subscription status on a phone, when it has none. */
export const consoleNoSubscription = 'بلا اشتراك';
