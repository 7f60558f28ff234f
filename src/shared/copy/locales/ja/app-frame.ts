import { icu } from './language';

// The signed-in app's frame and shared parts (docs/product.md#signed-in-layout): the sidebar and
// user menu, Home, the team's billing, leads and integrations pages, and the components every
// screen uses (save bar, password field, loading and error states).

// Home: the owner's cards.
/** Above the cards; {number} is the count in bold. */
export const appViewsOfYourCards = icu<[count: number, number: string]>(
  '{count, plural, other {過去 30 日間のカードの閲覧数: {number} 回}}',
  'count',
  'number',
);
export const appMyCards = 'マイカード';
export const appCardsForYourColleagues = '同僚の分のカードもご用意しますか？';
export const appCreateATeam = 'チームを作成';
export const appNoCardsYet = 'カードはまだありません';
export const appCardsYouBuyInTheCatalyst =
  'Catalyst ショップで購入したカードがここに表示され、すぐに設定できます。';
export const appVisitTheShop = 'ショップを見る';

// The team's billing page: the seats and the subscription.
export const appActive = '有効';
export const appTrial = '試用中';
export const appPaymentFailedRetrying = '支払いに失敗しました: 再試行中';
export const appUnpaid = '未払い';
export const appWaitingForTheFirstPayment = '初回の支払い待ち';
export const appNotStarted = '未開始';
export const appEnded = '終了';
export const appSeats = 'シート';
export const appStartTheTeamsSubscription = 'チームのサブスクリプションを開始';
export const appInvoices = '請求書';
export const appBillingDetails = '請求先情報';
export const appCancelTheSubscription = 'サブスクリプションを解約';
export const appStatus = 'ステータス';
export const appPricePerSeat = '1 シートあたりの料金';
export const appNextInvoice = '次回の請求';
export const appNone = 'なし';
export const appFirstPayment = '初回の支払い';
export const appPricePerMonth = icu<[price: string]>('{price} / 月', 'price');
/** The next invoice's amount and the day it is charged. */
export const appAmountOnDate = icu<[amount: string, date: string]>(
  '{date}に {amount}',
  'amount',
  'date',
);
/** Once cancelled; {date} is shown in bold. */
export const appSubscriptionEndsOn = icu<[date: string]>(
  'サブスクリプションは {date} に終了します。',
  'date',
);

// The team's integrations page, for a member who is not the team's admin.
export const appTeam = 'チーム';
export const appGoToTheTeamArea = 'チームのページへ';

// The team's leads: the table of every member's messages.
export const appLeads = 'リード';
export const appVisitor = '訪問者';
export const appMessage = 'メッセージ';
export const appCard = 'カード';
export const appMember = 'メンバー';
export const appDepartment = '部署';
export const appReceived = '受信日時';

// The sidebar's areas.
export const appCatalystConnectHome = 'Catalyst Connect ホーム';
export const appMain = 'メイン';
export const appCards = 'カード';
export const appMessages = 'メッセージ';
export const appCapture = 'キャプチャ';
export const appIntegrations = '連携';
export const appAdmin = '管理';
export const appSettings = '設定';

// The signed-in layout's menu on a phone.
export const appMenu = 'メニュー';
export const appCloseSidebar = 'サイドバーを閉じる';
export const appOpenSidebar = 'サイドバーを開く';

// The user menu at the top right.
export const appOpenUserMenu = 'ユーザーメニューを開く';
export const appYourProfile = 'プロフィール';
export const appSignOut = 'ログアウト';

// The breadcrumbs above a page's title.
export const appHome = 'ホーム';
export const appBreadcrumb = 'パンくずリスト';

// The error page.
export const appOops = '問題が発生しました';
export const appGoBackToHome = 'ホームに戻る';

// The event filter of the lead lists and Insights.
export const appEvent = 'イベント';

// Loading states.
export const appLoading = '読み込み中...';

// The profile editor's live preview.
export const appLivePreview = 'ライブプレビュー';

// The save bar of an editor with unsaved changes.
export const appUnsavedChanges = '未保存の変更があります';
export const appUnsavedChangesCount = icu<[count: number]>(
  '{count, plural, other {未保存の変更: # 件}}',
  'count',
);
export const appReload = '再読み込み';
export const appDiscard = '破棄';
export const appRestore = '復元';
export const appSaveChanges = '変更を保存';

// The two-step sign-in setup's password step.
export const appCurrentPassword = '現在のパスワード';

// A form's submit button.
export const appSaving = '保存中...';
export const appSave = '保存';

// A password field's show/hide toggle.
export const appHide = '非表示';
export const appShow = '表示';
/** The toggle's accessible name; {field} is the field's label. */
export const appHideField = icu<[field: string]>('{field}を非表示', 'field');
export const appShowField = icu<[field: string]>('{field}を表示', 'field');

// A screen whose data failed to load.
export const appTryAgain = '再試行';

// A confirmation's default way out.
export const appNoKeepIt = 'いいえ、そのままにします';

// The name a new passkey gets when its browser or system is not recognised ('Chrome on Mac').
export const appPasskeyBrowser = 'ブラウザー';
export const appPasskeyThisDevice = 'このデバイス';

// The prompt before leaving a page with unsaved changes.
export const appLeaveWithoutSavingTitle = '保存せずに移動しますか？';
export const appYouHaveChangesThatAreNot =
  'まだ保存されていない変更があります。このページを離れると、変更は失われます。';
export const appLeaveWithoutSavingButton = '保存せずに移動';
export const appStayOnThisPage = 'このページにとどまる';

// A checklist's progress, and each step's state for screen readers.
export const appStepDone = '（完了）';
export const appStepToDo = '（未完了）';
export const appStepsDone = icu<[done: number, total: number]>(
  '{total} 件中 {done} 件完了',
  'done',
  'total',
);

// Words many screens share: actions, a lead's or card's fields, busy labels.
export const appCancel = 'キャンセル';
export const appClose = '閉じる';
export const appDelete = '削除';
export const appEdit = '編集';
export const appRemove = '削除';
export const appCopied = 'コピーしました';
export const appPreview = 'プレビュー';
export const appName = '名前';
export const appEmail = 'メールアドレス';
export const appPhone = '電話番号';
export const appCompany = '会社';
/** A person's job title, as a field's label. */
export const appJobTitle = '役職';
export const appNote = 'メモ';
export const appWorksOffline = 'オフラインでも使えます';
export const appDownloadVcard = 'vCard をダウンロード';
export const appChoosePhoto = '写真を選択';
export const appUploading = 'アップロード中...';
export const appCreating = '作成中...';
/** After a number of days (a period's length). */
export const appDays = '日間';
