// An expired invitation link.
export const newInvitationOnItsWay =
  'إذا كان هذا الرابط دعوة، فهناك دعوة جديدة في طريقها إلى العنوان الذي أُرسلت إليه. وهي صالحة لمدة 7 أيام.';
export const tooManyInvitationRequests =
  'طلبات كثيرة جدًا لرابط جديد. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.';

/** What cancelling changes, in the cancellation box and its dialog. */
export const cancelSubscriptionConsequences =
  'يبقى ملف Connect الخاص بك منشورًا حتى نهاية الفترة التي دفعت مقابلها. بعد ذلك تعرض العناوين نفسها، بما فيها معرّفك، صفحة بطاقتك المجانية: اسمك ومسماك الوظيفي وشركتك وصورتك وطرق التواصل معك وزر «تنزيل جهة الاتصال». وتعود أزرارك وروابطك وسمتك ونموذج الاتصال إذا اشتركت مرة أخرى.';

/** Insights: a total with nothing in the period before to compare it with. */
export const noPreviousPeriodData = 'لا توجد بيانات للفترة السابقة';

/** 'Copy details from...'. */
export const copyFromItself = 'لا يمكن للبطاقة نسخ بياناتها: اختر بطاقة أخرى.';
export const detailsCopied = 'تم نسخ البيانات';
export const copyDetailsQuestion =
  'تأخذ هذه البطاقة بيانات الاتصال والصورة والشعار ونمط رمز QR وملف Connect من البطاقة الأخرى. ويبقى معرّفها واسمها المستعار كما هما؛ وتُتجاهل التغييرات غير المحفوظة في هذه الصفحة.';
