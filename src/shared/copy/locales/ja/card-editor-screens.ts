import { icu } from './language';

// The card's editors (docs/product.md#card-tab): the card's sections and fields, the Connect
// profile's editor, its design, images, buttons, lead form and QR code.

// The card editor's sections and their fields.
export const cardEdWebsite = 'ウェブサイト';
export const cardEdBookingLink = '予約リンク';
export const cardEdAlternateUrl1 = 'その他の URL 1';
export const cardEdAlternateUrl2 = 'その他の URL 2';
export const cardEdAlternateUrl3 = 'その他の URL 3';
export const cardEdCompanySlogan = '会社のスローガン';
export const cardEdPersonal = '個人情報';
export const cardEdLastNameProfession = '姓、職業';
export const cardEdWork = '勤務先';
export const cardEdOrganization = '組織';
export const cardEdRole = '担当';
export const cardEdWorkWebsite = '勤務先のウェブサイト';
export const cardEdEmails = 'メールアドレス';
export const cardEdWorkEmail = '勤務先のメール';
export const cardEdAlternateEmail = 'その他のメール';
export const cardEdPhoneNumbers = '電話番号';
export const cardEdCellPhone = '携帯電話';
export const cardEdWorkPhone = '勤務先の電話';
export const cardEdWorkFax = '勤務先の FAX';
export const cardEdAlternatePhone = 'その他の電話';
export const cardEdWorkAddress = '勤務先の住所';
export const cardEdStreet = '番地';
export const cardEdCity = '市区町村';
export const cardEdState = '都道府県';
export const cardEdPostalCode = '郵便番号';
export const cardEdSocials = 'SNS';
export const cardEdMiscellaneous = 'その他';
export const cardEdAnythingElseYourContactsShouldKnow = '連絡先に伝えておきたいこと';

// The profile's accent colour.
export const cardEdAccentColour = 'アクセントカラー';
export const cardEdPickTheAccentColour = 'アクセントカラーを選択';
/** The label of the colour's hexadecimal value. */
export const cardEdHex = '16 進数';
export const cardEdUseThePresetsColour = 'プリセットの色を使う';
export const cardEdFromYourLogo = 'ロゴの色:';
/** The colour input's accessible name, with the colour shown. */
export const cardEdAccentColourValue = icu<[colour: string]>('アクセントカラー {colour}', 'colour');
/** A colour from the logo, as a button's accessible name. */
export const cardEdUseColour = icu<[colour: string]>('{colour} を使う', 'colour');

// The profile's buttons: editing and moving them.
export const cardEdButtons = 'ボタン';
export const cardEdLinksShownAsButtonsOnYour =
  'プロフィールにボタンとして表示されるリンクです。ハンドルをドラッグすると移動できます。';
export const cardEdToMoveAButtonPressThe =
  'ボタンを移動するには、上下の矢印キーを押すか、このハンドルをドラッグします。';
export const cardEdAddButton = 'ボタンを追加';
/** A button with no text yet, named by its place. */
export const cardEdButtonNumber = icu<[number: number]>('ボタン {number}', 'number');
export const cardEdButtonText = icu<[number: number]>('ボタン {number} のテキスト', 'number');
export const cardEdButtonUrl = icu<[number: number]>('ボタン {number} の URL', 'number');
/** A button's handle and delete button, as screen readers name them. */
export const cardEdMoveButton = icu<[button: string]>('{button} を移動', 'button');
export const cardEdDeleteButton = icu<[button: string]>('{button} を削除', 'button');
// What a screen reader hears while a button is moved.
export const cardEdButtonMoved = icu<[button: string, position: number, count: number]>(
  '{button} を {count} 件中 {position} 番目に移動しました。',
  'button',
  'position',
  'count',
);
export const cardEdButtonPickedUp = icu<[button: string, position: number, count: number]>(
  '{button} を選択しました。{count} 件中 {position} 番目です。',
  'button',
  'position',
  'count',
);
export const cardEdButtonIsAt = icu<[button: string, position: number]>(
  '{button} は {position} 番目です。',
  'button',
  'position',
);
export const cardEdButtonDroppedAt = icu<[button: string, position: number]>(
  '{button} を {position} 番目に配置しました。',
  'button',
  'position',
);
export const cardEdButtonDropped = icu<[button: string]>('{button} を配置しました。', 'button');
export const cardEdButtonMoveCancelled = icu<[button: string]>(
  '{button} の移動をキャンセルしました。',
  'button',
);

// A card's nickname.
export const cardEdCardNickname = 'カードのニックネーム';
export const cardEdNickname = 'ニックネーム';
export const cardEdBoothCardSalesTeam = 'ブース用、営業チーム用など';
export const cardEdSaveNickname = 'ニックネームを保存';
export const cardEdRename = '名前を変更';
export const cardEdAddANickname = 'ニックネームを追加';

// A card that is not found.
export const cardEdBackToMyCards = 'マイカードに戻る';

// The card's tabs and the upgrade offer above them.
export const cardEdCardSections = 'カードのセクション';
export const cardEdUpgradeYourAccount = 'アカウントのアップグレード';
export const cardEdUpgradeToCatalystConnect = 'Catalyst Connect にアップグレード';

// A section's extra fields.
export const cardEdAddField = '+ 項目を追加';

// Copying details from another card.
export const cardEdCopyDetailsFrom = '情報をコピー...';
export const cardEdCopyDetailsFromAnotherCard = '別のカードから情報をコピー';
export const cardEdCopyDetails = '情報をコピー';
export const cardEdCopyFrom = 'コピー元';

// The profile's cover image.
export const cardEdCoverImage = 'カバー画像';
export const cardEdYourCover = 'カバー画像';
export const cardEdChangeCover = 'カバーを変更';
export const cardEdUploadACover = 'カバーをアップロード';
export const cardEdRemoveCover = 'カバーを削除';

// The profile's design: preset, font, buttons, layout.
export const cardEdDesign = 'デザイン';
export const cardEdPreset = 'プリセット';
export const cardEdFont = 'フォント';
export const cardEdLayout = 'レイアウト';

// An image of the card (photo, logo).
export const cardEdChange = '変更';
export const cardEdUpload = 'アップロード';

// The profile's lead form.
export const cardEdRequired = '必須';
export const cardEdOptional = '任意';
export const cardEdNotAsked = '表示しない';
export const cardEdLeadForm = '問い合わせフォーム';
export const cardEdNameAndEmail = '名前とメールアドレス';
export const cardEdAlwaysRequired = '常に必須';
export const cardEdConsentCheckboxOptional = '同意チェックボックス（任意）';
export const cardEdUseTheSuggestedSentence = '提案された文を使う';

// The editor's preview on a phone.
export const cardEdClosePreview = 'プレビューを閉じる';

// The profile editor's fields: name, handle, links.
export const cardEdSlogan = 'スローガン';
export const cardEdMyConnectHandle = 'Connect のハンドル';
export const cardEdYourLiveLink = '公開中のリンク:';
export const cardEdSocialsLinks = 'SNS とリンク';
export const cardEdReplacesYourCards = 'カードの値を置き換えます';
export const cardEdFromYourCard = 'カードの値';
/** Under the handle before one is chosen; {appUrl} is the app's address. */
export const cardEdHandleExample = icu<[appUrl: string]>(
  '例: jane-doe にすると、プロフィールは {appUrl}/u/jane-doe になります',
  'appUrl',
);
/** After the links' hint on the profile editor. */
export const cardEdEmptyFieldsUseYourCards = '空欄の項目にはカードの値が使われます。';

// Changing the profile's handle.
export const cardEdChangeYourHandle = 'ハンドルの変更';
export const cardEdYesChangeIt = 'はい、変更します';

// The card's QR code and downloads.
export const cardEdQrCodeDownload = 'QR コードとダウンロード';
export const cardEdOpensInANewTab = '（新しいタブで開きます）';
export const cardEdViewCardPage = 'カードのページを見る';
export const cardEdQrCodeFor = icu<[link: string]>('{link} の QR コード', 'link');
export const cardEdYourHandleAddressWorksWhileYour =
  'ハンドルのアドレスはサブスクリプションが有効な間だけ使えます。このコードには常に使えるアドレスが使われています。';
export const cardEdSaveQrStyle = 'QR のスタイルを保存';
export const cardEdDiscardChanges = '変更を破棄';
export const cardEdPreparing = '準備中...';
export const cardEdDownloadQrPng = 'QR をダウンロード（PNG）';
export const cardEdDownloadQrSvgForPrint = 'QR をダウンロード（印刷用 SVG）';
export const cardEdShareScreen = '共有画面';
export const cardEdSaveYourStyleToDownloadIt = 'ダウンロードするにはスタイルを保存してください。';

// The QR code's style.
export const cardEdSquare = '四角';
export const cardEdRounded = '角丸';
export const cardEdDots = 'ドット';
export const cardEdNoLogo = 'ロゴなし';
export const cardEdCompanyLogo = '会社のロゴ';
export const cardEdProfilePhoto = 'プロフィール写真';
export const cardEdDotShape = 'ドットの形';
export const cardEdLogoInTheMiddle = '中央のロゴ';
export const cardEdUploadACompanyLogoOrProfile =
  '上で会社のロゴかプロフィール写真をアップロードすると、コードの中央に配置できます。';
export const cardEdDotsColour = 'ドットの色';
export const cardEdBackgroundColour = '背景色';
/** A colour's swatch picker; {colour} is the field's label. */
export const cardEdSwatch = icu<[colour: string]>('{colour}の見本', 'colour');

// The banner once the Connect profile is unlocked.
export const cardEdYourConnectProfileIsUnlocked = 'Connect プロフィールが使えるようになりました';
export const cardEdChooseYourHandleThemePhotoAnd =
  'ハンドル、テーマ、写真、ボタンを選んで、出会う人みんなにリンクを共有しましょう。';
export const cardEdSetUpMyConnectProfile = 'Connect プロフィールを設定';
export const cardEdDismiss = '閉じる';

// The card's page: photo and company.
export const cardEdProfilePhoto2 = 'プロフィール写真';
export const cardEdShownOnYourConnectProfileAnd =
  'Connect プロフィールと連絡先ファイルに表示されます。';
export const cardEdYourCompanyLogoAndSloganAre =
  '会社のロゴとスローガンはカードの印刷専用です。連絡先ファイルには含まれません。';

// The Connect profile's editor.
export const cardEdChangePhoto = '写真を変更';
export const cardEdAppearance = '外観';
/** After the notice of a profile taken down; {reason} is the operator's. */
export const cardEdTakedownReason = icu<[reason: string]>('理由: {reason}', 'reason');
export const cardEdToUnlockYourCardProfileAnd =
  'カードのプロフィールやその他の機能を使うには、アカウントをアップグレードしてください。';
