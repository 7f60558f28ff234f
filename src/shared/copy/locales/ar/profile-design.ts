// The Connect profile's design (decision 045).
export const accentColourFormat = 'يجب أن يكون لون التمييز لونًا مثل #1a2b3c';
export const designPresetUnknown = 'اختر أحد التصاميم المتاحة';
export const designFontUnknown = 'اختر أحد الخطوط المتاحة';
export const designButtonStyleUnknown = 'يجب أن يكون نمط الزر filled أو outline أو pill';
export const designLayoutUnknown = 'يجب أن يكون التخطيط centered أو left';
export const designSaved = 'تم حفظ التصميم';
export const coverImageUrlFormat = 'يجب أن تكون صورة الغلاف عنوان صورة مرفوعة';
export const coverMustBeCoverUpload =
  'ارفع صورة الغلاف بوصفها غلافًا، حتى تُقص على شكل شريط وتُضبط مقاساتها لكل شاشة';
export const coverUploadHint = 'الصورة العريضة هي الأفضل: تُقص على شكل شريط بنسبة 3:1.';
export const templateThemeContradictsPreset =
  'يجب أن تتوافق سمة الملف الشخصي مع تصميمه: اترك السمة، أو اختر تصميمًا من تلك السمة';
export const teamTemplateDesignIntro =
  'مظهر صفحة Connect لكل عضو. أقفِل جزءًا ليبقى كما تحدده الشركة؛ ويمكن لكل عضو تغيير الباقي.';
export const templateEachMembersChoice = 'حسب اختيار كل عضو';
