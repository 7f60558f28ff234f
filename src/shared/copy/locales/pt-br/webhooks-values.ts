// src/shared/copy/sentences/webhooks-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const chooseWebhookEventMessage = icu<[events: string]>(
  'Escolha um dos eventos {events}.',
  'events',
);
export const webhookReceivedMessage = icu<[statusCode: number, durationMs: number]>(
  'Recebido: HTTP {statusCode} em {durationMs} ms.',
  'statusCode',
  'durationMs',
);
export const webhookRefusedMessage = icu<[statusCode: number, durationMs: number]>(
  'Recusado: HTTP {statusCode} em {durationMs} ms. Só uma resposta 2xx conta como recebida.',
  'statusCode',
  'durationMs',
);
export const webhookNotDeliveredMessage = icu<[durationMs: number, error: string]>(
  'Não entregue após {durationMs} ms: {error}',
  'durationMs',
  'error',
);
export const webhookNoAnswer = 'sem resposta';
export const webhookTimeoutError = icu<[seconds: number]>('Sem resposta em {seconds} s', 'seconds');
export const copySnippetLabel = icu<[language: string]>(
  'Copiar o trecho em {language}',
  'language',
);
export const webhookFailingSinceMessage = icu<[since: string]>(
  'Todas as entregas falham desde {since}. Após 5 dias de falhas, ele é desativado.',
  'since',
);
export const webhookNextAttemptMessage = icu<[at: string]>('Próxima tentativa: {at}.', 'at');
export const revokeApiKeyTitle = icu<[name: string]>('Revogar a chave {name}?', 'name');
