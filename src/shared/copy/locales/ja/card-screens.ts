import { icu } from './language';

// The card's other screens (docs/product.md#card-tab): Home's card tiles and getting started,
// the card's menu, Insights, sharing, the NFC link, the wallet and the e-mail signature.

// The card's tabs.
export const cardUiConnectProfile = 'Connect プロフィール';
export const cardUiInsights = 'インサイト';

// The card's Actions menu.
export const cardUiActions = '操作';
export const cardUiCopyLink = 'リンクをコピー';
export const cardUiMyLiveProfile = '公開中のプロフィール';
export const cardUiUpgrade = 'アップグレード';
export const cardUiShareScreen = '共有画面';
export const cardUiEMailSignature = 'メール署名';

// A card's tile on Home.
export const cardUiViewsInLast30Days = icu<[views: number]>(
  '過去 30 日間の閲覧数: {views, plural, other {# 回}}',
  'views',
);
export const cardUiMyEmail = 'メールアドレス';
export const cardUiMyPhone = '電話番号';

// Insights: the daily numbers' table.
export const cardUiDailyNumbers = '日別の数値';
export const cardUiViewsVisitorsSavesClicksAndMessages =
  '1 日ごとの閲覧数、訪問者数、保存数、クリック数、メッセージ数';
export const cardUiDate = '日付';

// Home's getting-started checklist: each step, what it is for and its button.
export const cardUiAddAPhoto = '写真を追加';
export const cardUiPeopleRememberAFaceItShows =
  '顔写真は覚えてもらいやすくなります。カードのページと相手の連絡先に表示されます。';
export const cardUiFillInYourNameTitleAnd = '名前、役職、電話番号を入力';
export const cardUiWhatPeopleSaveWhenTheyTap =
  '「連絡先をダウンロード」をタップした人が保存する内容です。';
export const cardUiFillInDetails = '情報を入力';
export const cardUiShareYourCardOnce = 'カードを一度共有する';
export const cardUiShowItsQrCodeToSomeone = 'QR コードを見せるか、リンクを送りましょう。';
export const cardUiShareMyCard = 'カードを共有';
export const cardUiSetUpYourConnectProfile = 'Connect プロフィールを設定';
export const cardUiYourHandleThemeButtonsAndA =
  'ハンドル、テーマ、ボタン、問い合わせフォームを 1 ページにまとめられます。';
export const cardUiSetUpProfile = 'プロフィールを設定';
export const cardUiSeeWhatAConnectProfileAdds = 'Connect プロフィールでできること';
export const cardUiAPageOfYourOwnWith =
  'ボタン、リンク、問い合わせフォームのある自分だけのページです。';
export const cardUiSeeConnect = 'Connect を見る';
export const cardUiGetStarted = 'はじめに';
export const cardUiGettingStarted = 'はじめに';

// Insights: the chart.
export const cardUiViews = '閲覧数';
export const cardUiContactSaves = '連絡先の保存数';
export const cardUiChartOfViewsAndContactSaves =
  '1 日ごとの閲覧数と連絡先の保存数のグラフ。数値は下の表にあります';

// The NFC chip link.
export const cardUiWebNfcIsNotAvailable = 'Web NFC を利用できません';
export const cardUiNfcChipLink = 'NFC チップ用のリンク';
export const cardUiWriteThisLinkToAnNfc =
  'このリンクを NFC タグやステッカーに書き込みます。「NFC タグに書き込む」をタップし、タグをスマートフォンの背面にかざしてください。';
export const cardUiWriteThisLinkToYourCards =
  'NFC アプリでこのリンクをカードの NFC チップに書き込むと、インサイトでタッチとスキャンを分けて集計できます。';
export const cardUiHoldATagToYourPhone = 'タグをスマートフォンにかざしてください...';
export const cardUiWriteToNfcTag = 'NFC タグに書き込む';
export const cardUiCopyNfcLink = 'NFC リンクをコピー';
export const cardUiWrittenATapOnTheTag =
  '書き込みました。タグにタッチするとプロフィールが開きます。';

// The e-mail signature: how to paste it into each mail app (the apps' own menu names).
export const cardUiOpenSettingsTheGearThenSee =
  '設定（歯車アイコン）を開き、「すべての設定を表示」を選びます。';
export const cardUiOnTheGeneralTabUnderSignature =
  '「全般」タブの「署名」で「新規作成」をクリックし、名前を付けて欄に貼り付けます（Ctrl+V、Mac では ⌘V）。';
export const cardUiChooseItUnderSignatureDefaultsThen =
  '「署名を挿入」で選び、ページ下部の「変更を保存」をクリックします。';
export const cardUiOutlookOnTheWebAndThe = 'Outlook on the web と新しい Outlook';
export const cardUiOpenSettingsTheGearThenAccount =
  '設定（歯車アイコン）を開き、「アカウント」、「署名」の順に選びます。';
export const cardUiClickNewSignatureNameItAnd =
  '「新しい署名」をクリックし、名前を付けて欄に貼り付けます。';
export const cardUiChooseItForNewMessagesAnd =
  '新規メッセージと返信に設定し、「保存」をクリックします。';
export const cardUiOutlookForWindowsAndMacDesktop = 'Windows 版と Mac 版の Outlook（デスクトップ）';
export const cardUiWindowsFileOptionsMailSignaturesMac =
  'Windows: ファイル、オプション、メール、署名。Mac: Outlook、設定、署名。';
export const cardUiAddANewSignatureNameIt =
  '新しい署名を追加し、名前を付けて編集欄に貼り付けます。';
export const cardUiChooseItForNewMessagesAnd2 =
  '新規メッセージと返信に設定し、「OK」をクリックします（Mac ではウィンドウを閉じます）。';
export const cardUiAppleMailOnMac = 'Mac のメール';
export const cardUiOpenMailSettingsSignaturesSelectYour =
  'メールを開き、「設定」、「署名」の順に選び、アカウントを選択して + をクリックします。';
export const cardUiUntickAlwaysMatchMyDefaultMessage =
  '「常にデフォルトのメッセージフォントに合わせる」のチェックを外し、右側の欄に貼り付けます。';
export const cardUiCloseTheWindowMailSavesIt =
  'ウィンドウを閉じると保存されます。「署名を選択」で選びます。';
export const cardUiMailOnIphone = 'iPhone のメール';
export const cardUiOpenThisScreenOnYourIphone =
  'iPhone でこの画面を開き、「署名をコピー」をタップします。';
export const cardUiOpenSettingsAppsMailSignatureSettings =
  '「設定」、「アプリ」、「メール」、「署名」を開いて貼り付けます（iOS 18 より前は「設定」、「メール」、「署名」）。';
export const cardUiTheIphoneRemovesTheFormattingAs =
  'iPhone は貼り付け時に書式を削除します。すぐに iPhone を振って「取り消す」をタップすると、書式が残ります。';
export const cardUiAddItToYourMailApp = 'メールアプリに追加する';

// Insights: the totals.
/** After a total's change, for screen readers. */
export const cardUiComparedWithPrevious = icu<[days: number]>(
  '前の {days, plural, other {# 日間}}との比較',
  'days',
);
export const cardUiTotals = '合計';

// The phone wallet's buttons.
export const cardUiAddToAppleWallet = 'Apple Wallet に追加';
export const cardUiSaveToGoogleWallet = 'Google ウォレットに保存';
export const cardUiOpening = '開いています...';
export const cardUiWallet = 'ウォレット';
export const cardUiKeepYourCardInYourPhones =
  'カードをスマートフォンのウォレットに入れておけます。QR コードから Connect プロフィールが開きます。';

// Insights: what is counted, and the change against the previous period.
export const cardUiVisitors = '訪問者数';
export const cardUiLinkClicks = 'リンクのクリック数';
export const cardUiNoChange = '変化なし';

// The Insights page.
/** Insights without a Connect profile: the one figure shown, and the offer. */
export const cardUiLockedInsights = icu<[views: number]>(
  '過去 30 日間にカードが {views, plural, other {# 回}}開かれました。アップグレードすると、訪問者の流入元、連絡先を保存した人、クリックされたリンクを確認できます。',
  'views',
);
/** A period's button. */
export const cardUiPeriodDays = icu<[days: number]>('{days, plural, other {# 日間}}', 'days');
/** The period's first and last days. */
export const cardUiFromTo = icu<[from: string, to: string]>('{from}～{to}', 'from', 'to');
export const cardUiPeriod = '期間';
export const cardUiNoViewsYet = 'まだ閲覧はありません';
export const cardUiShareYourProfileLinkLetPeople =
  'プロフィールのリンクを共有したり、QR コードをスキャンしてもらったり、NFC チップ用のリンクをカードに書き込んだりしましょう。閲覧、連絡先の保存、リンクのクリック、メッセージは数秒でここに表示されます。';
export const cardUiGetYourQrCodeAndNfc = 'QR コードと NFC リンクを取得';
export const cardUiViewsAndContactSaves = '閲覧数と連絡先の保存数';
export const cardUiWhereViewsCameFrom = '閲覧の流入元';
export const cardUiNoViewsInThisPeriod = 'この期間の閲覧はありません。';
export const cardUiTopLinks = 'よくクリックされたリンク';
export const cardUiNoLinkClicksInThisPeriod = 'この期間のリンクのクリックはありません。';

// The E-mail Signature page.
export const cardUiEMailSignaturePreview = 'メール署名のプレビュー';
export const cardUiYourCardsDetailsAsASignature =
  'カードの情報を署名にします。「連絡先を保存」からプロフィールが開き、相手があなたの情報を保存できます。インサイトではこの訪問をメール署名として集計します。';
export const cardUiCopySignature = '署名をコピー';
export const cardUiPlainTextVersion = 'テキスト版';

// The share screen: the QR code to scan.
export const cardUiScanToSaveMyContactTurn =
  'スキャンして連絡先を保存してください。画面を明るくすると、コードを読み取りやすくなります。';
