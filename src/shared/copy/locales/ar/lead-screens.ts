// The owner's Messages screen (docs/product.md#messages): the lead list, a lead's tools, its
// CRM status and the follow-up mail.

// A lead's CRM status.
export const leadsUiWaiting = 'قيد الانتظار';
export const leadsUiCrm = 'CRM';
export const leadsUiRetry = 'إعادة المحاولة';

// The bar of the selected leads.
export const leadsUiSelectAll = 'تحديد الكل';
export const leadsUiSendFollowUp = 'إرسال متابعة';

// The follow-up mail's dialog.
export const leadsUiSubject = 'الموضوع';
export const leadsUiText = 'النص';

// The lead list's filters.
export const leadsUiSearch = 'بحث';
export const leadsUiNameEmailOrCompany = 'الاسم أو البريد الإلكتروني أو الشركة';
export const leadsUiAllButArchived = 'الكل ما عدا المؤرشفة';

// A lead's tools: status, archive, delete, note.
export const leadsUiArchive = 'أرشفة';
export const leadsUiSaveNote = 'حفظ الملاحظة';
export const leadsUiYesDeleteIt = 'نعم، احذفه';

// The Messages page: the list and a lead's details.
export const leadsUiUnread = 'غير مقروءة';
export const leadsUiSource = 'المصدر';
export const leadsUiConsent = 'الموافقة';
export const leadsUiReplyByEmail = 'الرد بالبريد الإلكتروني';
export const leadsUiSaveAsContact = 'حفظ كجهة اتصال';
export const leadsUiExportCsv = 'تصدير CSV';
export const leadsUiNoMessagesYet = 'لا توجد رسائل بعد';
export const leadsUiWhenVisitorsUseTheLetsConnect =
  'عندما يستخدم الزوار نموذج «Let’s Connect!» في ملفك الشخصي، تظهر رسائلهم هنا.';
export const leadsUiUnreadOnly = 'غير المقروءة فقط';
export const leadsUiAllCards = 'كل البطاقات';
