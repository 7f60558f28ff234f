// The integrations screen (/integrations, /team/integrations): CRMs, webhooks and API keys.
import { icu } from './language';

export const integrationsReadLeads = 'قراءة العملاء المحتملين';
export const integrationsReadCards = 'قراءة البطاقات';
export const integrationsManageWebhooks = 'إدارة الـ Webhooks';
export const integrationsWebhooks = 'Webhooks';
export const integrationsNoWebhooksYet = 'لا توجد Webhooks بعد';
export const integrationsLeadsWaiting = 'عملاء محتملون بالانتظار';
export const integrationsLeadsFailed = 'عملاء محتملون فشل إرسالهم';
export const integrationsDisconnect = 'قطع الاتصال';
export const integrationsYesDisconnect = 'نعم، اقطع الاتصال';
export const integrationsFirstName = 'الاسم الأول';
export const integrationsLastName = 'اسم العائلة';
export const integrationsPhone = 'الهاتف';
export const integrationsCompany = 'الشركة';
export const integrationsJobTitle = 'المسمى الوظيفي';
export const integrationsTheirMessage = 'رسالته';
export const integrationsFieldSource = 'مصدر الوصول (?src=)';
export const integrationsFieldConsent = 'الموافقة (نصها ووقتها)';
export const integrationsDepartment = 'القسم';
export const integrationsFieldMapping = 'ربط الحقول';
export const integrationsNotSent = 'لا يُرسل';
export const integrationsSaveMapping = 'حفظ الربط';
export const integrationsActive = 'نشط';
export const integrationsDisabled = 'معطّل';
export const integrationsEvents = 'الأحداث';
export const integrationsSigningSecret = 'سر التوقيع';
export const integrationsSendTestEvent = 'إرسال حدث تجريبي';
export const integrationsSending = 'جارٍ الإرسال...';
export const integrationsDeliveryLog = 'سجل التسليم';
export const integrationsRotateSecret = 'تجديد السر';
export const integrationsSwitchOff = 'إيقاف';
export const integrationsSwitchOn = 'تشغيل';
export const integrationsDelete = 'حذف';
export const integrationsMakeANewSecret = 'إنشاء سر جديد';
export const integrationsCancel = 'إلغاء';
export const integrationsYesDeleteIt = 'نعم، احذفه';
export const integrationsAddAWebhook = 'إضافة Webhook';
export const integrationsAddressUrl = 'العنوان (URL)';
export const integrationsAddWebhook = 'أضف الـ Webhook';
export const integrationsALeadComesIn = 'وصول عميل محتمل';
export const integrationsALeadChanges = 'تغيّر عميل محتمل';
export const integrationsALeadIsDeleted = 'حذف عميل محتمل';
export const integrationsACardChanges = 'تغيّر بطاقة';
export const integrationsDismiss = 'إغلاق';
export const integrationsConnected = 'متصل';
export const integrationsReconnectNeeded = 'يلزم إعادة الاتصال';
export const integrationsFailed = 'فشل';
export const integrationsEnvironmentUrl = 'عنوان URL للبيئة';
export const integrationsVerifyADelivery = 'التحقق من عملية تسليم';
export const integrationsIHaveCopiedIt = 'لقد نسخته';
export const integrationsCreated = 'تاريخ الإنشاء';
export const integrationsNever = 'أبدًا';
export const integrationsScopes = 'الصلاحيات';
export const integrationsYesRevokeIt = 'نعم، ألغِه';
export const integrationsApiKeys = 'مفاتيح API';
export const integrationsOpenTheApiReference = 'فتح مرجع API';
export const integrationsNewApiKey = 'مفتاح API جديد';
export const integrationsNoApiKeysYet = 'لا توجد مفاتيح API بعد';
export const integrationsFixedValues = 'القيم الثابتة';
export const integrationsField = 'الحقل';
export const integrationsChooseAField = 'اختر حقلًا';
export const integrationsValue = 'القيمة';
export const integrationsFixedValuePlaceholder = 'معرض تجاري';
export const integrationsRemove = 'إزالة';
export const integrationsAddAValue = 'إضافة قيمة';
export const integrationsSaveFixedValues = 'حفظ القيم الثابتة';
export const integrationsPending = 'معلّق';
export const integrationsSucceeded = 'نجح';
export const integrationsNoAnswer = 'لا رد';
export const integrationsDeliveryId = 'معرّف التسليم';
export const integrationsAttempts = 'المحاولات';
export const integrationsPayload = 'الحمولة';
export const integrationsReplay = 'إعادة الإرسال';
export const integrationsRefresh = 'تحديث';
export const integrationsDeliveries = 'عمليات التسليم';
export const integrationsCreateAnApiKey = 'إنشاء مفتاح API';
export const integrationsName = 'الاسم';
export const integrationsCreateKey = 'إنشاء المفتاح';
export const integrationsTitle = 'التكاملات';
export const integrationsFixedValueLabel = icu<[position: number]>(
  'القيمة الثابتة {position}',
  'position',
);
export const integrationsRemoveFixedValue = icu<[position: number]>(
  'إزالة القيمة الثابتة {position}',
  'position',
);
