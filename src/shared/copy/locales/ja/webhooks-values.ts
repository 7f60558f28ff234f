// src/shared/copy/sentences/webhooks-values.ts in Japanese.
import { icu } from './language';

export const chooseWebhookEventMessage = icu<[events: string]>(
  '次のイベントから選んでください: {events}。',
  'events',
);
export const webhookReceivedMessage = icu<[statusCode: number, durationMs: number]>(
  '受信されました: HTTP {statusCode}（{durationMs} ms）。',
  'statusCode',
  'durationMs',
);
export const webhookRefusedMessage = icu<[statusCode: number, durationMs: number]>(
  '拒否されました: HTTP {statusCode}（{durationMs} ms）。2xxの応答のみが受信とみなされます。',
  'statusCode',
  'durationMs',
);
export const webhookNotDeliveredMessage = icu<[durationMs: number, error: string]>(
  '{durationMs} ms後も配信されませんでした: {error}',
  'durationMs',
  'error',
);
export const webhookNoAnswer = '応答なし';
export const webhookTimeoutError = icu<[seconds: number]>(
  '{seconds}秒以内に応答がありません',
  'seconds',
);
export const copySnippetLabel = icu<[language: string]>(
  '{language}のスニペットをコピー',
  'language',
);
export const webhookFailingSinceMessage = icu<[since: string]>(
  '{since}以降、すべての配信が失敗しています。失敗が5日続くと無効になります。',
  'since',
);
export const webhookNextAttemptMessage = icu<[at: string]>('次回の試行: {at}。', 'at');
export const revokeApiKeyTitle = icu<[name: string]>('キー「{name}」を取り消しますか？', 'name');
