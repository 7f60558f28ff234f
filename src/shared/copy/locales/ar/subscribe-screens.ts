// Upgrading to Catalyst Connect (/subscribe) and its payment and confirmation.
import { icu } from './language';

export const upgradeTitle = 'الترقية إلى Catalyst Connect';
export const upgradeSandboxNotice =
  'وضع الاختبار: مدفوعات تجريبية، ولن تُحصَّل أي مبالغ من بطاقة حقيقية.';
export const upgradeSandboxCards =
  'استخدم 4242 4242 4242 4242 مع أي تاريخ مستقبلي وأي رمز CVC. أما 4000 0000 0000 0002 فيُرفض.';
export const upgradeCardNumber = 'رقم البطاقة';
export const upgradeExpirationDate = 'تاريخ الانتهاء';
export const upgradeExpiryPlaceholder = 'MM / YY';
export const upgradeSecurityCode = 'رمز الأمان';
export const upgradeSubmit = 'إرسال';
export const upgradeDueToday = 'المستحق اليوم:';
export const upgradeShortTitle = 'الترقية';
export const upgradePitch =
  'خصّص ملفك الشخصي العام وشاركه مع كل من تقابلهم: تظل بطاقتك تعمل، ويمنحها ملف Connect الشخصي الحياة.';
export const upgradeWhatYouGet = 'ما تحصل عليه';
export const upgradeCancelAnyTimeFromSettings = 'يمكنك الإلغاء في أي وقت من الإعدادات.';
export const upgradeActive = 'اشتراكك نشط.';
export const upgradeGoToMyCards = 'الانتقال إلى بطاقاتي';
export const upgradeTryAgain = 'حاول مرة أخرى';
export const upgradeConfirming = 'جارٍ تأكيد اشتراكك...';
export const upgradeConfirmingSlowly =
  'يستغرق هذا وقتًا أطول من المعتاد. سيُفعَّل اشتراكك فور تأكيد الدفع.';
export const upgradeReturnHome = 'العودة إلى الرئيسية';
export const upgradePricePerMonth = icu<[price: number]>('{price} دولار شهريًا', 'price');
