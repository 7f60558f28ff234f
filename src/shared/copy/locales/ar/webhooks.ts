// Webhooks (docs/product.md#integrations): where an owner's leads and card changes are sent.
export const webhookUrlInvalid = 'أدخل عنوانًا يبدأ بـ http:// أو https://.';
export const webhookEventsRequired = 'اختر حدثًا واحدًا على الأقل.';
export const webhookChangeRequired = 'أرسل عنوانًا أو أحداثًا أو enabled.';
export const webhookNotFound = 'الـ Webhook غير موجود.';
export const tooManyWebhooks = 'يمكنك امتلاك 10 Webhooks على الأكثر. احذف واحدًا أولًا.';
export const webhookDeliveryQueued = 'أُعيد الإرسال. سيظهر أدناه بعد لحظات.';
export const webhookCreated =
  'تم إنشاء الـ Webhook. انسخ سر التوقيع الخاص به الآن: لن يظهر إلا مرة واحدة.';
export const webhookDeleted = 'تم حذف الـ Webhook.';
export const webhookSecretRotated =
  'تم إنشاء سر توقيع جديد. يستمر السر القديم في التوقيع لمدة 24 ساعة، لذا حدّث جهة الاستقبال الآن.';
export const webhookPrivateDestination =
  'مرفوض: يشير العنوان إلى شبكة خاصة أو شبكة loopback أو link-local.';
/** A delivery's error when its stored secret no longer opens (the server's key changed). */
export const webhookSecretUnreadable =
  'تعذّرت قراءة سر التوقيع. أنشئ سر توقيع جديدًا لإعادة الإرسال.';
export const webhookDisabledSubject = 'تم إيقاف أحد Webhooks الخاصة بك';

// The Integrations screens (the owner's and the team's): webhooks.
export const webhooksIntro =
  'يرسل الـ Webhook طلب POST إلى عنوانك عند وصول عميل محتمل أو تغييره أو حذفه، أو عند تغيّر بطاقة.';
export const webhooksSigningNote =
  'يُوقَّع كل إرسال وفق Standard Webhooks: تحقّق منه بسر التوقيع الخاص به، مثلًا باستخدام حزمة standardwebhooks.';
export const teamWebhooksIntro =
  'تذهب أحداث بطاقة الفريق إلى Webhooks الفريق فقط، وليس إلى Webhooks العضو الذي يحملها.';
export const noWebhooksYet =
  'أضف عنوان نظام CRM الخاص بك، أو عنوان hook في Zapier أو Make أو n8n، أو عنوان خادمك الخاص.';
export const webhookSecretShownOnce =
  'انسخ سر التوقيع هذا الآن واحفظه في مكان آمن: لن يظهر مرة أخرى.';
export const rotateWebhookSecretTitle = 'هل تريد إنشاء سر توقيع جديد؟';
export const rotateWebhookSecretQuestion =
  'يظهر السر الجديد مرة واحدة. ويستمر السر الحالي في التوقيع لمدة 24 ساعة، حتى تتمكن جهة الاستقبال من التحول إليه.';
export const deleteWebhookTitle = 'هل تريد حذف هذا الـ Webhook؟';
export const deleteWebhookQuestion =
  'لن يُرسل أي شيء بعد الآن إلى هذا العنوان، ويُحذف سجل الإرسال معه.';
export const webhookSwitchedOff = 'تم إيقاف الـ Webhook. لن يُرسل إليه شيء حتى تشغّله.';
export const webhookSwitchedOn = 'تم تشغيل الـ Webhook.';
export const webhookDisabledNote = 'متوقف: لا يُرسل إليه شيء. شغّله لإرسال الأحداث التالية مرة أخرى.';
export const noWebhookDeliveries =
  'لا توجد عمليات إرسال بعد. ستظهر هنا عند وقوع حدث يستمع إليه هذا الـ Webhook.';
export const webhookDeliveryNotSentYet = 'لم يُرسل بعد.';
export const teamIntegrationsNoTeam =
  'لست عضوًا في فريق. أنشئ فريقًا في قسم الفريق لإرسال بطاقاته إلى Webhook.';
export const webhookDeliveryInFlight = 'هذا الإرسال قيد التنفيذ الآن. حاول مرة أخرى بعد دقيقة.';
export const webhookTestTooMany =
  'أُرسل إلى هذا الـ Webhook عشرة أحداث تجريبية في الدقيقة الأخيرة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.';
/** The message of the example lead GET /api/hooks/samples/{event} answers before any real one. */
export const exampleLeadMessage = 'أعجبتني محاضرتك كثيرًا. هل يمكننا أن نلتقي الأسبوع المقبل؟';

// The Integrations screen: "Send test event" and "Verify a delivery".
export const verifyDeliveryIntro =
  'تحقّق من توقيع كل إرسال بسر توقيع الـ Webhook قبل أن تثق به. يحمل كل إرسال ثلاث ترويسات:';
export const webhookIdHeaderNote =
  'معرّف الإرسال، وهو نفسه في كل إعادة محاولة: استخدمه لتجاهل التكرارات.';
export const webhookTimestampHeaderNote =
  'وقت توقيع هذه المحاولة، بالثواني منذ عام 1970: ارفض أي محاولة مضى عليها أكثر من خمس دقائق.';
export const webhookSignatureHeaderNote =
  'v1 ثم التوقيع. خلال 24 ساعة بعد إنشاء سر جديد يوجد توقيعان يفصل بينهما مسافة، وأيّ منهما يكفي للتحقق.';
export const webhookSecretKeptWhole =
  'مرّر سر التوقيع كاملًا إلى المكتبة، بما في ذلك whsec_: لا تحذف البادئة. وتحقّق من النص كما وصل تمامًا، قبل تحليله.';
/** Five lines of Node that verify a delivery (the standardwebhooks package on npm). */
export const verifyNodeSnippet = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook('whsec_...'); // السر كاملًا، بما في ذلك whsec_
// rawBody: النص كما وصل تمامًا، قبل أي تحليل لـ JSON
const event = webhook.verify(rawBody, request.headers); // يطلق خطأ إذا كان مزوّرًا أو قديمًا`;
/** Five lines of Python that verify a delivery (the standardwebhooks package on PyPI). */
export const verifyPythonSnippet = `from standardwebhooks import Webhook

webhook = Webhook("whsec_...")  # السر كاملًا، بما في ذلك whsec_
# raw_body: النص كما وصل تمامًا، قبل أي تحليل لـ JSON
event = webhook.verify(raw_body, request.headers)  # يطلق استثناءً إذا كان مزوّرًا أو قديمًا`;
