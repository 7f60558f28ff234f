// The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
export const cardNumberInvalid = 'رقم بطاقتك غير صالح.';
export const cardExpiryIncomplete = 'تاريخ انتهاء صلاحية بطاقتك غير مكتمل.';
export const cardExpiryInPast = 'سنة انتهاء صلاحية بطاقتك قد مضت.';
export const cardCvcIncomplete = 'رمز الأمان لبطاقتك غير مكتمل.';
export const cardDeclined = 'تم رفض بطاقتك.';
export const cardInsufficientFunds = 'رصيد بطاقتك غير كافٍ.';
export const cardExpired = 'انتهت صلاحية بطاقتك.';
export const cardCvcIncorrect = 'رمز الأمان لبطاقتك غير صحيح.';
export const cardProcessingError = 'حدث خطأ أثناء معالجة بطاقتك. حاول مرة أخرى بعد قليل.';
