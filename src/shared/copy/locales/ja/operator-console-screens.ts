// The operator console's screens: what each action's confirmation says, and its toast.
export const adminSuspendQuestion =
  'オーナーはすべての場所から一度にログアウトされ、アカウントの停止が解除されるまでログインできません。';
export const adminUnsuspendQuestion = 'オーナーは再びログインできるようになります。';
export const adminResendInvitationQuestion =
  'アカウントのメールアドレスに新しい招待リンクが送信されます。';
export const adminSendPasswordResetQuestion =
  'アカウントのメールアドレスにパスワード再設定リンクが送信されます。';
export const adminMoveCardQuestion =
  'カードはこのメールアドレスのアカウントに移動します。アカウントのないアドレスには作成の招待が送られます。以前のオーナーの連絡先、Connectプロフィール、訪問者からのメッセージ、インサイトは、保持しない限り消去されます。';
export const adminKeepOwnerDataLabel = '以前のオーナーのデータをカードに残す';
export const adminKeepOwnerDataHint =
  '新しいオーナーが同じ人物（その人の別のアドレス）の場合のみ。連絡先、Connectプロフィール、訪問者からのメッセージ、インサイトがカードと一緒に移動します。監査ログに記録されます。';
export const adminTakeDownQuestion =
  '復元されるまで、訪問者にはこのプロフィールが存在しないと表示されます。オーナーにはプロフィールエディターに理由が表示されます。';
export const adminRestoreQuestion = '訪問者は再びこのプロフィールを閲覧できるようになります。';
export const adminRetryMailQuestion = 'メールをすぐに再送信します。';
export const adminReasonHint = '監査ログに記録されます。';
export const adminAccountSuspended = 'アカウントを停止しました';
export const adminAccountUnsuspended = 'アカウントの停止を解除しました';
export const adminInvitationSent = '招待を送信しました';
export const adminPasswordResetSent = 'パスワード再設定リンクを送信しました';
export const adminProfileTakenDown = 'プロフィールを非公開にしました';
export const adminProfileRestored = 'プロフィールを復元しました';
export const adminMailRetried = 'メールを再送信します';
export const adminNoAccounts = 'この検索に一致するアカウントはありません。';
export const adminNoFailedMail = '送信に失敗したメールはありません。';
export const adminNoPendingMail = '送信待ちのメールはありません。';
export const adminNoUnassignedCards = 'すべてのカードにオーナーがいます。';
export const adminNoAuditEntries = 'これらのフィルターに一致する監査ログはありません。';
