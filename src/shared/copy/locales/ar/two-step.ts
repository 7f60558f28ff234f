// Two-step sign-in (authenticator-app codes) and the team rule that requires it.
export const twoStepCodeFormat = 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة';
export const recoveryCodeFormat = 'أدخل أحد رموز الاسترداد الخاصة بك';
export const twoStepCodeOrRecoveryCode = 'أرسل رمزًا أو رمز استرداد';
export const twoStepWrongCode = 'هذا الرمز غير صحيح';
export const twoStepSignInEnded = 'انتهت عملية تسجيل الدخول هذه. سجّل الدخول مرة أخرى بكلمة المرور.';
export const twoStepTooManyWrongCodes = 'رموز خاطئة كثيرة جدًا. حاول مرة أخرى لاحقًا.';
export const twoStepNoSetupStarted = 'ابدأ إعداد التحقق بخطوتين أولًا';
export const twoStepIsOff = 'التحقق بخطوتين غير مفعّل';
export const twoStepRequiredByTeam = 'يشترط فريقك التحقق بخطوتين، لذا يبقى مفعّلًا';
export const twoStepIssuer = 'Catalyst Connect';
export const twoStepTitle = 'التحقق بخطوتين';
export const twoStepOffIntro = 'سجّل الدخول بكلمة المرور ورمز من تطبيق مصادقة على هاتفك.';
export const twoStepOnStatus = 'التحقق بخطوتين مفعّل.';
export const twoStepStart = 'إعداد التحقق بخطوتين';
export const twoStepStartAgain = 'إعداد هاتف جديد';
export const twoStepScan = 'امسح رمز QR هذا بتطبيق المصادقة، أو اكتب مفتاح الإعداد فيه.';
export const twoStepQrLabel = 'رمز QR لتطبيق المصادقة';
export const twoStepSecretLabel = 'مفتاح الإعداد';
export const twoStepCodeLabel = 'الرمز المكوّن من 6 أرقام';
export const twoStepTurnOn = 'تفعيل';
export const twoStepCancelSetup = 'إلغاء';
export const twoStepRecoveryIntro =
  'احفظ رموز الاسترداد هذه في مكان آمن. يعمل كل رمز مرة واحدة إذا فقدت هاتفك، ولن تظهر إلا الآن.';
export const twoStepRecoveryTitle = 'رموز الاسترداد';
export const twoStepDownloadCodes = 'تنزيل';
export const twoStepSavedCodes = 'حفظت رموز الاسترداد';
export const twoStepDone = 'تم';
export const twoStepTurnOff = 'إيقاف التحقق بخطوتين';
export const twoStepTurnOffIntro = 'أدخل كلمة المرور لإيقاف التحقق بخطوتين.';
export const twoStepTurnedOn = 'تم تفعيل التحقق بخطوتين';
export const twoStepTurnedOff = 'تم إيقاف التحقق بخطوتين';
export const twoStepPasswordLabel = 'كلمة المرور';
export const twoStepRecoveryFileHeading =
  'رموز الاسترداد لـ Catalyst Connect. يعمل كل رمز مرة واحدة، بدلًا من رمز تطبيق المصادقة.';
export const twoStepLoginTitle = 'أدخل الرمز';
export const twoStepLoginIntro =
  'افتح تطبيق المصادقة وأدخل الرمز المكوّن من 6 أرقام الخاص بـ Catalyst Connect.';
export const twoStepRecoveryLoginIntro = 'أدخل أحد رموز الاسترداد التي حفظتها.';
export const twoStepUseRecoveryCode = 'استخدام رمز استرداد بدلًا من ذلك';
export const twoStepUseAppCode = 'استخدام رمز من التطبيق بدلًا من ذلك';
export const twoStepRecoveryCodeLabel = 'رمز الاسترداد';
export const twoStepVerify = 'التحقق';
export const twoStepSetupRequiredTitle = 'إعداد التحقق بخطوتين';
export const twoStepSetupRequiredIntro = 'يشترط فريقك التحقق بخطوتين. أعدّه للمتابعة.';
export const twoStepContinue = 'متابعة';
export const requireTwoStepLabel = 'اشتراط التحقق بخطوتين';
export const requireTwoStepHint =
  'سيُطلب من الأعضاء الذين لم يُعدّوا التحقق بخطوتين إعداده عند تسجيل دخولهم التالي.';
export const requireTwoStepSaved = 'تم حفظ قاعدة تسجيل الدخول';
export const memberTwoStepOn = 'التحقق بخطوتين مفعّل';
export const memberTwoStepOff = 'التحقق بخطوتين غير مفعّل';
export const memberTwoStepColumn = 'التحقق بخطوتين';
// A passkey in place of the authenticator app, in the setup a team's rule leads to at sign-in.
export const usePasskeyInstead = 'استخدام مفتاح مرور بدلًا من ذلك';
export const setupPasskeyCancelled =
  'لم تتم إضافة أي مفتاح مرور: أُغلقت النافذة أو انتهت مهلتها. حاول مرة أخرى، أو أعدّ تطبيق المصادقة.';
export const twoStepPasswordToReplace = 'أدخل كلمة المرور لإعداد التحقق بخطوتين';
