// The capture screen's parts (docs/product.md#capture): the lead form, filing a lead under a card
// and an event, the photo, the scanners and the leads waiting on the phone.

// The lead form: who they are and a note.
export const capUiTheirCardOrBadge = '相手の名刺またはバッジ';
export const capUiCancelEdit = '編集をキャンセル';
export const capUiFirstName = '名';
export const capUiLastName = '姓';
export const capUiTheyAgreedToBeContacted = '連絡を受けることに同意済み';
export const capUiSaveLead = 'リードを保存';

// Filing a lead: the card it is for and the event.
export const capUiNoEvent = 'イベントなし';
export const capUiNewEvent = '新しいイベント';

// The New event dialog.
export const capUiFirstDay = '初日';
export const capUiLastDay = '最終日';
export const capUiCreateEvent = 'イベントを作成';

// The photo of their card.
export const capUiRemovePhoto = '写真を削除';
export const capUiAddAPhotoOfTheirCard = '相手の名刺の写真を追加';

// Signing out with leads still on the phone.
export const capUiDiscardAndSignOut = '破棄してログアウト';
export const capUiUploadFirst = '先にアップロード';

// The leads waiting on the phone to be uploaded.
export const capUiLeadsOnThisPhone = 'この端末のリード';
export const capUiDiscardPhoto = '写真を破棄';

// The capture page.
export const capUiDiscardThisLead = 'このリードを破棄しますか？';

// The badge scanner.
export const capUiScanAnother = '別のものをスキャン';
export const capUiCameraTheQrCodeToRead = 'カメラ: 読み取る QR コード';

// The card scanner.
export const capUiTheCardsPhoto = '名刺の写真';
export const capUiScanAnotherCard = '別の名刺をスキャン';
export const capUiCameraTheCardToScan = 'カメラ: スキャンする名刺';
export const capUiTakePhoto = '撮影';

// The labels of a scan's lines in the lead's note.
export const capUiWebsite = 'ウェブサイト';
export const capUiAddress = '住所';

// The scanners' buttons and titles.
export const capUiScanACard = '名刺をスキャン';
export const capUiScanABadge = 'バッジをスキャン';

// The scanner's panel.
export const capUiCloseTheScanner = 'スキャナーを閉じる';
