// API keys (docs/product.md#integrations): what Zapier, Make, n8n or a script sign in with.
export const apiKeyNameRequired = 'أعطِ المفتاح اسمًا.';
export const apiKeyNameTooLong = 'يمكن أن يتكون اسم المفتاح من 100 حرف على الأكثر.';
export const apiKeyScopesRequired = 'اختر نطاقًا واحدًا على الأقل.';
export const apiKeyNotFound = 'مفتاح API غير موجود.';
export const tooManyApiKeys = 'يمكنك امتلاك 20 مفتاح API على الأكثر. أبطِل واحدًا أولًا.';
export const apiKeyInvalid = 'مفتاح API هذا غير صالح، أو تم إبطاله.';
export const apiKeyTooManyRequests =
  'أرسل مفتاح API هذا أكثر من 600 طلب في دقيقة واحدة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.';
export const apiKeyNotAccepted =
  'تعمل مفاتيح API فقط على مسارات القراءة للبطاقات والعملاء المحتملين وعلى Webhooks. سجّل الدخول لما عدا ذلك.';

// The Integrations screen: the owner's API keys.
export const apiKeysIntro =
  'يتيح مفتاح API لـ Zapier أو Make أو n8n أو لبرنامجك النصي الخاص استخدام حسابك دون كلمة مرورك. أرسله في ترويسة كل طلب:';
export const apiKeysWhereTheyWork =
  'تعمل المفاتيح على مسارات القراءة للبطاقات والعملاء المحتملين وعلى Webhooks. ويصف مرجع API كل مسار.';
export const noApiKeysYet =
  'أنشئ مفتاحًا لكل أداة تربطها، حتى تتمكن من إبطال أحدها دون إيقاف الأخرى.';
export const apiKeyShownOnce = 'انسخ هذا المفتاح الآن واحفظه في مكان آمن: لن يظهر مرة أخرى.';
export const apiKeyCreated = 'تم إنشاء مفتاح API. انسخه الآن: لن يظهر إلا مرة واحدة.';
export const apiKeyRevoked = 'تم إبطال مفتاح API.';
export const revokeApiKeyQuestion =
  'سيُرفض كل ما يستخدم هذا المفتاح من الآن فصاعدًا. لا يمكن التراجع عن ذلك.';
/** The API reference's page title and heading (/api/docs). */
export const apiReferenceTitle = 'واجهة برمجة تطبيقات Catalyst Connect';
