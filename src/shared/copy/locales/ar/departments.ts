// Departments: parts of a team with their own admins, template and figures, and the members'
// requests to change a locked field (docs/product.md#departments).
export const departmentNotFound = 'القسم غير موجود';
export const departmentNameTaken = 'لدى الفريق قسم بهذا الاسم بالفعل.';
export const departmentAdminsMustBeActive = 'يمكن لأعضاء الفريق النشطين فقط إدارة قسم.';
export const departmentAdminsAreMembers = 'مالك الفريق ومسؤولوه يديرون كل الأقسام بالفعل.';
export const departmentChangeNeedsAField = 'أرسل دورًا أو قسمًا أو كليهما.';
export const departmentAdminsMoveNoOne = 'مالك الفريق ومسؤولوه فقط يمكنهم نقل الأشخاص بين الأقسام.';
export const memberCsvUnknownDepartment = 'لا يشير عمود department إلى أي قسم في هذا الفريق.';
export const memberCsvOtherDepartment = 'يشير عمود department إلى قسم غير القسم الذي تديره.';
export const departmentsIntro =
  'للقسم أشخاصه ومسؤولوه: من يدير قسمًا يدعو الأشخاص ويلغي تنشيطهم ويوزّع البطاقات داخل ذلك القسم وحده.';
export const noDepartmentsYet = 'لا توجد أقسام بعد. أنشئ قسمًا لكل جزء من الشركة.';
export const departmentAdminsHint =
  'الأعضاء النشطون فقط: مالك الفريق ومسؤولوه يديرون كل الأقسام بالفعل.';
export const noMembersToRunDepartment =
  'لا يوجد عضو نشط يمكنه إدارته بعد: ادعُ شخصًا، أو اجعل أحد المسؤولين عضوًا.';
export const memberCsvNoAdmins = 'مالك الفريق ومسؤولوه فقط يمكنهم دعوة مسؤولين.';
export const changeRequestNotFound = 'طلب التغيير غير موجود';
export const cardHasNoException = 'ليس لهذه البطاقة استثناء لهذا الحقل.';
export const setByCompanyTemplate = 'يحدده قالب الشركة';
export const departmentTemplateIntro =
  'ما تعرضه بطاقات هذا القسم إضافة إلى قالب الشركة. أما الحقول التي يقفلها قالب الشركة فتبقى كما حددتها الشركة.';
export const departmentTemplatesIntro =
  'يمكن للقسم تحديد بياناته وأقفاله الخاصة على بطاقات أعضائه، إضافة إلى هذا القالب.';
