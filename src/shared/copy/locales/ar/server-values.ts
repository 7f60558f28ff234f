// src/shared/copy/sentences/server-values.ts in Arabic.
import { icu } from './language';

export const tooManyRequestsMessage = icu<[after: string]>(
  'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {after}.',
  'after',
);
export const unavailableMessage = icu<[down: string]>('{down} غير متاح', 'down');
export const unexpectedOrderShapeMessage = icu<[problem: string]>(
  'بنية طلب الشراء غير متوقعة: {problem}',
  'problem',
);
export const httpStatusError = icu<[statusCode: number]>('HTTP {statusCode}', 'statusCode');
export const apiKeyScopeMissingMessage = icu<[scope: string]>(
  'يفتقد مفتاح API هذا النطاق {scope}.',
  'scope',
);
export const webhookScopeMissingMessage = icu<[scope: string]>(
  'يفتقد مفتاح API هذا النطاق {scope}، الذي تحتاجه أحداث هذا الـ Webhook.',
  'scope',
);
export const apiKeyActorName = icu<[person: string]>('{person} (مفتاح API)', 'person');
