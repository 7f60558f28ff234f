// src/shared/copy/sentences/server-values.ts in Japanese.
import { icu } from './language';

export const tooManyRequestsMessage = icu<[after: string]>(
  'リクエストが多すぎます。{after}後にもう一度お試しください。',
  'after',
);
export const unavailableMessage = icu<[down: string]>('{down}を利用できません', 'down');
export const unexpectedOrderShapeMessage = icu<[problem: string]>(
  '注文の形式が想定と異なります: {problem}',
  'problem',
);
export const httpStatusError = icu<[statusCode: number]>('HTTP {statusCode}', 'statusCode');
export const apiKeyScopeMissingMessage = icu<[scope: string]>(
  'このAPIキーには{scope}スコープがありません。',
  'scope',
);
export const webhookScopeMissingMessage = icu<[scope: string]>(
  'このAPIキーには、このWebhookのイベントに必要な{scope}スコープがありません。',
  'scope',
);
export const apiKeyActorName = icu<[person: string]>('{person}（APIキー）', 'person');
