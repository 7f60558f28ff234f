// An expired invitation link.
export const newInvitationOnItsWay =
  'このリンクが招待だった場合は、送信先のアドレスに新しい招待をお送りします。有効期間は7日間です。';
export const tooManyInvitationRequests =
  '新しいリンクのリクエストが多すぎます。しばらく待ってからもう一度お試しください。';

/** What cancelling changes, in the cancellation box and its dialog. */
export const cancelSubscriptionConsequences =
  'Connectプロフィールは、お支払い済みの期間の終わりまで公開されます。その後は、ハンドルを含む同じアドレスで無料のカードページが表示されます（名前、役職、会社、写真、連絡方法、「連絡先をダウンロード」）。ボタン、リンク、テーマ、お問い合わせフォームは、再度登録すると元に戻ります。';

/** Insights: a total with nothing in the period before to compare it with. */
export const noPreviousPeriodData = '前の期間のデータはありません';

/** 'Copy details from...'. */
export const copyFromItself =
  'カードは自分自身の情報をコピーできません。別のカードを選んでください。';
export const detailsCopied = '情報をコピーしました';
export const copyDetailsQuestion =
  'このカードに、もう一方のカードの連絡先、写真、ロゴ、QRのスタイル、Connectプロフィールがコピーされます。このカードのハンドルとニックネームはそのままです。このページで保存していない変更は破棄されます。';
