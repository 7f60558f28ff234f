// Teams: a company's members, roles and invitations (docs/product.md#teams).
export const teamNotFound = 'الفريق غير موجود';
export const teamMemberNotFound = 'عضو الفريق غير موجود';
export const alreadyInATeam =
  'أنت عضو في فريق بالفعل. يمكن للحساب أن يكون عضوًا في فريق واحد فقط في كل مرة.';
export const teamAdminsOnly = 'مالك الفريق ومسؤولوه فقط يمكنهم القيام بذلك.';
export const teamOwnerOnly = 'مالك الفريق فقط يمكنه القيام بذلك.';
export const unknownTeamRole = 'يجب أن يكون الدور admin أو member';
export const alreadyInThisTeam = 'عنوان البريد الإلكتروني هذا موجود في الفريق بالفعل.';
export const duplicateInFile = 'يظهر عنوان البريد الإلكتروني هذا في موضع سابق من الملف.';
export const invitationNotPending = 'تم قبول هذه الدعوة أو إلغاؤها بالفعل.';
export const ownerRoleIsHandedOver =
  'يحتفظ مالك الفريق بهذا الدور حتى يسلّم الفريق إلى أحد المسؤولين.';
export const ownerCannotBeDeactivated =
  'لا يمكن إلغاء تنشيط مالك الفريق. سلّم الفريق إلى أحد المسؤولين أولًا.';
export const memberAlreadyDeactivated = 'تم إلغاء تنشيط هذا العضو بالفعل.';
export const memberNotDeactivated = 'هذا العضو ليس ملغى التنشيط.';
export const ownershipGoesToAnAdmin = 'لا يمكن تسليم الفريق إلا إلى أحد مسؤوليه النشطين.';
export const teamInvitationInvalid = 'دعوة الفريق هذه غير صالحة أو انتهت صلاحيتها.';
export const teamInvitationForAnotherAddress =
  'أُرسلت هذه الدعوة إلى عنوان بريد إلكتروني آخر. سجّل الدخول بذلك العنوان للانضمام.';
export const teamInvitationHasAccount =
  'يوجد حساب بعنوان البريد الإلكتروني هذا. سجّل الدخول للانضمام إلى الفريق.';
export const activeInAnotherTeam = 'هذا الحساب ينتمي بالفعل إلى فريق آخر.';
export const memberCsvRequired =
  'أرسل ملف CSV يحتوي على صف عناوين: email, first_name, last_name, role, title, department.';
export const memberCsvNoEmailColumn = 'لا يحتوي صف العناوين على عمود email.';
export const memberCsvUnreadable = 'هذا السطر ليس CSV صالحًا.';
export const memberCsvTooManyRows = 'يمكن استيراد 1,000 شخص على الأكثر في المرة الواحدة.';
export const memberCsvTooLarge =
  'يمكن أن يصل حجم ملف CSV للأشخاص إلى 587 كيلوبايت على الأكثر، أي 1,000 صف على الأكثر. قسّمه إلى ملفات أصغر.';
export const tooManyTeamInvitations =
  'دعوات كثيرة جدًا من هذا الفريق اليوم. يرجى المحاولة مرة أخرى غدًا.';
export const tooManyInvitationsFromAccount =
  'أرسل حسابك الحد الأقصى المسموح به من الدعوات اليوم. يرجى المحاولة مرة أخرى غدًا.';
export const tooManyInvitationsFromNewAccount =
  'يمكن للحساب الجديد إرسال 50 دعوة في يومه الأول. يرجى المحاولة مرة أخرى غدًا.';
export const tooManyInvitationsFromAddress =
  'دعوات كثيرة جدًا من هذه الشبكة اليوم. يرجى المحاولة مرة أخرى غدًا.';
export const tooManySeatPreviews =
  'طلبات كثيرة جدًا لمعاينة سعر المقاعد. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.';
export const teamIsFull = 'يضم الفريق 1,000 عضو ودعوة على الأكثر.';
export const teamOwnerCannotLeave =
  'أنت مالك فريق يضم أشخاصًا آخرين. سلّم الفريق إلى أحد مسؤوليه قبل حذف حسابك.';
export const cardIdsRequired = 'اختر ما بين 1 و100 من بطاقاتك.';
export const memberNotActive =
  'تُسند البطاقات إلى أعضاء الفريق النشطين أو إلى الدعوات التي لم تُقبل بعد فقط.';
export const askForANewTeamInvitation = 'اطلب من مسؤول الفريق أن يرسل إليك دعوة جديدة.';
export const lockedFieldWithoutValue = 'يحتاج الحقل المقفل إلى قيمة في القالب.';
export const teamCardPool = 'مخزون البطاقات';
export const teamLeadsCursorInvalid = 'صفحة العملاء المحتملين هذه لم تعد متاحة. ابدأ من جديد.';
export const createTeamIntro =
  'أنشئ فريقًا لتوزيع البطاقات على زملائك، والحفاظ على بيانات شركتك في كل بطاقة، ومعرفة البطاقات التي تجلب عملاء محتملين.';
export const teamTemplateIntro =
  'ما تضبطه هنا يُطبَّق على كل بطاقات الفريق. لا يمكن للأعضاء تغيير الحقل المقفل.';
export const noTeamLeadsYet =
  'لا يوجد عملاء محتملون بعد. تظهر هنا الرسائل التي يرسلها الزوار من بطاقات الفريق.';
export const memberImportHint =
  'ملف CSV يحتوي على صف عناوين: email, first_name, last_name, role (admin أو member), title, department (اسم القسم).';
export const emptyCardPool =
  'لا توجد بطاقات للفريق بعد. أضف بطاقاتك أدناه، أو اطلب بطاقات باستخدام عنوان بريدك الإلكتروني: ستصل إلى هنا.';
export const typeTeamNameToDelete = 'اكتب اسم الفريق كما هو تمامًا لحذفه.';
export const deleteTeamIntro =
  'يؤدي حذف الفريق إلى إعادة كل بطاقة من بطاقات الفريق إلى من أضافها إليه، وإنهاء وصول الجميع إلى الفريق، وإزالة القالب وشعاره. نزّل العملاء المحتملين أولًا: سيظلون متاحين لك لمدة 30 يومًا، ثم يُحذفون.';
export const deletedTeamLeadsHint =
  'يظل العملاء المحتملون لفريق حذفته متاحين للتنزيل لمدة 30 يومًا.';
export const templatePreviewName = 'زميلك';
export const templatePreviewTitle = 'مسماه الوظيفي';
export const templatePreviewIntro =
  'صفحة Connect لبطاقة فريق بعد تطبيق القالب: الاسم والمسمى الوظيفي والصورة لكل عضو هي بياناته الخاصة.';
export const templateLogoHint =
  'يظهر على كل بطاقات الفريق وعلى صفحة أي بطاقة تنتظر في المخزون. PNG أو JPG أو GIF أو WebP، حتى 10 ميغابايت.';
