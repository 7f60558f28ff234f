// Profile and settings (/settings) and the billing portal (/settings/billing).
import { icu } from './language';

export const settingsNotSubscribedSentence = 'أنت غير مشترك في Catalyst Connect.';
export const settingsBilling = 'الفوترة';
export const settingsBillingHint = 'اشتراكك في Catalyst Connect وفواتيرك وطريقة الدفع.';
export const settingsManageBilling = 'إدارة الفوترة';
export const settingsCancelSubscription = 'إلغاء الاشتراك';
export const settingsCancelSubscriptionButton = 'ألغِ الاشتراك';
export const settingsYesCancel = 'نعم، ألغِ';
export const settingsChangePassword = 'تغيير كلمة المرور';
export const settingsChangePasswordHint =
  'اختر كلمة مرور جديدة من 8 أحرف على الأقل. سيُسجَّل خروجك من أجهزتك الأخرى.';
export const settingsCurrentPassword = 'كلمة المرور الحالية';
export const settingsNewPassword = 'كلمة المرور الجديدة';
export const settingsConfirmYourPassword = 'أكّد كلمة المرور';
export const settingsYesRemoveIt = 'نعم، أزِلها';
export const settingsPersonalInformation = 'المعلومات الشخصية';
export const settingsPersonalInformationHint = 'اسم حسابك وعنوان بريده الإلكتروني.';
export const settingsFirstNameRequired = 'الاسم الأول *';
export const settingsLastNameRequired = 'اسم العائلة *';
export const settingsEmailRequired = 'البريد الإلكتروني *';
export const settingsEmailPasswordHint =
  'مطلوبة لتغيير بريدك الإلكتروني. سنرسل رابطًا إلى العنوان الجديد لتأكيده.';
export const settingsActive = 'نشط';
export const settingsTrial = 'فترة تجريبية';
export const settingsPaymentOverdue = 'الدفع متأخر';
export const settingsWaitingForTheFirstPayment = 'بانتظار الدفعة الأولى';
export const settingsExpiredBeforePayment = 'انتهت قبل الدفع';
export const settingsCanceled = 'ملغى';
export const settingsUnpaid = 'غير مدفوع';
export const settingsPaused = 'متوقف مؤقتًا';
export const settingsBillingPortal = 'بوابة الفوترة';
export const settingsSandboxNotice =
  'وضع الاختبار: مدفوعات تجريبية. لن تُحصَّل أي مبالغ من بطاقة حقيقية.';
export const settingsPlan = 'الخطة';
export const settingsStatus = 'الحالة';
export const settingsNotSubscribed = 'غير مشترك';
export const settingsNextPayment = 'الدفعة التالية';
export const settingsEndsOn = 'ينتهي في';
export const settingsBackToSettings = 'العودة إلى الإعدادات';
export const settingsProfileAndSettings = 'الملف الشخصي والإعدادات';
export const settingsSubscriptionEnds = icu<[date: string]>(
  'اشتراكك ملغى وينتهي في {date}. يبقى ملفك الشخصي في Connect متاحًا حتى ذلك الحين.',
  'date',
);
export const settingsPlanPrice = icu<[price: number]>(
  'Catalyst Connect، {price} دولار شهريًا',
  'price',
);
export const settingsNextPaymentOn = icu<[date: string]>('الدفعة التالية في {date}', 'date');
