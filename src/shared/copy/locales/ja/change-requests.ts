// A member's request to change a field the team template locks on their card, and the admins'
// decision (docs/product.md#change-requests).
export const changeRequestFieldUnknown =
  'これはチームのテンプレートで設定される項目ではありません。';
export const changeRequestFieldNotLocked =
  'この項目はあなたのカードでロックされていません。エディターで変更してください。';
export const changeRequestAlreadyPending =
  'この項目の変更はすでにリクエスト済みです。管理者が判断します。';
export const changeRequestAlreadyDecided = 'この変更リクエストはすでに判断されています。';
export const changeRequestOwnDecision =
  '自分の変更リクエストは判断できません。チームの管理者が判断します。';
export const changeRequestStatusUnknown =
  'ステータスは pending、approved、rejected のいずれかにしてください。';
export const changeRequestTooMany =
  '過去1時間に多くの変更をリクエストしました。しばらくしてからもう一度お試しください。';
export const askForChange = '変更をリクエスト';
export const changeRequested = '変更をリクエストしました';
export const changeRequestNewValue = '新しい値';
export const changeRequestNote = '管理者へのメモ（任意）';
export const changeRequestSend = 'リクエストを送信';
export const changeRequestSent = 'リクエストを管理者に送信しました。';
export const changeRequestsTab = '変更リクエスト';
export const changeRequestsIntro =
  'メンバーは、テンプレートでロックされた自分のカードの項目の変更をリクエストします。承認された値はそのカードにのみ適用され、テンプレートで上書きされません。';
export const changeRequestsMine = 'あなたの変更リクエスト';
export const changeRequestsMineIntro =
  'チームのカードについてあなたがリクエストした変更と、管理者の判断です。';
export const changeRequestsEmpty = 'まだ変更リクエストはありません。';
export const changeRequestsWaiting = '判断待ち';
export const changeRequestsDecided = '判断済み';
export const changeRequestApprove = '承認';
export const changeRequestReject = '却下';
export const changeRequestReason = '理由';
export const changeRequestApproved = '変更を承認しました。';
export const changeRequestRejected = '変更を却下しました。';
export const changeRequestCleared = '（空）';
export const changeRequestStatusLabels = {
  pending: '判断待ち',
  approved: '承認済み',
  rejected: '却下済み',
} as const;
export const changeRequestCardMoved =
  'リクエストしたメンバーはこのカードをもう持っていません。リクエストを却下してください。';
export const changeRequestCancel = 'キャンセル';
export const changeRequestDialogIntro =
  'チームの管理者が判断します。承認されると、値はこのカードにのみ表示されます。項目を空にするには、値を空欄のままにしてください。';
export const changeRequestNow = '現在';
export const changeRequestNoteLabel = 'メモ';
