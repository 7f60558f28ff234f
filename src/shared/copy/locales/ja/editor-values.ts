// src/shared/copy/sentences/editor-values.ts in Japanese.
import { icu } from './language';

export const uploadLimitReachedMessage = icu<[megabytes: number, files: number]>(
  'アップロードの上限に達しました。画像は合計{megabytes} MB、{files, plural, other {#ファイル}}までです。カードやプロフィールで使わなくなった画像を削除してから、もう一度お試しください（どこにも使われていない画像は1日以内に削除されます）。',
  'megabytes',
  'files',
);
export const qrColoursTooCloseMessage = icu<[ratio: string]>(
  'これらの色は近すぎて確実に読み取れません。コントラスト比は{ratio}:1ですが、QRコードには4.5:1以上が必要です。前景を暗くするか、背景を明るくしてください。',
  'ratio',
);
export const accentAdjustedMessage = icu<[chosen: string, used: string]>(
  'アクセントカラーのテキストは{used}で表示されます。{chosen}ではこの背景の上で読みにくくなるためです。',
  'chosen',
  'used',
);
