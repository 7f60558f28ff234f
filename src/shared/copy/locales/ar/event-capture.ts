// Capture at events (docs/product.md#capture): leads met in person, events, follow-ups.
export const captureNameRequired = 'أدخل اسمًا: الاسم الأول أو اسم العائلة أو كليهما';
export const captureContactRequired = 'أدخل عنوان بريد إلكتروني أو رقم هاتف';
export const captureCardNotFound = 'هذه البطاقة ليست من بطاقاتك';
export const captureEventNotFound = 'لم يتم العثور على تلك الفعالية';
export const capturedInTheFuture = 'وقت الالتقاط في المستقبل: تحقّق من ساعة الهاتف';
/** The consent sentence stored with a lead whose owner said the person agreed in person. */
export const consentGivenInPerson = 'وافق شخصيًا على التواصل معه';
export const eventNameRequired = 'أدخل اسم الفعالية';
export const eventDaysInOrder = 'لا يمكن أن يكون اليوم الأخير قبل اليوم الأول';
export const eventTooLong = 'تستمر الفعالية 31 يومًا على الأكثر';
export const eventManagedByTeamAdmins = 'مسؤولو الفريق وحدهم يمكنهم تغيير فعالياته';
export const noCardToFileLeadUnder = 'تحتاج إلى بطاقة لتسجيل العملاء المحتملين تحتها';
