// Visitor messages (the public profile's contact form).
/** The subject of a reply to a visitor's message (Messages → Reply by email). */
export const replySubject = 'رد: رسالتك على Catalyst Connect';
export const noUnreadMessages = 'لا توجد رسائل غير مقروءة.';
/** The error screen for an address the app does not have (docs/product.md#error-screen). */
export const pageNotFound = 'عذرًا، لم نتمكن من العثور على هذه الصفحة.';
/** The error screen of the operator console, for an owner who is not staff. */
export const staffOnlyArea =
  'هذه المنطقة مخصصة لموظفي Catalyst. بطاقاتك وإعداداتك موجودة في حسابك.';
export const messageSent = 'تم إرسال الرسالة!';
export const failedToSendMessage = 'تعذّر إرسال الرسالة';
export const contactFormDisabledInEditMode = 'نموذج الاتصال معطّل في وضع التعديل';
export const sharingDisabledInEditMode = 'المشاركة معطّلة في وضع التعديل';
export const profileNotAcceptingMessages = 'هذا الملف الشخصي لا يستقبل الرسائل';
export const tooManyMessages = 'رسائل كثيرة جدًا. يرجى المحاولة مرة أخرى لاحقًا.';
/** A post of the contact form that a page of another site made (decision 028). */
export const crossSiteMessageRefused = 'لا يمكن إرسال الرسائل إلا من صفحة البطاقة نفسها.';
export const messageInvalidCharacters = 'تحتوي الرسالة على أحرف غير صالحة';
// The thank-you's "E-mail me {name}'s contact" (docs/product.md#messages).
export const contactTokenInvalid =
  'انتهت صلاحية هذا الزر. نزّل جهة الاتصال بدلًا من ذلك، أو أرسل رسالتك مرة أخرى.';
export const tooManyContactEmails =
  'سبق إرسال جهة الاتصال إلى بريدك الإلكتروني اليوم. نزّلها بدلًا من ذلك.';
export const contactEmailed = 'تم الإرسال. تحقّق من بريدك الوارد.';
export const consentRequired = 'ضع علامة في المربع للموافقة أولًا.';
/** Above the contact form's fields: what the asterisk after a label means. */
export const requiredFieldsNote = 'الحقول المميزة بعلامة * مطلوبة.';
