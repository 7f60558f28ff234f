import { icu } from './language';

export const mailHi = icu<[named: boolean, firstName: string]>(
  '{named, select, true {{firstName} 様} other {こんにちは}}',
  'named',
  'firstName',
);
export const mailHello = 'ご担当者様';
export const mailButtonFallback =
  'ボタンが機能しない場合は、このリンクをブラウザにコピーしてください：';
export const mailLogIn = 'ログイン';
export const mailOpenSettings = '設定を開く';
export const mailWriteToSupport = icu<[supportEmail: string]>(
  'この変更に心当たりがない場合は、すぐに {supportEmail} までご連絡ください。',
  'supportEmail',
);
export const mailNothingToDo = 'ご自身による変更であれば、対応は不要です。';
export const mailIgnoreIfNotYou = '心当たりがない場合は、このメールを無視してください。';
