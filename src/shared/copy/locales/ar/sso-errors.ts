// Why a single sign-on ended on the Login page (/login?ssoError={reason}, SSO_ERROR_REASONS).
export const ssoErrorExpired = 'استغرق تسجيل الدخول وقتًا طويلًا. ابدأ من جديد.';
export const ssoErrorState =
  'لا يطابق تسجيل الدخول هذا أي تسجيل دخول بدأ هنا، لذا لم يُسجَّل دخول أحد. ابدأ من جديد من هذه الصفحة.';
export const ssoErrorProvider =
  'لم يسجّل موفّر الهوية في شركتك دخولك. حاول مرة أخرى، أو تواصل مع فريق تقنية المعلومات.';
export const ssoErrorRefused =
  'تعذّر التحقق من رد موفّر الهوية، لذا لم يُسجَّل دخول أحد. اطلب من فريق تقنية المعلومات مراجعة إعدادات تسجيل الدخول الموحّد.';
export const ssoErrorEmailUnverified =
  'لم يتحقق موفّر الهوية من عنوان بريدك الإلكتروني، لذا لم يُسجَّل دخول أحد. تواصل مع فريق تقنية المعلومات.';
export const ssoErrorDomain = 'عنوانك ليس على نطاق تحقّق منه فريقك. تواصل مع مسؤول فريقك.';
export const ssoErrorNotMember = 'لست عضوًا في هذا الفريق. اطلب من مسؤول فريقك دعوتك.';
export const ssoErrorSuspended = 'هذا الحساب موقوف. تواصل مع الدعم.';
export const ssoErrorNotSetUp =
  'لم يتم إعداد تسجيل الدخول الموحّد لهذا العنوان. سجّل الدخول بكلمة المرور.';
