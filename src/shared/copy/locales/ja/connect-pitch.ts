// The Connect subscription's pitch on /subscribe, and its example profile.
/** What the subscription gives today, in the order /subscribe lists it. */
export const connectIncludes = [
  '好きなハンドルで公開される自分だけのプロフィールと、タップで保存できる連絡先',
  'アクセントカラーとフォントを選べる9種類のデザインと、カバー画像',
  '項目を選べるリードフォームと同意チェックボックス、検索・エクスポートできるリード',
  'インサイト：閲覧数、連絡先の保存、リンクのクリック、メッセージを、QRコード・NFCタップ・リンク別に',
  'カードのApple Wallet・Google Walletパス',
  '新しいリードをHubSpotへ送信、独自のツール向けのWebhook',
] as const;
export const seeExampleProfile = 'プロフィールの例を見る';
/** The strip above the example profile (/example). */
export const exampleProfileNote =
  'Catalyst Connectプロフィールの例です。フォームからは何も送信されません。';
