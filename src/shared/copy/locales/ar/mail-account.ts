import { icu } from './language';

export const mailVerificationSubject = 'أعدّ حسابك في Catalyst Connect';
export const mailVerificationPreview = 'بطاقة Catalyst الخاصة بك في الطريق. أعدّ حسابك لإدارتها.';
export const mailVerificationThanks =
  'شكرًا لطلبك! بطاقة Catalyst الخاصة بك مرتبطة بحساب في Catalyst Connect لعنوان البريد الإلكتروني هذا.';
export const mailVerificationChoosePassword =
  'اختر كلمة مرور لإكمال الإعداد. بعدها يمكنك تعديل بطاقتك وتنزيل ملف جهة الاتصال ومشاركة رمز QR الخاص بك.';
export const mailVerificationAction = 'إعداد حسابي';
export const mailVerificationNote =
  'يعمل هذا الرابط لمدة 7 أيام. إذا لم تطلب بطاقة Catalyst، يمكنك تجاهل هذه الرسالة.';

export const mailResetSubject = 'أعد تعيين كلمة مرور Catalyst Connect';
export const mailResetPreview = 'استخدم هذا الرابط لاختيار كلمة مرور جديدة.';
export const mailResetAsked = 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Catalyst Connect.';
export const mailResetAction = 'اختيار كلمة مرور جديدة';
export const mailResetNote =
  'يعمل هذا الرابط مرة واحدة خلال ساعة واحدة. إذا لم تطلبه، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.';

export const mailEmailChangeSubject = 'أكّد بريدك الإلكتروني الجديد في Catalyst Connect';
export const mailEmailChangePreview = 'أكّد هذا العنوان لتسجّل الدخول به من الآن فصاعدًا.';
export const mailEmailChangeAsked =
  'طلب أحدهم نقل حساب في Catalyst Connect إلى عنوان البريد الإلكتروني هذا.';
export const mailEmailChangeIfYou =
  'إذا كنت أنت من طلب ذلك، فأكّد العنوان. ستسجّل الدخول به بعد ذلك على جميع أجهزتك.';
export const mailEmailChangeAction = 'تأكيد عنواني الجديد';
export const mailEmailChangeNote =
  'يعمل هذا الرابط مرة واحدة خلال 24 ساعة. إذا لم تطلبه، فتجاهل هذه الرسالة: لن يتغير شيء.';

export const mailAddressTakenPreview = 'لهذا العنوان حساب بالفعل، لذا لم يتغير شيء.';
export const mailAddressTakenAsked =
  'طلب أحدهم نقل حساب في Catalyst Connect إلى عنوان البريد الإلكتروني هذا، لكن لهذا العنوان حساب بالفعل، لذا لم يتغير شيء.';
export const mailAddressTakenIfYou =
  'إذا كنت أنت من طلب ذلك، فسجّل الدخول بهذا العنوان، أو اختر عنوانًا آخر للحساب الآخر.';

export const mailEmailChangingSubject = 'يجري تغيير بريدك الإلكتروني في Catalyst Connect';
export const mailEmailChangingPreview = icu<[newEmail: string]>(
  'تغيير إلى {newEmail} بانتظار التأكيد.',
  'newEmail',
);
export const mailEmailChangingAsked = icu<[newEmail: string]>(
  'طلب أحدهم تغيير البريد الإلكتروني لحسابك في Catalyst Connect إلى {newEmail}. لن يتغير شيء حتى يُستخدم الرابط المرسل إلى ذلك العنوان.',
  'newEmail',
);
export const mailEmailChangingNotYou =
  'إذا لم تكن أنت، فغيّر كلمة مرورك الآن: من قدّم الطلب كان يعرفها.';
export const mailEmailChangingNote =
  'إلى أن يُؤكَّد العنوان الجديد، ستواصل تسجيل الدخول بهذا العنوان.';

export const mailEmailChangedSubject = 'تم تغيير بريدك الإلكتروني في Catalyst Connect';
export const mailEmailChangedPreview = icu<[newEmail: string]>(
  'أصبح حسابك يسجّل الدخول باستخدام {newEmail}.',
  'newEmail',
);
export const mailEmailChangedNow = icu<[newEmail: string]>(
  'أصبح البريد الإلكتروني لحسابك في Catalyst Connect هو {newEmail}. تم تسجيل الخروج من جميع الأجهزة؛ سجّل الدخول بالعنوان الجديد.',
  'newEmail',
);

export const mailNewSignInSubject = 'تسجيل دخول جديد إلى حسابك في Catalyst';
export const mailNewSignInPreview = icu<[device: string, when: string]>(
  '{device}، {when}.',
  'device',
  'when',
);
export const mailNewSignInBody = icu<[device: string, when: string]>(
  'تم للتو تسجيل الدخول إلى حسابك في Catalyst Connect من {device}، في {when}.',
  'device',
  'when',
);
export const mailNewSignInIfYou =
  'إذا كنت أنت، فلا داعي لفعل أي شيء. وإن لم تكن أنت، فسجّل خروج تلك الجلسة من إعداداتك وغيّر كلمة مرورك: من سجّل الدخول كان يعرفها.';
export const mailReviewSessions = 'مراجعة جلساتي';
export const mailNewSignInNote =
  'نرسل هذه الرسالة عند تسجيل الدخول إلى حسابك من جهاز لم يُستخدم معه خلال آخر 90 يومًا.';

export const mailPasskeySubject = icu<[added: boolean]>(
  '{added, select, true {أُضيف مفتاح مرور إلى حسابك في Catalyst Connect} other {أُزيل مفتاح مرور من حسابك في Catalyst Connect}}',
  'added',
);
export const mailPasskeyBody = icu<[added: boolean, name: string]>(
  '{added, select, true {أُضيف مفتاح المرور «{name}» إلى حسابك في Catalyst Connect: يتيح تسجيل الدخول دون كلمة مرور.} other {أُزيل مفتاح المرور «{name}» من حسابك في Catalyst Connect: لم يعد يتيح تسجيل الدخول.}}',
  'added',
  'name',
);

export const mailTwoStepSubject = icu<[on: boolean]>(
  '{on, select, true {تم تفعيل التحقق بخطوتين لحسابك في Catalyst Connect} other {تم إيقاف التحقق بخطوتين لحسابك في Catalyst Connect}}',
  'on',
);
export const mailTwoStepPreview = icu<[on: boolean]>(
  '{on, select, true {يطلب تسجيل الدخول الآن أيضًا رمزًا من تطبيق المصادقة.} other {لم يعد تسجيل الدخول يطلب رمزًا.}}',
  'on',
);
export const mailTwoStepBody = icu<[on: boolean]>(
  '{on, select, true {تم إعداد التحقق بخطوتين لحسابك في Catalyst Connect: يطلب تسجيل الدخول الآن رمزًا من تطبيق المصادقة على هاتفك، أو أحد رموز الاسترداد الخاصة بك.} other {تم إيقاف التحقق بخطوتين لحسابك في Catalyst Connect: يطلب تسجيل الدخول كلمة مرورك فقط.}}',
  'on',
);
