// src/shared/copy/sentences/verified-domains-values.ts in Arabic.
import { icu } from './language';

export const domainRecordMissingMessage = icu<[txtName: string, txtValue: string]>(
  'لم يُعثر على سجل TXT في {txtName}. أنشئه بالقيمة {txtValue}، ثم تحقق مرة أخرى (قد تستغرق تغييرات DNS بضع دقائق لتظهر).',
  'txtName',
  'txtValue',
);
export const domainRecordWrongMessage = icu<[txtName: string, txtValue: string]>(
  'لا يحتوي سجل TXT في {txtName} على {txtValue}. اضبط هذه القيمة تمامًا، ثم تحقق مرة أخرى.',
  'txtName',
  'txtValue',
);
export const domainLookupFailedMessage = icu<[txtName: string]>(
  'لم يتلقَّ استعلام DNS عن سجل TXT في {txtName} أي رد. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
  'txtName',
);
export const removeDomainQuestion = icu<[domain: string, verified: boolean]>(
  '{verified, select, true {هل تريد إزالة {domain}؟ لن يسري تسجيل الدخول الموحد على عناوينه بعد الآن.} other {هل تريد إزالة {domain}؟}}',
  'domain',
  'verified',
);
export const copyRecordNameLabel = icu<[domain: string]>(
  'نسخ اسم السجل الخاص بـ {domain}',
  'domain',
);
export const copyRecordValueLabel = icu<[domain: string]>(
  'نسخ قيمة السجل الخاص بـ {domain}',
  'domain',
);
