// The owner's sessions: Settings → Security, and the device a session was signed in from.
export const unknownDevice = 'جهاز غير معروف';
export const sessionNotFound = 'الجلسة غير موجودة';
export const securityTitle = 'الأمان';
export const securityDescription =
  'كيف تسجّل الدخول إلى جانب كلمة المرور، وأين سُجّل الدخول إلى حسابك.';
export const sessionsTitle = 'جلساتك';
export const thisDevice = 'هذا الجهاز';
export const signOutSession = 'تسجيل الخروج';
export const signingOutSession = 'جارٍ تسجيل الخروج...';
export const signOutOtherSessions = 'تسجيل الخروج من كل الجلسات الأخرى';
export const signingOutOtherSessions = 'جارٍ تسجيل الخروج من الجلسات الأخرى...';
export const noOtherSessions = 'لم تسجّل الدخول في أي مكان آخر.';
export const sessionSignedOut = 'تم تسجيل الخروج من تلك الجلسة.';
export const sessionSignOutFailed =
  'تعذّر علينا تسجيل الخروج من تلك الجلسة. يرجى المحاولة مرة أخرى.';
export const otherSessionsSignOutFailed =
  'تعذّر علينا تسجيل الخروج من جلساتك الأخرى. يرجى المحاولة مرة أخرى.';
export const sessionSignedInLabel = 'وقت تسجيل الدخول';
export const sessionLastActiveLabel = 'آخر نشاط';
export const sessionLocationLabel = 'الشبكة';
