import { icu } from './language';

export const mailReceiptSubject = icu<[amount: string, paidOn: string]>(
  'إيصالك من Catalyst Connect: {amount} بتاريخ {paidOn}',
  'amount',
  'paidOn',
);
export const mailReceiptPreview = icu<[amount: string]>(
  'استلمنا دفعتك البالغة {amount}.',
  'amount',
);
export const mailReceiptBody = icu<[amount: string, paidOn: string]>(
  'استلمنا دفعتك البالغة {amount} مقابل Catalyst Connect (الخطة الشهرية) بتاريخ {paidOn}. شكرًا لك!',
  'amount',
  'paidOn',
);
export const mailReceiptPaidUntil = icu<[until: string]>(
  'ملفك الشخصي في Connect مدفوع حتى {until} ويتجدد كل شهر.',
  'until',
);
export const mailReceiptRenews = 'يتجدد ملفك الشخصي في Connect كل شهر.';
export const mailReceiptCancel =
  'للإلغاء، افتح الإعدادات، ثم الفوترة، واختر إلغاء الاشتراك. يبقى ملفك الشخصي منشورًا حتى نهاية الفترة المدفوعة؛ بعدها تعرض صفحة بطاقتك معلوماتك الأساسية على العناوين نفسها.';
export const mailManageBilling = 'إدارة الفوترة';
export const mailKeepReceipt = 'احتفظ بهذه الرسالة إيصالًا لك.';

export const mailTeamReceiptSubject = icu<[amount: string, paidOn: string, team: string]>(
  'إيصالك من Catalyst Connect: {amount} بتاريخ {paidOn} لفريق {team}',
  'amount',
  'paidOn',
  'team',
);
export const mailTeamReceiptPreview = icu<[team: string, amount: string]>(
  'استلمنا دفعة فريق {team} البالغة {amount}.',
  'team',
  'amount',
);
export const mailTeamReceiptBody = icu<
  [team: string, amount: string, seats: number, paidOn: string]
>(
  'استلمنا دفعة فريق {team} البالغة {amount} مقابل مقاعد الفريق في Catalyst Connect ({seats, plural, zero {بلا مقاعد} one {مقعد واحد} two {مقعدان} few {# مقاعد} many {# مقعدًا} other {# مقعد}}، الخطة الشهرية) بتاريخ {paidOn}. شكرًا لكم!',
  'team',
  'amount',
  'seats',
  'paidOn',
);
export const mailInvoiceNumber = icu<[invoiceNumber: string]>(
  'رقم الفاتورة: {invoiceNumber}.',
  'invoiceNumber',
);
export const mailTeamPaidUntil = icu<[until: string]>(
  'مقاعد الفريق مدفوعة حتى {until} وتتجدد كل شهر.',
  'until',
);
export const mailTeamRenews = 'تتجدد مقاعد الفريق كل شهر.';
export const mailTeamBillingWhere =
  'يجد مالك الفريق كل الفواتير وبريد الفوترة والرقم الضريبي وزر الإلغاء في علامة تبويب الفوترة ضمن قسم الفريق.';
export const mailOpenTeamBilling = 'فتح فوترة الفريق';
