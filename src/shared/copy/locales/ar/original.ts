// The original wording (docs/product.md#wording), in Modern Standard Arabic.
export const invalidLogin = 'محاولة تسجيل دخول غير صالحة';
export const emailMissing = 'يجب إدخال بريد إلكتروني لتسجيل الدخول';
export const unexpectedLoadError = 'حدث خطأ غير متوقع أثناء تحميل بياناتك';
export const genericSettingsFailure = 'عذرًا، حدث خلل ما.';
export const saved = 'تم الحفظ!';
export const passwordUpdated = 'تم تحديث كلمة المرور';
export const passwordsDoNotMatch = 'كلمتا المرور غير متطابقتين';
export const passwordTooShort = 'يجب ألا تقل عن 8 أحرف';
export const invalidEmail = 'يرجى إدخال عنوان بريد إلكتروني صالح';
export const emailTaken = 'عنوان البريد الإلكتروني هذا مستخدم بالفعل في حساب آخر';
export const tooManyLoginAttempts =
  'محاولات تسجيل دخول كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.';
export const unauthorized = 'يجب تسجيل الدخول للقيام بذلك';
export const sessionExpired = 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.';
export const failedToFindCustomer = 'تعذّر العثور على العميل';
export const failedToUpgrade = 'تعذّرت الترقية';
export const failedToCreateBillingPortal = 'تعذّر إنشاء جلسة بوابة الفوترة';
export const failedToConfirmSubscription = 'تعذّر تأكيد الاشتراك';
export const failedToCancelSubscription = 'تعذّر إلغاء الاشتراك';
export const subscriptionCanceled = 'تم إلغاء الاشتراك. جارٍ إعادة تحميل جلستك...';
export const subscriptionConfirmed = 'تم استلام الدفعة. مرحبًا بك في Catalyst Connect!';
export const cancelSubscriptionQuestion = 'هل تريد بالتأكيد إلغاء اشتراكك؟';
export const paymentFormLoadFailed = 'تعذّر تحميل معلومات الدفع. يرجى تحديث الصفحة';
export const invalidVerificationLink = 'رابط التحقق هذا غير صالح أو انتهت صلاحيته';
export const accountAlreadyCreated = 'تم إعداد هذا الحساب بالفعل. يرجى تسجيل الدخول.';
export const invitationEmailMismatch =
  'يرجى استخدام عنوان البريد الإلكتروني الذي أُرسلت إليه الدعوة';
export const invalidResetLink = 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته';
/** The reset page, when its link is checked on opening and no longer works. */
export const resetLinkExpiredOrUsed = 'انتهت صلاحية هذا الرابط أو سبق استخدامه';
export const tooManyResetRequests =
  'طلبات كثيرة جدًا لإعادة تعيين كلمة المرور. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.';
export const somethingNotWorking = 'هناك شيء لا يعمل كما ينبغي';
export const resetEmailOnTheWay = 'رسالة إعادة التعيين في طريقها إليك!';
export const passwordSaved = 'تم حفظ كلمة المرور! يرجى تسجيل الدخول مرة أخرى';
export const accountCreated = 'تم إنشاء الحساب بنجاح! جارٍ التوجيه إلى تسجيل الدخول...';
export const accountCreationFailed = 'تعذّر إنشاء الحساب. يرجى المحاولة مرة أخرى.';
