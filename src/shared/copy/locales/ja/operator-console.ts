// The operator console (/admin) and what it does to accounts, cards and profiles.
export const adminsOnly = '管理者専用';
export const accountSuspended =
  'このアカウントは停止されています。サポートにお問い合わせください。';
export const cannotSuspendYourself = '自分のアカウントは停止できません';
export const accountAlreadySuspended = 'このアカウントはすでに停止されています';
export const accountNotSuspended = 'このアカウントは停止されていません';
export const accountAlreadyVerified =
  'このアカウントは設定済みです。代わりにパスワード再設定を送信してください';
export const accountNotVerified =
  'このアカウントはまだ設定されていません。代わりに招待を再送信してください';
export const cardAlreadyOwned = 'このカードはすでにそのアカウントのものです';
export const profileAlreadyTakenDown = 'このプロフィールはすでに非公開にされています';
export const profileNotTakenDown = 'このプロフィールは非公開にされていません';
export const mailNotRetryable = '再試行できるのは、失敗したメールか送信待ちのメールのみです';
export const mailNotFound = 'メールが見つかりません';
export const reasonRequired = '理由を入力してください';
export const lastAdmin = '最後の管理者の権限は取り消せません。先に別の管理者を追加してください';
export const lastAdminCannotLeave =
  '最後の管理者は自分のアカウントを削除できません。先に別の管理者を追加してください';
export const profileTakenDownNotice =
  '管理者がこのプロフィールを非公開にしたため、訪問者は閲覧できません。';
