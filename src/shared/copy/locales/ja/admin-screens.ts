// The operator console’s screens (/admin): headings, tabs, table columns and buttons.
import { icu } from './language';

export const consoleMail = 'メール';
export const consoleStatus = 'ステータス';
export const consoleAttempts = '試行回数';
export const consoleQueued = 'キュー登録日時';
export const consoleNextAttempt = '次回の試行';
export const consoleSent = '送信日時';
export const consoleActions = '操作';
export const consoleRetry = '再送信';
export const consoleRetryNow = '今すぐ再送信';
export const consoleLoading = '読み込み中...';
export const consoleAdmin = '管理者';
export const consoleVerified = '確認済み';
export const consoleInvited = '招待済み';
export const consoleSuspended = '停止中';
export const consoleTargetLabel = '対象:';
export const consoleReasonLabel = '理由:';
export const consoleBeforeAfter = '変更前 → 変更後';
export const consoleCardsWithoutAnOwner = '所有者のいないカード';
export const consoleWorking = '処理中...';
export const consoleCancel = 'キャンセル';
export const consoleNewOwnerEmail = '新しい所有者のメールアドレス';
export const consoleReason = '理由';
export const consoleReasonOptional = '理由（任意）';
export const consoleTeams = 'チーム';
export const consolePlace = '立場';
export const consoleMembers = 'メンバー';
export const consoleCards = 'カード';
export const consoleLockedFields = 'ロックされた項目';
export const consoleDeleted = '削除日時';
export const consoleNo = 'いいえ';
export const consoleTeamId = 'チーム ID';
export const consoleSendPasswordReset = 'パスワード再設定を送信';
export const consoleSend = '送信';
export const consoleResendInvitation = '招待を再送信';
export const consoleUnsuspend = '停止を解除';
export const consoleSuspend = '停止';
export const consoleOverview = '概要';
export const consoleAccounts = 'アカウント';
export const consoleAdminSections = '管理セクション';
export const consoleEmptySection = 'なし。';
export const consoleSubscriptions = 'サブスクリプション';
export const consoleStarted = '開始日';
export const consolePeriodEnds = '期間終了日';
export const consoleCancels = '解約日';
export const consoleRecentMail = '最近のメール';
export const consoleShopOrders = 'ショップの注文';
export const consoleOrder = '注文';
export const consoleOrderCards = 'カード';
export const consoleFilterTheAuditLog = '監査ログを絞り込む';
export const consoleAdminEmail = '管理者のメール';
export const consoleAnyAction = 'すべての操作';
export const consoleTargetId = '対象 ID';
export const consoleFilter = '絞り込む';
export const consoleClear = 'クリア';
export const consoleTakenDown = '公開停止';
export const consoleHandleLabel = 'ハンドル:';
export const consoleTakenDownLabel = '公開停止日時:';
export const consoleMove = '移動';
export const consoleMoveCard = 'カードを移動';
export const consoleRestoreProfile = 'プロフィールを復元';
export const consoleRestore = '復元';
export const consoleTakeDownProfile = 'プロフィールを公開停止';
export const consoleTakeDown = '公開停止';
export const consoleCard = 'カード';
export const consoleSuspendedSince = '停止日時';
export const consoleProfile = 'プロフィール';
export const consoleAuditLogForThisAccount = 'このアカウントの監査ログ';
export const consoleEmail = 'メールアドレス';
export const consoleName = '名前';
export const consoleRole = '役割';
export const consoleOwner = '所有者';
export const consoleYes = 'はい';
export const consoleNotVerifiedYet = 'いいえ（招待は未使用）';
export const consoleSubscription = 'サブスクリプション';
export const consoleStripeCustomer = 'Stripe の顧客';
export const consoleCreated = '作成日時';
export const consoleUpdated = '更新日時';
export const consoleAccountId = 'アカウント ID';
export const consoleNoEntries = '項目はありません';
export const consoleSearchAccounts = 'アカウントを検索';
export const consoleSearchPlaceholder = 'メールアドレスまたは名前の一部';
export const consoleNoAccounts = 'アカウントはありません';
export const consoleAccount = 'アカウント';
export const consoleTeam = 'チーム';
export const consoleSlug = 'スラッグ';
export const consoleNone = 'なし';
export const consoleSeatsToBillNow = '現在の請求対象席数';
export const consolePerson = 'メンバー';
export const consoleTeamCards = 'チームのカード';
export const consoleHeldBy = '保有者';
export const consoleInThePool = 'プール内';
export const consoleVerifiedAccounts = '確認済みアカウント';
export const consoleSuspendedAccounts = '停止中のアカウント';
export const consoleActiveSubscriptions = '有効なサブスクリプション';
export const consoleMonthlyRecurringRevenue = '月間経常収益';
export const consoleMessagesLast7Days = 'メッセージ（過去 7 日間）';
export const consoleMailPending = '送信待ちのメール';
export const consoleMailFailed = '送信に失敗したメール';
export const consoleOldestPendingMail = '最も古い送信待ちメール';
export const consoleFigures = '数値';
export const consoleFailed = '失敗';
export const consolePending = '送信待ち';
export const consoleMailStatus = 'メールのステータス';
export const consoleNoFailedMail = '失敗したメールはありません';
export const consoleNoPendingMail = '送信待ちのメールはありません';
export const consoleFailedMail = '失敗したメール';
export const consolePendingMail = '送信待ちのメール';
export const consoleTeamPlace = icu<[role: string, status: string]>(
  '{role}、{status}',
  'role',
  'status',
);
export const consoleTeamMembersCount = icu<[active: number, invited: number]>(
  '有効 {active} 人、招待中 {invited} 人',
  'active',
  'invited',
);
export const consoleTeamCardsCount = icu<[cards: number, pooled: number]>(
  '{cards}（うちプール内 {pooled}）',
  'cards',
  'pooled',
);
export const consoleSendPasswordResetTitle = icu<[email: string]>(
  '{email} にパスワード再設定を送信',
  'email',
);
export const consoleResendInvitationTitle = icu<[email: string]>('{email} に招待を再送信', 'email');
export const consoleUnsuspendTitle = icu<[email: string]>('{email} の停止を解除', 'email');
export const consoleSuspendTitle = icu<[email: string]>('{email} を停止', 'email');
export const consoleCardNumber = icu<[id: string]>('カード {id}', 'id');
export const consoleMoveTitle = icu<[card: string]>('{card} を別のアカウントに移動', 'card');
export const consoleRestoreTitle = icu<[card: string]>('{card} のプロフィールを復元', 'card');
export const consoleTakeDownTitle = icu<[card: string]>('{card} のプロフィールを公開停止', 'card');
export const consoleRetryTitle = icu<[subject: string, to: string]>(
  '「{subject}」を {to} に再送信',
  'subject',
  'to',
);
export const consoleCardsCount = icu<[count: number]>('カード（{count}）', 'count');
export const consoleMembersCount = icu<[count: number]>('メンバー（{count}）', 'count');
export const consoleTeamSubscription = icu<[status: string, seats: number]>(
  '{status}、{seats, plural, other {# 席}}',
  'status',
  'seats',
);
export const consoleTeamSubscriptionUntil = icu<
  [status: string, seats: number, ends: boolean, date: string]
>(
  '{status}、{seats, plural, other {# 席}}、{date} に{ends, select, true {終了} other {更新}}',
  'status',
  'seats',
  'ends',
  'date',
);
export const consoleAttemptCount = icu<[count: number]>('{count, plural, other {# 回}}', 'count');
export const consoleCardCount = icu<[count: number]>('{count, plural, other {# 枚}}', 'count');
/** An account's subscription status on a phone, when it has none. */
export const consoleNoSubscription = 'サブスクリプションなし';
