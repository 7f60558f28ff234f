// A member's request to change a field the team template locks on their card, and the admins'
// decision (docs/product.md#change-requests).
export const changeRequestFieldUnknown = 'هذا ليس حقلًا يحدده قالب الفريق.';
export const changeRequestFieldNotLocked = 'هذا الحقل غير مقفل على بطاقتك: غيّره في المحرر.';
export const changeRequestAlreadyPending = 'سبق أن طلبت تغيير هذا الحقل. سيبتّ فيه أحد المسؤولين.';
export const changeRequestAlreadyDecided = 'تم البتّ في طلب التغيير هذا بالفعل.';
export const changeRequestOwnDecision =
  'لا يمكنك البتّ في طلب التغيير الخاص بك: يبتّ فيه مسؤولو الفريق.';
export const changeRequestStatusUnknown = 'يجب أن تكون الحالة pending أو approved أو rejected.';
export const changeRequestTooMany = 'طلبت تغييرات كثيرة في الساعة الأخيرة. حاول مرة أخرى لاحقًا.';
export const askForChange = 'طلب تغيير';
export const changeRequested = 'تم طلب التغيير';
export const changeRequestNewValue = 'القيمة الجديدة';
export const changeRequestNote = 'ملاحظة للمسؤولين (اختيارية)';
export const changeRequestSend = 'إرسال الطلب';
export const changeRequestSent = 'تم إرسال طلبك إلى المسؤولين.';
export const changeRequestsTab = 'طلبات التغيير';
export const changeRequestsIntro =
  'يطلب الأعضاء تغيير حقل يقفله القالب على بطاقاتهم. وتبقى القيمة المعتمدة على تلك البطاقة وحدها، ولا تغيّرها القوالب.';
export const changeRequestsMine = 'طلبات التغيير الخاصة بك';
export const changeRequestsMineIntro = 'ما طلبت تغييره على بطاقات فريقك، وما قرره المسؤولون.';
export const changeRequestsEmpty = 'لا توجد طلبات تغيير بعد.';
export const changeRequestsWaiting = 'بانتظار القرار';
export const changeRequestsDecided = 'تم البتّ فيها';
export const changeRequestApprove = 'اعتماد';
export const changeRequestReject = 'رفض';
export const changeRequestReason = 'السبب';
export const changeRequestApproved = 'تم اعتماد التغيير.';
export const changeRequestRejected = 'تم رفض التغيير.';
export const changeRequestCleared = '(فارغ)';
export const changeRequestStatusLabels = {
  pending: 'معلّق',
  approved: 'معتمد',
  rejected: 'مرفوض',
} as const;
export const changeRequestCardMoved = 'العضو الذي قدّم الطلب لم يعد يحمل هذه البطاقة. ارفض الطلب.';
export const changeRequestCancel = 'إلغاء';
export const changeRequestDialogIntro =
  'يبتّ أحد مسؤولي فريقك في الطلب. بعد الاعتماد، تظهر القيمة على هذه البطاقة فقط. اترك القيمة فارغة لمسح الحقل.';
export const changeRequestNow = 'الآن';
export const changeRequestNoteLabel = 'ملاحظة';
