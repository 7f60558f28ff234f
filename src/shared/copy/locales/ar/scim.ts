// SCIM provisioning (docs/product.md#scim): what the SCIM service answers in its errors'
// `detail`, and the SCIM section of the team's Sign-in tab.
export const scimTokenMissing = 'أرسل رمز SCIM بوصفه رمز bearer';
export const scimTokenInvalid = 'رمز SCIM هذا غير صالح أو تم إبطاله';
export const scimUserNotFound = 'المستخدم غير موجود';
export const scimGroupNotFound = 'المجموعة غير موجودة';
export const scimEndpointNotFound = 'لا توجد نقطة نهاية SCIM كهذه';
export const scimUserNameTaken = 'يوجد في الفريق بالفعل مستخدم بقيمة userName هذه';
export const scimUserNameRequired = 'الحقل userName مطلوب ويجب أن يكون عنوان بريد إلكتروني';
export const scimUserNameImmutable =
  'لا يمكن تغيير userName بعد أن يسجّل الشخص الدخول: زوّد مستخدمًا جديدًا بدلًا من ذلك';
export const scimDisplayNameRequired = 'الحقل displayName مطلوب';
export const scimInvalidFilter =
  'عامل التصفية هذا غير مدعوم: استخدم userName أو externalId أو emails[type eq "work"].value أو displayName مع eq، مربوطة بـ and';
export const scimInvalidSyntax = 'نص الطلب ليس مورد SCIM ولا طلب PATCH';
export const scimInvalidPath = 'مسار السمة هذا غير مدعوم';
export const scimInvalidValue = 'إحدى القيم غير صالحة لسمتها';
export const scimInvalidPaging = 'يجب أن يكون startIndex وcount عددين صحيحين';
export const scimMemberUnknown = 'أحد الأعضاء ليس مستخدمًا في هذا الفريق';
export const scimOwnerStaysActive = 'لا يمكن للدليل إلغاء تنشيط مالك الفريق';
export const scimTooManyRequests = 'طلبات كثيرة جدًا باستخدام رمز SCIM هذا: أعد المحاولة بعد قليل';
export const scimSectionTitle = 'التزويد (SCIM)';
export const scimSectionIntro =
  'يضيف موفّر الهوية (Microsoft Entra ID أو Okta) أفراد فريقك ويغيّرهم ويزيلهم عبر SCIM 2.0. الصق عنوان URL الأساسي ورمزًا في إعدادات التزويد لديه.';
export const scimBaseUrl = 'عنوان URL الأساسي لـ SCIM';
export const scimTokens = 'الرموز';
export const scimNoTokens = 'لا توجد رموز بعد.';
export const scimCreateToken = 'إنشاء رمز';
export const scimTokenCreatedOnce =
  'انسخ هذا الرمز الآن: لن يظهر إلا مرة واحدة. الصقه بوصفه الرمز السري لدى موفّر الهوية.';
export const scimRevoke = 'إبطال';
export const scimRevokeConfirm =
  'هل تريد إبطال هذا الرمز؟ لن يتمكن موفّر الهوية من تغيير فريقك به بعد الآن.';
export const scimTokenRevoked = 'تم إبطال الرمز';
export const scimTokenCreated = 'تم إنشاء الرمز';
export const scimLastUsed = 'آخر استخدام';
export const scimNeverUsed = 'لم يُستخدم قط';
export const scimCopy = 'نسخ';
export const scimCopied = 'تم النسخ';
export const scimDirectoryBadge = 'الدليل';
export const scimDirectoryKeeps =
  'يتحكم الدليل في أسماء هؤلاء الأشخاص ومسمياتهم الوظيفية وهواتف عملهم وأقسامهم: غيّرها لدى موفّر الهوية.';
