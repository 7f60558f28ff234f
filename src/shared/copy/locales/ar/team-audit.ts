// The team's audit log (docs/product.md#team-audit-log): its errors and how its rows read.
export const teamAuditUnknownAction = 'هذا ليس إجراءً يسجّله سجل التدقيق.';
export const teamAuditCursorInvalid = 'صفحة سجل التدقيق هذه لم تعد متاحة. ابدأ من جديد.';
export const teamAuditTab = 'سجل التدقيق';
export const teamAuditIntro = 'من غيّر ماذا في الفريق، الأحدث أولًا. يُحتفظ بالإدخالات لمدة عام.';
export const teamAuditEmpty = 'لم يُسجَّل أي شيء بعد.';
export const teamAuditFilterAction = 'الإجراء';
export const teamAuditFilterPerson = 'الشخص';
export const teamAuditAllActions = 'كل الإجراءات';
export const teamAuditEveryone = 'الجميع';
export const teamAuditLoadMore = 'تحميل المزيد';
export const teamAuditDownloadCsv = 'تنزيل CSV';
export const teamAuditWhen = 'الوقت';
export const teamAuditWho = 'المنفّذ';
export const teamAuditWhat = 'ما حدث';
export const teamAuditTarget = 'الهدف';
export const teamAuditDetails = 'التفاصيل';
export const teamAuditSystemActor = 'Catalyst Connect';
export const teamAuditDirectoryActor = 'دليل الشركة';

/** The keys of an entry's details as the screen writes them; others show as they are. */
export const teamAuditDetailLabels: Record<string, string> = {
  before: 'قبل',
  after: 'بعد',
  role: 'الدور',
  from: 'من',
  to: 'إلى',
  url: 'العنوان',
  events: 'الأحداث',
  seats: 'المقاعد',
  status: 'الحالة',
  rows: 'الصفوف',
  filters: 'عوامل التصفية',
  scopes: 'النطاقات',
  keyPrefix: 'المفتاح',
  accountId: 'حساب HubSpot',
  locked: 'الحقول المقفلة',
  admins: 'المسؤولون',
  field: 'الحقل',
  value: 'القيمة',
  reason: 'السبب',
  department: 'القسم',
  changedCards: 'البطاقات المتغيرة',
  cardsReturned: 'البطاقات المعادة إلى المخزون',
  waitsForInvitation: 'بانتظار الدعوة',
  enabled: 'مفعّل',
  event: 'الحدث',
  eventId: 'معرّف الحدث',
  firstDay: 'اليوم الأول',
  lastDay: 'اليوم الأخير',
};

/** Each action code as the log reads it. */
export const teamAuditActionLabels = {
  'member.invited': 'تمت دعوة عضو',
  'member.joined': 'انضم عضو',
  'member.deactivated': 'تم إلغاء تنشيط عضو',
  'member.reactivated': 'تمت إعادة تنشيط عضو',
  'member.role_changed': 'تم تغيير الدور',
  'member.department_changed': 'تم تغيير القسم',
  'department.created': 'تم إنشاء قسم',
  'department.renamed': 'تمت إعادة تسمية قسم',
  'department.deleted': 'تم حذف قسم',
  'department.admins_changed': 'تم تغيير مسؤولي القسم',
  'department.template_saved': 'تم حفظ قالب القسم',
  'change_request.approved': 'تم اعتماد طلب تغيير',
  'change_request.rejected': 'تم رفض طلب تغيير',
  'card.pooled': 'تمت إضافة بطاقات إلى المخزون',
  'card.assigned': 'تم إسناد بطاقة',
  'card.unassigned': 'تم إلغاء إسناد بطاقة',
  'card.exception_cleared': 'تم مسح استثناء بطاقة',
  'template.saved': 'تم حفظ القالب',
  'webhook.created': 'تم إنشاء Webhook',
  'webhook.changed': 'تم تغيير Webhook',
  'webhook.deleted': 'تم حذف Webhook',
  'api_key.created': 'تم إنشاء مفتاح API',
  'api_key.revoked': 'تم إبطال مفتاح API',
  'integration.connected': 'تم ربط تكامل',
  'integration.disconnected': 'تم فصل تكامل',
  'leads.exported': 'تم تصدير العملاء المحتملين',
  'event.created': 'تم إنشاء فعالية',
  'event.deleted': 'تم حذف فعالية',
  'billing.started': 'بدأ الاشتراك',
  'billing.seats_changed': 'تم تغيير المقاعد',
  'team.security_changed': 'تم تغيير إعدادات الأمان',
  'domain.claimed': 'تمت المطالبة بنطاق',
  'domain.verified': 'تم التحقق من نطاق',
  'domain.unverified': 'لم يعد النطاق متحققًا منه',
  'domain.removed': 'تمت إزالة نطاق',
  'sso.saved': 'تم حفظ تسجيل الدخول الموحّد',
  'sso.removed': 'تمت إزالة تسجيل الدخول الموحّد',
  'scim_token.created': 'تم إنشاء رمز SCIM',
  'scim_token.revoked': 'تم إبطال رمز SCIM',
  'scim.user_created': 'أضاف الدليل شخصًا',
  'scim.user_updated': 'غيّر الدليل بيانات شخص',
  'scim.user_deactivated': 'ألغى الدليل تنشيط شخص',
  'scim.user_deleted': 'حذف الدليل شخصًا',
  'scim.group_created': 'أضاف الدليل مجموعة',
  'scim.group_updated': 'غيّر الدليل مجموعة',
  'scim.group_deleted': 'حذف الدليل مجموعة',
  'team.renamed': 'تمت إعادة تسمية الفريق',
  'team.owner_changed': 'تم تسليم الملكية',
  'team.deleted': 'تم حذف الفريق',
} as const;
