// The owner's own data (Settings → Your Data): the download and the account's deletion.
export const accountDataTitle = 'あなたのデータ';
export const accountDataDescription =
  '保存されているあなたのすべてのデータのコピーをダウンロードするか、アカウントを削除します。';
export const downloadMyData = 'データをダウンロード';
export const downloadingMyData = '準備中...';
export const accountDataContents =
  '1つのJSONファイル：アカウント、カード、Connectプロフィール、受信したメッセージ、サブスクリプション、画像へのリンク。';
export const accountDataDownloadFailed =
  'データをダウンロードできませんでした。もう一度お試しください。';
export const deleteAccountTitle = 'アカウントの削除';
export const deleteAccountSummary = 'アカウントとその中のすべてのデータを完全に削除します。';
export const deleteAccountButton = 'アカウントを削除';
export const deleteAccountQuestion =
  'サブスクリプションは直ちに終了します。カードは消去されて解放され、その情報、Connectプロフィール、ハンドル、メッセージ、インサイトが削除され、リンクも使えなくなります。画像も削除されます。この操作は取り消せません。';
export const deleteAccountPasswordLabel = 'パスワード';
export const deleteAccountConfirm = 'アカウントを削除する';
export const deleteAccountKeep = 'いいえ、アカウントを残します';
export const deleteAccountFailed = 'アカウントを削除できませんでした。もう一度お試しください。';
export const accountDeleted = 'アカウントを削除しました。';
