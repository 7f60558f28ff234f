// The accessibility statement (src/shared/copy/sentences/accessibility.ts).
import { icu } from './language';

export const accessibilityTitle = 'بيان إمكانية الوصول';
export const accessibilityIntro =
  'يجب أن يعمل Catalyst Connect للجميع: لأصحاب البطاقات وفرقهم ولكل زائر يفتح صفحة بطاقة. يشمل هذا البيان صفحات الملفات الشخصية العامة وتطبيق أصحاب البطاقات وشاشات تسجيل الدخول على هذا العنوان.';
export const accessibilityConformanceHeading = 'مدى إمكانية الوصول';
export const accessibilityConformance =
  'نهدف إلى المستوى AA من إرشادات الوصول إلى محتوى الويب (WCAG) 2.2. قبل كل إصدار، تُفحص كل شاشة بقواعد axe-core الآلية لإرشادات WCAG 2.0 و2.1 (المستويان A وAA)، بعرض الهاتف وعرض سطح المكتب، وبالمظهرين الفاتح والداكن، ويجب ألا تظهر أي مشكلة خطيرة أو حرجة. وتُستخدم كل شاشة أيضًا بلوحة المفاتيح وحدها: يجب أن يكون كل عنصر تحكم قابلًا للوصول وأن يُظهر موضع التركيز.';
export const accessibilityPartial =
  'لا تستطيع الفحوص الآلية الحكم على كل شيء، لذا يتوافق المنتج جزئيًا مع WCAG 2.2 AA، والاستثناءات التي نعرفها مذكورة أدناه.';
export const accessibilityLanguagesHeading = 'اللغات';
export const accessibilityLanguages =
  'تظهر الصفحات بلغة الزائر إذا كانت إحدى اللغات التسع التي ندعمها، ومن اليمين إلى اليسار بالعربية. تتيح قائمة اللغات أسفل كل صفحة عامة تغيير اللغة.';
export const accessibilityKnownHeading = 'ما نعرف أنه غير متوافق';
export const accessibilityKnownOwnerWords =
  'النصوص التي يكتبها صاحب البطاقة (الاسم والمسمى الوظيفي والشعار وتسميات الأزرار) غير مُعلَّمة بلغتها، لذا قد يقرؤها قارئ الشاشة بنطق لغة الصفحة (WCAG 3.1.2).';
export const accessibilityKnownImages = 'تُوصف الصورة أو الشعار باسم الشخص أو الشركة، لا بما تُظهره.';
export const accessibilityKnownCamera =
  'تتطلب قراءة بطاقة ورقية أو شارة بالكاميرا القدرة على الرؤية، ويمكن كتابة كل حقل تملؤه القراءة يدويًا بدلًا من ذلك.';
export const accessibilityKnownThirdParty =
  'يفتح الدفع والفواتير وتسجيل الدخول عبر شركتك صفحات موفّر الدفع وموفّر الهوية لديك، وتخضع لبيانات إمكانية الوصول الخاصة بها.';
export const accessibilityReportHeading = 'الإبلاغ عن عائق';
export const accessibilityReport = icu<[email: string]>(
  'إذا منعك شيء من استخدام صفحة أو شاشة، فاكتب إلى {email} مع عنوان الصفحة وما حدث. نرد على كل بلاغ.',
  'email',
);
export const accessibilityReviewed = icu<[date: number]>(
  'آخر مراجعة لهذا البيان: {date, date, long}.',
  'date',
);
export const accessibilityKnownTargetSize =
  'بعض مربعات الاختيار والروابط الصغيرة أصغر من 24 × 24 بكسل، وهو الحد الأدنى الذي تطلبه WCAG 2.2 لأي هدف (2.5.8)؛ ولا تشمل الفحوص الآلية هذه القاعدة بعد.';
