// The Team area’s settings: the template, billing, invoices, single sign-on, deleting the team.
import { icu } from './language';

export const teamNoInvoicesYet = 'لا توجد فواتير بعد.';
export const teamInvoices = 'الفواتير';
export const teamInvoiceNumber = 'الرقم';
export const teamInvoiceDate = 'التاريخ';
export const teamInvoiceAmount = 'المبلغ';
export const teamInvoiceColumn = 'الفاتورة';
export const teamInvoiceDraft = 'مسودة';
export const teamInvoiceView = 'عرض';
export const teamCompanyLogo = 'شعار الشركة';
export const teamUploading = 'جارٍ الرفع...';
export const teamChangeLogo = 'تغيير الشعار';
export const teamUploadLogo = 'رفع شعار';
export const teamRemoveLogo = 'إزالة الشعار';
export const teamCancelAtPeriodEnd = 'الإلغاء في نهاية الفترة';
export const teamCancelSubscriptionTitle = 'إلغاء اشتراك الفريق';
export const teamCancelRenewalQuestion = 'هل تريد إيقاف التجديد في نهاية الفترة المدفوعة بالفعل؟';
export const teamYesCancelAtPeriodEnd = 'نعم، ألغِ في نهاية الفترة';
export const teamNoneOnFile = 'لا شيء مسجّل';
export const teamPaymentCard = 'بطاقة';
export const teamPaymentMethodLabel = 'طريقة الدفع:';
export const teamBillingEMail = 'بريد الفوترة';
export const teamVatNumber = 'رقم ضريبة القيمة المضافة';
export const teamBillingDetails = 'تفاصيل الفوترة';
export const teamBillingEmailHint = 'تصل الفواتير والإيصالات إلى هنا.';
export const teamVatNumberHint = 'مع بادئة البلد؛ يُطبع على الفواتير القادمة.';
export const teamSaveBillingDetails = 'حفظ تفاصيل الفوترة';
export const teamSingleSignOn = 'تسجيل الدخول الموحّد';
export const teamSsoProtocol = 'البروتوكول';
export const teamRedirectUri = 'عنوان URI لإعادة التوجيه';
export const teamSsoIssuer = 'الجهة المُصدِرة';
export const teamClientId = 'معرّف العميل';
export const teamClientSecret = 'سر العميل';
export const teamEntityId = 'معرّف الكيان';
export const teamAcsUrl = 'عنوان URL لخدمة ACS';
export const teamMetadataUrl = 'عنوان URL للبيانات الوصفية';
export const teamIdentityProviderMetadataXml = 'البيانات الوصفية لموفّر الهوية (XML)';
export const teamRequireSingleSignOn = 'فرض تسجيل الدخول الموحّد';
export const teamAddPeopleAtFirstSignIn = 'إضافة الأشخاص عند أول تسجيل دخول';
export const teamTestSignIn = 'اختبار تسجيل الدخول';
export const teamTurnOffSingleSignOn = 'إيقاف تسجيل الدخول الموحّد';
export const teamSsoTurnOff = 'إيقاف';
export const teamDeleteTeam = 'حذف الفريق';
export const teamDownloadLeadsCsv = 'تنزيل العملاء المحتملين (CSV)';
export const teamYesDeleteTheTeam = 'نعم، احذف الفريق';
export const teamDeleteConfirmName = 'اكتب اسم الفريق للتأكيد';
export const teamCompanyDetailsOnEveryCard = 'بيانات الشركة على كل بطاقة';
export const teamProfileDesignOnEveryPage = 'تصميم الملف الشخصي على كل صفحة';
export const teamTemplatePreview = 'معاينة';
export const teamSaveTemplate = 'حفظ القالب';
export const teamThemeDark = 'داكن';
export const teamThemeLight = 'فاتح';
export const teamPickTheAccentColour = 'اختيار لون التمييز';
export const teamDepartmentTemplates = 'قوالب الأقسام';
export const teamViewInvoiceLabel = icu<[number: string]>('عرض الفاتورة {number}', 'number');
export const teamDownloadInvoiceLabel = icu<[number: string]>(
  'تنزيل الفاتورة {number} (PDF)',
  'number',
);
export const teamCardEnding = icu<[brand: string, last4: string]>(
  '{brand} تنتهي بـ {last4}',
  'brand',
  'last4',
);
export const teamCardEndingExpiring = icu<[brand: string, last4: string, expiry: string]>(
  '{brand} تنتهي بـ {last4}، تنتهي صلاحيتها في {expiry}',
  'brand',
  'last4',
  'expiry',
);
export const teamLockField = icu<[field: string]>('قفل {field}', 'field');
export const teamSsoCopyLabel = icu<[label: string]>('نسخ {label}', 'label');
