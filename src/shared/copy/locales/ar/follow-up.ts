// The follow-up e-mail to leads (docs/product.md#follow-up) and a lead's card photo
// (docs/product.md#card-photos).
/** The follow-up e-mail an owner who never saved one sends: it must read well for any lead. */
export const followUpDefaultSubject = 'سعدت بلقائك في {event}';
// One literal, not a joined list: a call at the top of a module is kept in every bundle.
export const followUpDefaultBody =
  'مرحبًا {firstName}،\n\nشكرًا لك على تخصيص وقت للحديث معي في {event}. لقد سعدت بلقائك.\n\nأرفقت بيانات الاتصال الخاصة بي حتى تتمكن من التواصل معي متى ناسبك ذلك. إذا كانت لديك أي أسئلة، أو رغبت في مواصلة حديثنا، فما عليك سوى الرد على هذه الرسالة.\n\nأتطلع إلى البقاء على تواصل.\n\nمع أطيب التحيات،\n{ownerName}';
/** What `{event}` reads as for a lead captured at no event (the default text reads well with it). */
export const followUpNoEventPhrase = 'الفعالية';
/** What `{firstName}` reads as for a lead without a name ("مرحبًا بك،"). */
export const followUpNoFirstName = 'بك';
export const followUpSubjectRequired = 'أدخل موضوع الرسالة';
export const followUpBodyRequired = 'اكتب نص الرسالة';
export const followUpLeadsRequired = 'اختر عميلًا محتملًا واحدًا على الأقل';
export const followUpTooManyLeads =
  'أرسل رسالة متابعة إلى 200 عميل محتمل على الأكثر في المرة الواحدة';
export const followUpLeadNotFound =
  'أحد العملاء المحتملين المختارين لم يعد في قائمتك: أعد تحميل القائمة وحاول مرة أخرى';
export const followUpBodyControlCharacters =
  'يمكن أن يحتوي النص على فواصل أسطر وعلامات جدولة، ولكن لا يحتوي على أحرف تحكم أخرى';
export const followUpTemplateSaved = 'تم حفظ القالب للمرة القادمة';
export const unsupportedPhotoType = 'يمكن رفع صور JPEG أو PNG أو WebP فقط';
export const leadPhotoNotFound = 'ليس لهذا العميل المحتمل صورة بطاقة';
export const leadPhotoUnavailable = 'تعذّر تحميل صورة البطاقة';
export const followUpPlaceholdersHint =
  'المتغيرات: تُملأ {firstName} و{event} و{ownerName} لكل عميل محتمل.';
export const followUpSelectLeads = 'اختر العملاء المحتملين للمتابعة من المربعات المجاورة لهم.';
