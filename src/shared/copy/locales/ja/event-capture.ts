// Capture at events (docs/product.md#capture): leads met in person, events, follow-ups.
export const captureNameRequired = '名前を入力してください（名、姓、またはその両方）';
export const captureContactRequired = 'メールアドレスまたは電話番号を入力してください';
export const captureCardNotFound = 'そのカードはあなたのものではありません';
export const captureEventNotFound = 'そのイベントが見つかりませんでした';
export const capturedInTheFuture =
  '記録日時が未来になっています。スマートフォンの時計を確認してください';
/** The consent sentence stored with a lead whose owner said the person agreed in person. */
export const consentGivenInPerson = '連絡を受けることに対面で同意';
export const eventNameRequired = 'イベント名を入力してください';
export const eventDaysInOrder = '最終日を初日より前にすることはできません';
export const eventTooLong = 'イベントの期間は最長31日です';
export const eventManagedByTeamAdmins = 'チームのイベントを変更できるのはチームの管理者のみです';
export const noCardToFileLeadUnder = 'リードを登録するにはカードが必要です';
