// The owner's own data (Settings → Your Data): the download and the account's deletion.
export const accountDataTitle = 'بياناتك';
export const accountDataDescription = 'نزّل نسخة من كل ما نحتفظ به عنك، أو احذف حسابك.';
export const downloadMyData = 'تنزيل بياناتي';
export const downloadingMyData = 'جارٍ التحضير...';
export const accountDataContents =
  'ملف JSON واحد: حسابك وبطاقاتك وملفات Connect والرسائل المستلمة والاشتراك وروابط صورك.';
export const accountDataDownloadFailed = 'تعذّر تنزيل بياناتك. يرجى المحاولة مرة أخرى.';
export const deleteAccountTitle = 'حذف الحساب';
export const deleteAccountSummary = 'يحذف حسابك وكل ما فيه نهائيًا.';
export const deleteAccountButton = 'حذف الحساب';
export const deleteAccountQuestion =
  'ينتهي اشتراكك في الحال. تُمحى بطاقاتك وتُحرَّر: تُحذف بياناتها وملفات Connect والمعرّفات والرسائل والإحصاءات، وتتوقف روابطها عن العمل. وتُحذف صورك أيضًا. لا يمكن التراجع عن ذلك.';
export const deleteAccountPasswordLabel = 'كلمة المرور';
export const deleteAccountConfirm = 'حذف حسابي';
export const deleteAccountKeep = 'لا، أبقِ حسابي';
export const deleteAccountFailed = 'تعذّر حذف حسابك. يرجى المحاولة مرة أخرى.';
export const accountDeleted = 'تم حذف حسابك.';
