import { icu } from './language';

// The screens before and around signing in (docs/product.md#screens): creating the account,
// confirming an e-mail change, choosing a new password, signing in and out, and the inactivity prompt.

// Create Your Account: the form of the invitation link.
export const acctFirstName = 'الاسم الأول';
export const acctLastName = 'اسم العائلة';
export const acctEmail = 'البريد الإلكتروني';
export const acctEmailCannotBeChangedUntilYou = 'لا يمكن تغيير البريد الإلكتروني قبل تسجيل الدخول.';
export const acctPassword = 'كلمة المرور';
export const acctConfirmPassword = 'تأكيد كلمة المرور';
export const acctCreateAccount = 'إنشاء الحساب';
export const acctCreatingAccount = 'جارٍ إنشاء الحساب...';

// Confirm Your New Email Address: the link mailed to a new address.
export const acctLogIn = 'سجّل الدخول';
export const acctYourEmailAddressIsChanged = 'تم تغيير بريدك الإلكتروني';
export const acctConfirmYourNewEmailAddress = 'تأكيد بريدك الإلكتروني الجديد';
export const acctYourAccountWillUseThisAddress =
  'سيستخدم حسابك هذا العنوان من الآن فصاعدًا، وسيتم تسجيل الخروج من جميع الأجهزة.';
export const acctConfirmEmailAddress = 'تأكيد البريد الإلكتروني';
export const acctConfirming = 'جارٍ التأكيد...';
/** After the change; {login} is the Log in link. */
export const acctAccountNowUses = icu<[email: string, login: string]>(
  'يستخدم حسابك الآن {email}. {login} به.',
  'email',
  'login',
);

// Create Your Account: checking the invitation link.
export const acctSendMeANewLink = 'أرسل لي رابطًا جديدًا';
export const acctVerifyingYourAccount = 'جارٍ التحقق من حسابك...';
export const acctUnableToVerifyYourAccount = 'تعذّر التحقق من حسابك';
export const acctYourAccountIsAlreadyVerified = 'تم التحقق من حسابك بالفعل';
export const acctLogInToYourAccount = 'سجّل الدخول إلى حسابك';
export const acctCreateYourAccount = 'أنشئ حسابك';
export const acctCompleteYourAccountSetupToGet = 'أكمل إعداد حسابك للبدء';

// Send Password Reset Instructions.
export const acctSendPasswordResetInstructions = 'إعادة تعيين كلمة المرور';
export const acctEnterTheEmailAddressOfYour =
  'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.';
export const acctEmailAddress = 'البريد الإلكتروني';
export const acctSend = 'إرسال';
export const acctSending = 'جارٍ الإرسال...';
export const acctBackToLogin = 'العودة إلى تسجيل الدخول';

// Update Your Password: the link of a reset mail.
export const acctUpdateYourPassword = 'تحديث كلمة المرور';
export const acctErrorLoadingData = 'حدث خطأ أثناء تحميل البيانات';
export const acctRequestANewLink = 'طلب رابط جديد';
export const acctChooseANewPasswordOfAt = 'اختر كلمة مرور جديدة من 8 أحرف على الأقل.';
export const acctPasswordConfirmation = 'تأكيد كلمة المرور';
export const acctResetPassword = 'إعادة تعيين كلمة المرور';

// The notice after signing up: look for the verification mail.
export const acctPleaseHelpUsVerifyYourAccount = 'ساعدنا في التحقق من حسابك';
export const acctHiName = icu<[name: string]>('مرحبًا {name}،', 'name');
export const acctHi = 'مرحبًا،';
export const acctYourEmailAddress = 'بريدك الإلكتروني';
export const acctWeSentAVerificationEmail = icu<[email: string]>(
  'أرسلنا رسالة تحقق إلى {email} تتضمن رابطًا لإعداد حسابك. افتحه لاختيار كلمة المرور والبدء في إدارة بطاقاتك.',
  'email',
);
export const acctCantFindItCheckYourSpam =
  'لم تجدها؟ تحقق من مجلد البريد العشوائي. هل أكملت الإعداد؟';

// Login.
export const acctSignInToYourAccount = 'سجّل الدخول إلى حسابك';
export const acctLogin = 'تسجيل الدخول';
export const acctLoggingIn = 'جارٍ تسجيل الدخول...';
export const acctForgotPasswordClickHere = 'نسيت كلمة المرور؟ انقر هنا.';

// Logout.
export const acctLoggingYouOutNow = 'جارٍ تسجيل خروجك الآن.';
export const acctYoullBeAutomaticallyRedirectedInA = 'ستتم إعادة توجيهك تلقائيًا خلال ثوانٍ.';

// The end of a company sign-in (single sign-on).
export const acctTestSignIn = 'تسجيل دخول تجريبي';
export const acctSingleSignOn = 'تسجيل الدخول الموحّد';
export const acctSignInAgain = 'سجّل الدخول مرة أخرى';

// The prompt before an idle session is signed out.
export const acctAreYouStillThere = 'هل ما زلت هنا؟';
export const acctLoggedOutIn = icu<[seconds: number]>(
  'بسبب عدم النشاط، سيتم تسجيل خروجك خلال {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}. انقر على الزر أدناه لتمديد جلستك.',
  'seconds',
);
export const acctImStillHere = 'ما زلت هنا!';
