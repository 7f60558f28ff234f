// The Team area’s screens (/team): tabs, members, departments, cards, events, insights, joining.
import { icu } from './language';

export const teamCreateATeam = 'إنشاء فريق';
export const teamNameLabel = 'اسم الفريق';
export const teamCreateTeam = 'أنشئ الفريق';
export const teamMembersTab = 'الأعضاء';
export const teamNameColumn = 'الاسم';
export const teamRoleLabel = 'الدور';
export const teamDepartmentLabel = 'القسم';
export const teamStatusColumn = 'الحالة';
export const teamActions = 'الإجراءات';
export const teamMember = 'عضو';
export const teamAdmin = 'مسؤول';
export const teamNone = 'لا شيء';
export const teamMakeOwner = 'تعيين مالكًا';
export const teamDeactivate = 'إلغاء التفعيل';
export const teamReactivate = 'إعادة التفعيل';
export const teamResendInvitation = 'إعادة إرسال الدعوة';
export const teamCancelInvitation = 'إلغاء الدعوة';
export const teamYesHandTheTeamOver = 'نعم، سلّم الفريق';
export const teamShowLabel = 'عرض';
export const teamAllDepartments = 'كل الأقسام';
export const teamNoDepartment = 'بلا قسم';
export const teamDepartmentsTab = 'الأقسام';
export const teamPeople = 'الأشخاص';
export const teamAdmins = 'المسؤولون';
export const teamDeleteDepartment = 'حذف القسم';
export const teamSave = 'حفظ';
export const teamCancel = 'إلغاء';
export const teamAdminsOption = 'مسؤولو الفريق';
export const teamRename = 'إعادة التسمية';
export const teamDelete = 'حذف';
export const teamSaveAdmins = 'حفظ المسؤولين';
export const teamLeadsOfADeletedTeam = 'العملاء المحتملون لفريق محذوف';
export const teamCardsTab = 'البطاقات';
export const teamTemplateTab = 'القالب';
export const teamInsightsTab = 'الإحصاءات';
export const teamLeadsTab = 'العملاء المحتملون';
export const teamIntegrationsTab = 'التكاملات';
export const teamBillingTab = 'الفوترة';
export const teamSectionsLabel = 'أقسام الفريق';
export const teamInviteAColleague = 'دعوة زميل';
export const teamEmailAddress = 'البريد الإلكتروني';
export const teamFirstName = 'الاسم الأول';
export const teamLastName = 'اسم العائلة';
export const teamTitleLabel = 'المسمى الوظيفي';
export const teamSendInvitation = 'إرسال الدعوة';
export const teamAreaTitle = 'الفريق';
export const teamJoinFirstName = 'الاسم الأول';
export const teamJoinLastName = 'اسم العائلة';
export const teamJoinEmail = 'البريد الإلكتروني';
export const teamJoinConfirmPassword = 'تأكيد كلمة المرور';
export const teamCreateAccountAndJoin = 'إنشاء حساب والانضمام';
export const teamCreatingAccount = 'جارٍ إنشاء الحساب...';
export const teamInviteYourColleagues = 'ادعُ زملاءك';
export const teamChecklistInviteHint = 'واحدًا تلو الآخر، أو دفعة واحدة من ملف CSV.';
export const teamInvite = 'دعوة';
export const teamAddCardsToThePool = 'أضف بطاقات إلى المخزون';
export const teamChecklistCardsHint = 'بطاقاتك الخاصة أو التي تطلبها: ثم سلّم كل بطاقة لزميل.';
export const teamAddCards = 'إضافة بطاقات';
export const teamSetTheTemplate = 'إعداد القالب';
export const teamChecklistTemplateHint = 'اسم شركتك وشعارها ومظهرها على كل بطاقة في الفريق.';
export const teamStartBilling = 'بدء الفوترة';
export const teamChecklistBillingHint = 'مقعد واحد لكل عضو: يمنح كلًّا منهم Catalyst Connect.';
export const teamSetUpYourTeam = 'جهّز فريقك';
export const teamSetupLabel = 'إعداد الفريق';
export const teamImporting = 'جارٍ الاستيراد...';
export const teamImportFromCsv = 'استيراد من CSV';
export const teamLine = 'السطر';
export const teamDownloadErrorReport = 'تنزيل تقرير الأخطاء';
export const teamJoining = 'جارٍ الانضمام...';
export const teamOpeningYourInvitation = 'جارٍ فتح دعوتك...';
export const teamInvitationUnopenable = 'تعذّر فتح هذه الدعوة';
export const teamJoinToAccept = 'لقبول الدعوة.';
export const teamNewEvent = 'فعالية جديدة';
export const teamEventName = 'اسم الفعالية';
export const teamFirstDay = 'اليوم الأول';
export const teamLastDay = 'اليوم الأخير';
export const teamCreateEvent = 'إنشاء الفعالية';
export const teamEventsCaption = 'الفعاليات';
export const teamEvent = 'الفعالية';
export const teamDeleteEvent = 'حذف الفعالية';
export const teamEventFrom = 'من';
export const teamEventTo = 'إلى';
export const teamLoading = 'جارٍ التحميل...';
export const teamCardsTitle = 'بطاقات الفريق';
export const teamInThePool = 'في المخزون';
export const teamAddMyCardsToThePool = 'إضافة بطاقاتي إلى المخزون';
export const teamMyCards = 'بطاقاتي';
export const teamAddToThePool = 'إضافة إلى المخزون';
export const teamNewDepartment = 'قسم جديد';
export const teamDepartmentName = 'اسم القسم';
export const teamCreateDepartment = 'إنشاء القسم';
export const teamViews = 'المشاهدات';
export const teamVisitors = 'الزوار';
export const teamContactsSaved = 'جهات الاتصال المحفوظة';
export const teamLinkClicks = 'النقرات على الروابط';
export const teamMessagesColumn = 'الرسائل';
export const teamPeriod = 'الفترة';
export const teamSortBy = 'الترتيب حسب';
export const teamInsightsPerMember = 'الإحصاءات حسب العضو';
export const teamInsightsPerDepartment = 'الإحصاءات حسب القسم';
export const teamImportPeople = 'استيراد الأشخاص';
export const teamDepartmentNewName = icu<[department: string]>(
  'الاسم الجديد لـ {department}',
  'department',
);
export const teamPeopleCount = icu<[count: number]>(
  '{count, plural, zero {لا أحد} one {شخص واحد} two {شخصان} few {# أشخاص} many {# شخصًا} other {# شخص}}',
  'count',
);
export const teamDepartmentAdminsLegend = icu<[department: string]>(
  'من يدير {department}',
  'department',
);
export const teamRenameLabel = icu<[name: string]>('إعادة تسمية {name}', 'name');
export const teamAdminsOfLabel = icu<[department: string]>('مسؤولو {department}', 'department');
export const teamDeleteLabel = icu<[name: string]>('حذف {name}', 'name');
export const teamRoleOfLabel = icu<[name: string]>('دور {name}', 'name');
export const teamDepartmentOfLabel = icu<[name: string]>('قسم {name}', 'name');
export const teamHolderOfLabel = icu<[card: string]>('حامل {card}', 'card');
export const teamInvitedMember = icu<[name: string]>('{name} (مدعو)', 'name');
export const teamLastDays = icu<[days: number]>(
  '{days, plural, zero {لا أيام} one {آخر يوم} two {آخر يومين} few {آخر # أيام} many {آخر # يومًا} other {آخر # يوم}}',
  'days',
);
export const teamJoinTitle = icu<[team: string]>('الانضمام إلى {team}', 'team');
export const teamInvitationFor = icu<[email: string]>('دعوة إلى {email}', 'email');
export const teamJoinLogInAs = icu<[email: string]>('سجّل الدخول باسم {email}', 'email');
export const teamJoinCreateAccount = icu<[email: string]>(
  'أنشئ حسابك لـ {email} للانضمام.',
  'email',
);
/** Beside a member who runs a department (the members table), and another one (a department's list). */
export const teamRunsDepartment = icu<[department: string]>('يدير {department}', 'department');
export const teamRunsOtherDepartment = icu<[department: string]>(
  '(يدير {department})',
  'department',
);
