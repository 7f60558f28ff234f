// src/shared/copy/sentences/webhooks-values.ts in Arabic.
import { icu } from './language';

export const chooseWebhookEventMessage = icu<[events: string]>(
  'اختر أحد الأحداث {events}.',
  'events',
);
export const webhookReceivedMessage = icu<[statusCode: number, durationMs: number]>(
  'تم الاستلام: HTTP {statusCode} خلال {durationMs} ملّي ثانية.',
  'statusCode',
  'durationMs',
);
export const webhookRefusedMessage = icu<[statusCode: number, durationMs: number]>(
  'مرفوض: HTTP {statusCode} خلال {durationMs} ملّي ثانية. لا يُعد مستلمًا إلا رد من نوع 2xx.',
  'statusCode',
  'durationMs',
);
export const webhookNotDeliveredMessage = icu<[durationMs: number, error: string]>(
  'لم يُسلَّم بعد {durationMs} ملّي ثانية: {error}',
  'durationMs',
  'error',
);
export const webhookNoAnswer = 'لا يوجد رد';
export const webhookTimeoutError = icu<[seconds: number]>(
  'لا يوجد رد خلال {seconds} ثانية',
  'seconds',
);
export const copySnippetLabel = icu<[language: string]>('نسخ مقتطف {language}', 'language');
export const webhookFailingSinceMessage = icu<[since: string]>(
  'فشلت كل عمليات التسليم منذ {since}. بعد 5 أيام من الإخفاق يتوقف.',
  'since',
);
export const webhookNextAttemptMessage = icu<[at: string]>('المحاولة التالية {at}.', 'at');
export const revokeApiKeyTitle = icu<[name: string]>('هل تريد إلغاء المفتاح {name}؟', 'name');
