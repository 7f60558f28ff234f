// src/shared/copy/sentences/company-sign-in-values.ts in Arabic.
import { icu } from './language';

export const oidcIssuerProblem = icu<[problem: string]>(
  'تعذّر استخدام مستند الاكتشاف الخاص بالجهة المُصدرة: {problem}',
  'problem',
);
export const samlMetadataProblem = icu<[problem: string]>(
  'تعذّر استخدام البيانات الوصفية لموفر الهوية: {problem}',
  'problem',
);
export const ssoTestResult = icu<[email: string, domainVerified: boolean]>(
  '{domainVerified, select, true {تسجيل الدخول الموحد يعمل: سجّل موفر الهوية دخول {email}. لم يتغير وصول أي أحد.} other {سجّل موفر الهوية دخول {email}، لكن هذا العنوان ليس ضمن نطاق تحقق منه فريقك: لا يمكن لأحد تسجيل الدخول به. لم يتغير وصول أي أحد.}}',
  'email',
  'domainVerified',
);
