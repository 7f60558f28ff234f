// src/shared/copy/sentences/account-values.ts in Japanese.
import { icu } from './language';

export const cardMovedMessage = icu<[email: string, invited: boolean]>(
  '{invited, select, true {カードを{email}に移しました。招待メールを送信しています} other {カードを{email}に移しました}}',
  'email',
  'invited',
);
export const pendingEmailMessage = icu<[newEmail: string]>(
  '{newEmail}に届いたメールで確認してください',
  'newEmail',
);
export const unreadMessagesLabel = icu<[count: number]>(
  '{count, plural, =0 {通知を表示} other {通知を表示: 未読メッセージ#件}}',
  'count',
);
export const decidedRequestsLabel = icu<[decided: number]>(
  '通知を表示: {decided, plural, other {判断済みの変更リクエスト#件}}',
  'decided',
);
export const unreadAndDecidedLabel = icu<[unread: number, decided: number]>(
  '通知を表示: {unread, plural, other {未読メッセージ#件}}、{decided, plural, other {判断済みの変更リクエスト#件}}',
  'unread',
  'decided',
);
export const signedOutIdleMinutesMessage = icu<[minutes: number]>(
  '{minutes, plural, other {#分}}間操作がなかったため、サインアウトしました',
  'minutes',
);
export const signedOutIdleSecondsMessage = icu<[seconds: number]>(
  '{seconds, plural, other {#秒}}間操作がなかったため、サインアウトしました',
  'seconds',
);
export const otherSessionsSignedOutMessage = icu<[count: number]>(
  '{count, plural, other {ほかの#件のセッションをサインアウトしました}}',
  'count',
);
export const signOutSessionLabel = icu<[device: string]>('{device}をサインアウト', 'device');
export const passkeyDeviceName = icu<[browser: string, system: string]>(
  '{system}の{browser}',
  'browser',
  'system',
);
export const passkeyAddedUsedLabel = icu<[added: string, lastUsed: string]>(
  '{added}に追加、最終使用 {lastUsed}',
  'added',
  'lastUsed',
);
export const passkeyNeverUsedLabel = icu<[added: string]>('{added}に追加、未使用', 'added');
export const chargeTodayTerms = icu<[amount: string]>(
  '本日{amount}、毎月自動更新、いつでも解約できます',
  'amount',
);
