// Passkeys (docs/product.md#passkeys): signing in with the device's screen lock instead of a password.
export const passkeyNameRequired = 'أعطِ مفتاح المرور اسمًا.';
export const passkeyNameTooLong = 'يمكن أن يتكون اسم مفتاح المرور من 60 حرفًا على الأكثر.';
export const passkeyNotFound = 'مفتاح المرور غير موجود.';
export const passkeyResponseInvalid = 'تعذّر التحقق من مفتاح المرور هذا. يرجى المحاولة مرة أخرى.';
export const passkeyChallengeExpired =
  'انتهت صلاحية طلب مفتاح المرور هذا أو سبق استخدامه. يرجى المحاولة مرة أخرى.';
export const passkeyAlreadyAdded = 'مفتاح المرور هذا مضاف إلى حساب بالفعل.';
export const passkeyNotRecognised = 'لم يتم التعرف على مفتاح المرور هذا. سجّل الدخول بكلمة المرور.';
export const passkeyCounterWentBack =
  'يبدو أن مفتاح المرور هذا نسخة، لذا تم رفضه. سجّل الدخول بكلمة المرور.';
export const tooManyPasskeyAttempts =
  'محاولات تسجيل دخول كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.';

// The screens: Login's passkey button and the Security part of Settings.
export const signInWithPasskey = 'تسجيل الدخول بمفتاح مرور';
export const signingInWithPasskey = 'بانتظار مفتاح المرور...';
export const passkeySignInCancelled =
  'تم إلغاء تسجيل الدخول بمفتاح المرور. يرجى المحاولة مرة أخرى.';
export const passkeysTitle = 'مفاتيح المرور';
export const passkeysDescription =
  'يتيح لك مفتاح المرور تسجيل الدخول ببصمة الإصبع أو الوجه أو قفل الشاشة في جهازك بدلًا من كلمة المرور.';
export const noPasskeysYet = 'ليست لديك مفاتيح مرور بعد.';
export const addPasskey = 'إضافة مفتاح مرور';
export const addingPasskey = 'جارٍ الإضافة...';
export const passkeyNameLabel = 'اسم مفتاح المرور';
export const passkeyAdded = 'تمت إضافة مفتاح المرور.';
export const passkeyAddFailed = 'لم تتم إضافة مفتاح المرور. يرجى المحاولة مرة أخرى.';
export const passkeyNotSupported = 'لا يمكن لهذا المتصفح استخدام مفاتيح المرور.';
export const removePasskey = 'إزالة';
export const removePasskeyTitle = 'هل تريد إزالة مفتاح المرور هذا؟';
export const removePasskeyQuestion = 'لن تتمكن بعد الآن من تسجيل الدخول به. وستظل كلمة مرورك تعمل.';
export const passkeyRemoved = 'تمت إزالة مفتاح المرور.';
export const passkeyRemoveFailed = 'لم تتم إزالة مفتاح المرور. يرجى المحاولة مرة أخرى.';
export const signInWithYourPasskey =
  'يشترط فريقك التحقق بخطوتين: سجّل الدخول بمفتاح المرور، وليس بكلمة المرور وحدها.';
export const passkeyPasswordNeeded = 'أدخل كلمة المرور لإضافة مفتاح مرور';
