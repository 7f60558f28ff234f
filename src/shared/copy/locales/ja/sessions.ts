// The owner's sessions: Settings → Security, and the device a session was signed in from.
export const unknownDevice = '不明なデバイス';
export const sessionNotFound = 'セッションが見つかりません';
export const securityTitle = 'セキュリティ';
export const securityDescription =
  'パスワード以外のログイン方法と、アカウントにログインしている場所。';
export const sessionsTitle = 'セッション';
export const thisDevice = 'このデバイス';
export const signOutSession = 'ログアウト';
export const signingOutSession = 'ログアウトしています...';
export const signOutOtherSessions = '他のすべてのセッションからログアウト';
export const signingOutOtherSessions = '他のセッションからログアウトしています...';
export const noOtherSessions = '他の場所ではログインしていません。';
export const sessionSignedOut = 'そのセッションからログアウトしました。';
export const sessionSignOutFailed =
  'そのセッションからログアウトできませんでした。もう一度お試しください。';
export const otherSessionsSignOutFailed =
  '他のセッションからログアウトできませんでした。もう一度お試しください。';
export const sessionSignedInLabel = 'ログイン日時';
export const sessionLastActiveLabel = '最終アクティビティ';
export const sessionLocationLabel = 'ネットワーク';
