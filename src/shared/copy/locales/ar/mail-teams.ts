import { icu } from './language';

export const mailInviteSubject = 'أنت مدعو للانضمام إلى فريق على Catalyst Connect';
export const mailInvitePreview = 'أنت مدعو إلى بطاقات العمل الرقمية لفريق.';
export const mailInviteAnAdmin = 'أحد مسؤولي الفريق';
export const mailInviteBody = icu<[who: string, team: string]>(
  'دعاك {who} للانضمام إلى {team} على Catalyst Connect، حيث تُدار بطاقات العمل الرقمية للفريق.',
  'who',
  'team',
);
export const mailInviteAccept =
  'اقبل الدعوة بحساب عنوان البريد الإلكتروني هذا، أو أنشئ حسابًا في دقيقة من الصفحة نفسها.';
export const mailInviteAction = icu<[team: string]>('الانضمام إلى {team}', 'team');
export const mailInviteNote =
  'يعمل هذا الرابط لمدة 7 أيام. إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.';

export const mailCardHolderSubject = icu<[team: string]>('أصبحت بطاقة من {team} لك', 'team');
export const mailCardHolderPreview = icu<[team: string, product: string]>(
  'منحك {team} بطاقة {product}.',
  'team',
  'product',
);
export const mailCardHolderBody = icu<[team: string, product: string]>(
  'منحك {team} بطاقة {product} على Catalyst Connect. تحمل الآن اسمك وبريدك الإلكتروني تحت بيانات الشركة، ولا شيء ممن كان يحملها من قبل.',
  'team',
  'product',
);
export const mailCardHolderCheck = 'تحقق من مسماك الوظيفي، وأضف هاتفك وصورتك، ثم شاركها.';
export const mailOpenYourCard = 'فتح بطاقتك';
export const mailCardHolderNote = 'تصلك هذه الرسالة لأن أحد مسؤولي فريقك منحك البطاقة.';

export const mailChangeRequestSubject = icu<[approved: boolean]>(
  '{approved, select, true {تمت الموافقة على طلب التغيير} other {لم تتم الموافقة على طلب التغيير}}',
  'approved',
);
export const mailChangeRequestPreview = icu<[field: string]>('{field} على بطاقة فريقك.', 'field');
export const mailQuotedValue = icu<[value: string]>('«{value}»', 'value');
export const mailEmptyValue = 'فارغ';
export const mailChangeRequestApproved = icu<[team: string, field: string, value: string]>(
  'وافق أحد مسؤولي {team} على طلبك: أصبح {field} على بطاقتك {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestKept =
  'لا يغيّر قالب الفريق هذا الحقل على بطاقتك حتى يعيد أحد المسؤولين تعيينه.';
export const mailChangeRequestRejected = icu<[team: string, field: string, value: string]>(
  'لم يوافق أحد مسؤولي {team} على طلبك بتعيين {field} إلى {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestReason = icu<[reason: string]>('السبب: {reason}', 'reason');
export const mailSeeChangeRequests = 'عرض طلبات التغيير';
export const mailChangeRequestNote = 'تصلك هذه الرسالة لأنك طلبت من فريقك تغيير حقل في بطاقتك.';

export const mailDomainSubject = icu<[domain: string]>('لم يعد {domain} موثَّقًا لفريقك', 'domain');
export const mailDomainPreview = icu<[domain: string]>(
  'سجل TXT الخاص بـ {domain} مفقود منذ 7 أيام.',
  'domain',
);
export const mailDomainBody = icu<
  [txtName: string, txtValue: string, team: string, domain: string]
>(
  'منذ 7 أيام لم يعثر الفحص اليومي على سجل TXT ‏{txtName} بالقيمة {txtValue}، الذي يثبت أن {team} يملك {domain}. لم يعد النطاق موثَّقًا: لم يعد تسجيل الدخول الموحد يسري على عناوينه.',
  'txtName',
  'txtValue',
  'team',
  'domain',
);
export const mailDomainFix =
  'أنشئ السجل مجددًا لدى مزوّد DNS، ثم وثّق النطاق من علامة تبويب تسجيل الدخول في فريقك.';
export const mailVerifyDomain = 'توثيق النطاق';
export const mailTeamOwnerNote = 'تصلك هذه الرسالة لأنك مالك الفريق على Catalyst Connect.';
