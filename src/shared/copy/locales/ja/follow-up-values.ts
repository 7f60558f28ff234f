// src/shared/copy/sentences/follow-up-values.ts in Japanese.
import { icu } from './language';

export const unknownPlaceholdersListMessage = icu<[list: string, count: number]>(
  "{count, plural, other {不明なプレースホルダー}}: {list}。'{firstName}'、'{event}'、'{ownerName}'を使ってください。",
  'list',
  'count',
);
export const followUpDailyLimitMessage = icu<[max: number]>(
  '1つのアカウントが1日に送信できるフォローアップメール{max, plural, other {#通}}をすべて送信しました。残りは明日送信してください。',
  'max',
);
export const followUpSentToMessage = icu<[sent: number]>(
  '{sent, plural, other {#件のリードにフォローアップを送信しました。}}',
  'sent',
);
export const followUpSkippedNoConsentMessage = icu<[count: number]>(
  '{count, plural, other {#件をスキップ: 連絡の同意がありません。}}',
  'count',
);
export const followUpSkippedNoEmailMessage = icu<[count: number]>(
  '{count, plural, other {#件をスキップ: メールアドレスがありません。}}',
  'count',
);
export const followUpSkippedAlreadyMessage = icu<[count: number]>(
  '{count, plural, other {#件をスキップ: フォローアップ済みです。}}',
  'count',
);
export const followUpWaitingMessage = icu<[count: number]>(
  '{count, plural, other {#件は未送信: 本日のメール送信上限に達しました。明日送信してください。}}',
  'count',
);
export const sendFollowUpLabel = icu<[count: number]>(
  '{count, plural, other {#件のリードに送信}}',
  'count',
);
export const followedUpLabel = icu<[date: string]>('フォローアップ済み {date}', 'date');
export const capturedLabel = icu<[how: string, when: string]>('{how}、{when}に記録', 'how', 'when');
export const followUpPreviewLabel = icu<[leadName: string]>('{leadName}へのプレビュー', 'leadName');
export const cardPhotoOpenLabel = icu<[leadName: string]>(
  '{leadName}の名刺の写真を開く',
  'leadName',
);
export const cardPhotoTitle = icu<[leadName: string]>('名刺の写真: {leadName}', 'leadName');
export const cardPhotoAlt = icu<[leadName: string]>('{leadName}の紙の名刺', 'leadName');
export const selectedLeadsLabel = icu<[count: number]>(
  '{count, plural, other {#件選択中}}',
  'count',
);
export const selectLeadLabel = icu<[leadName: string]>('{leadName}を選択', 'leadName');
export const deleteLeadTitle = icu<[name: string]>('{name}のリードを削除しますか？', 'name');
