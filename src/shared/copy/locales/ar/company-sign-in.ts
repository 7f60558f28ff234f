// Company sign-in: verified domains, single sign-on (OpenID Connect, SAML) and SCIM provisioning.
export const ssoRequiredForAccount = 'تدير شركتك دخولك عبر تسجيل الدخول الموحّد.';
export const continueWithSso = 'المتابعة عبر تسجيل الدخول الموحّد';
export const domainNotFound = 'النطاق غير موجود';
export const domainInvalid = 'أدخل نطاقًا مثل example.com';
export const domainIsPublicMail = 'هذا نطاق بريد عام: طالب بنطاق تملكه شركتك';
export const domainTakenByAnotherTeam = 'تحقّق فريق آخر من هذا النطاق';
export const domainAlreadyClaimed = 'طالب فريقك بهذا النطاق بالفعل';
export const ssoNotSetUp = 'لم يتم إعداد تسجيل الدخول الموحّد';
export const ssoCodeInvalid = 'انتهت صلاحية رابط تسجيل الدخول هذا. سجّل الدخول مرة أخرى.';
export const scimTokenNotFound = 'رمز SCIM غير موجود';
export const scimTokenName = 'اسم الرمز';
export const ssoSigningIn = 'جارٍ تسجيل دخولك...';
export const ssoOwnerKeepsPassword =
  'بصفتك المالك تحتفظ بكلمة مرورك: فهي طريق العودة إذا كان إعداد موفّر الهوية خاطئًا. فاحمِها بتفعيل التحقق بخطوتين.';
export const ssoTurnOffConfirm =
  'هل تريد إيقاف تسجيل الدخول الموحّد؟ سيعود الأشخاص إلى تسجيل الدخول بكلمات مرورهم.';
export const ssoSettingsSaved = 'تم حفظ تسجيل الدخول الموحّد';
export const ssoTurnedOff = 'تم إيقاف تسجيل الدخول الموحّد';
export const ssoNeedsVerifiedDomain =
  'يسري تسجيل الدخول الموحّد على العناوين التابعة للنطاقات التي تحقّق منها فريقك.';
export const ssoSecretStored = 'هناك سر محفوظ. اترك هذا الحقل فارغًا للاحتفاظ به.';
