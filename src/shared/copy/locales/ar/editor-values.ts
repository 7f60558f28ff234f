// src/shared/copy/sentences/editor-values.ts in Arabic.
import { icu } from './language';

export const uploadLimitReachedMessage = icu<[megabytes: number, files: number]>(
  'تم بلوغ حد الرفع: يمكن أن تشغل صورك {megabytes} ميغابايت و{files, plural, one {ملفًا واحدًا} two {ملفين} few {# ملفات} many {# ملفًا} other {# ملف}} إجمالًا. أزل الصور التي لم تعد تستخدمها من بطاقاتك وصفحاتك التعريفية، ثم حاول مرة أخرى (تُحذف الصور غير المستخدمة خلال يوم).',
  'megabytes',
  'files',
);
export const qrColoursTooCloseMessage = icu<[ratio: string]>(
  'هذان اللونان متقاربان جدًا ولا يمكن مسحهما بشكل موثوق: التباين بينهما {ratio}:1، ورموز QR تحتاج إلى 4.5:1 على الأقل. اجعل اللون الأمامي أغمق أو الخلفية أفتح.',
  'ratio',
);
export const accentAdjustedMessage = icu<[chosen: string, used: string]>(
  'يظهر النص بلون التمييز بالدرجة {used}: سيكون {chosen} صعب القراءة على هذه الخلفية.',
  'chosen',
  'used',
);
