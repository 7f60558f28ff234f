// src/shared/copy/sentences/capture-values.ts in Japanese.
import { icu } from './language';

export const leadsWaitingMessage = icu<[count: number]>(
  '{count, plural, other {#件のリードがアップロード待ちです}}',
  'count',
);
export const signOutDiscardLeadsQuestion = icu<[count: number]>(
  '{count, plural, other {#件のリードがアップロード待ちです。サインアウトして破棄しますか？}}',
  'count',
);
