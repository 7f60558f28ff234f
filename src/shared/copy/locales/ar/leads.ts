// Leads (docs/product.md#messages): the owner's work on the messages visitors send.
export const leadNoteTooLong = 'يمكن أن تتكون الملاحظة من 2000 حرف على الأكثر.';
export const leadChangeRequired = 'أرسل حالة أو ملاحظة أو كليهما.';
export const leadDeleted = 'تم حذف العميل المحتمل.';
/** The confirmation before a lead is erased (a visitor asked to be forgotten). */
export const deleteLeadWarning =
  'يؤدي هذا إلى محو العميل المحتمل من هنا نهائيًا. ولا تُحذف النسخة المرسلة بالفعل إلى نظام CRM أو إلى Webhook: احذفها هناك أيضًا.';
export const noMatchingLeads = 'لا يوجد عملاء محتملون يطابقون هذا البحث.';
export const leadStatusSaved = 'تم حفظ الحالة';
export const leadArchived = 'تمت أرشفة العميل المحتمل';
export const leadNoteSaved = 'تم حفظ الملاحظة';
export const leadFormIntro =
  'ما يسأل عنه نموذج «لنتواصل!» في صفحتك. يرى الزوار الحقول المطلوبة مميزة، ويحتفظ كل عميل محتمل بما قدّمه.';
export const consentTextHint =
  'يظهر بجانب مربع اختيار يجب على الزوار تحديده. يحتفظ كل عميل محتمل بالعبارة التي وافق عليها ووقت موافقته. اتركه فارغًا إن لم ترد مربع اختيار.';
export const integrationNotFound = 'التكامل غير موجود.';

// The Integrations screens (the owner's and the team's): every CRM's connection.
export const crmFixedValuesIntro =
  'تُضبط على كل سجل يُرسل إلى نظام CRM، مثل مصدر عميل محتمل «معرض تجاري». اختر الحقل من بين الحقول التي يعرضها نظام CRM.';
export const crmFieldRepeated = 'هذا الحقل مضبوط بالفعل في الأعلى.';
export const crmTooManyFixedValues = 'يمكنك ضبط 10 قيم ثابتة على الأكثر.';
export const crmFixedValuesSaved = 'تم حفظ القيم الثابتة.';
export const crmRetryQueued = 'جارٍ الإرسال مرة أخرى.';
export const crmFieldMapIntro =
  'حقل نظام CRM الذي يملؤه كل حقل من حقول العميل المحتمل. يحدد البريد الإلكتروني السجل دائمًا. اختر «عدم الإرسال» لاستبعاد حقل.';
export const crmFieldMapSaved = 'تم حفظ ربط الحقول';
export const crmFieldsUnavailable =
  'لم يعرض نظام CRM حقوله الآن، لذا لا يمكن تغيير ربط الحقول. يرجى المحاولة مرة أخرى بعد لحظات.';
export const crmFieldsLoading = 'جارٍ قراءة حقول نظام CRM...';
export const crmFixedValueFieldRequired = 'اختر الحقل الذي تذهب إليه هذه القيمة.';
export const crmFixedValueEmpty = 'اكتب القيمة التي يحصل عليها كل سجل، أو احذف هذا الصف.';
