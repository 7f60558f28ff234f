// Two-step sign-in (authenticator-app codes) and the team rule that requires it.
export const twoStepCodeFormat = '認証アプリに表示される6桁のコードを入力してください';
export const recoveryCodeFormat = 'リカバリーコードのいずれかを入力してください';
export const twoStepCodeOrRecoveryCode = 'コードまたはリカバリーコードを送信してください';
export const twoStepWrongCode = 'コードが正しくありません';
export const twoStepSignInEnded =
  'このログインは終了しました。パスワードでもう一度ログインしてください。';
export const twoStepTooManyWrongCodes =
  'コードの誤りが多すぎます。しばらくしてからもう一度お試しください。';
export const twoStepNoSetupStarted = '先に2段階認証の設定を開始してください';
export const twoStepIsOff = '2段階認証はオフです';
export const twoStepRequiredByTeam = 'チームで2段階認証が必須のため、オンのままになります';
export const twoStepIssuer = 'Catalyst Connect';
export const twoStepTitle = '2段階認証';
export const twoStepOffIntro = 'パスワードと、スマートフォンの認証アプリのコードでログインします。';
export const twoStepOnStatus = '2段階認証はオンです。';
export const twoStepStart = '2段階認証を設定';
export const twoStepStartAgain = '新しいスマートフォンを設定';
export const twoStepScan =
  'このQRコードを認証アプリでスキャンするか、セットアップキーを入力してください。';
export const twoStepQrLabel = '認証アプリ用のQRコード';
export const twoStepSecretLabel = 'セットアップキー';
export const twoStepCodeLabel = '6桁のコード';
export const twoStepTurnOn = 'オンにする';
export const twoStepCancelSetup = 'キャンセル';
export const twoStepRecoveryIntro =
  'これらのリカバリーコードを安全な場所に保存してください。スマートフォンを紛失した場合に各コードを1回ずつ使えます。表示されるのは今だけです。';
export const twoStepRecoveryTitle = 'リカバリーコード';
export const twoStepDownloadCodes = 'ダウンロード';
export const twoStepSavedCodes = 'リカバリーコードを保存しました';
export const twoStepDone = '完了';
export const twoStepTurnOff = '2段階認証をオフにする';
export const twoStepTurnOffIntro = '2段階認証をオフにするには、パスワードを入力してください。';
export const twoStepTurnedOn = '2段階認証をオンにしました';
export const twoStepTurnedOff = '2段階認証をオフにしました';
export const twoStepPasswordLabel = 'パスワード';
export const twoStepRecoveryFileHeading =
  'Catalyst Connectのリカバリーコード。各コードは、認証アプリのコードの代わりに1回だけ使えます。';
export const twoStepLoginTitle = 'コードを入力';
export const twoStepLoginIntro =
  '認証アプリを開き、Catalyst Connectの6桁のコードを入力してください。';
export const twoStepRecoveryLoginIntro = '保存したリカバリーコードのいずれかを入力してください。';
export const twoStepUseRecoveryCode = '代わりにリカバリーコードを使う';
export const twoStepUseAppCode = '代わりにアプリのコードを使う';
export const twoStepRecoveryCodeLabel = 'リカバリーコード';
export const twoStepVerify = '確認';
export const twoStepSetupRequiredTitle = '2段階認証を設定してください';
export const twoStepSetupRequiredIntro =
  'チームで2段階認証が必須になっています。続行するには設定してください。';
export const twoStepContinue = '続行';
export const requireTwoStepLabel = '2段階認証を必須にする';
export const requireTwoStepHint =
  '2段階認証を設定していないメンバーは、次回ログイン時に設定します。';
export const requireTwoStepSaved = 'ログインのルールを保存しました';
export const memberTwoStepOn = '2段階認証オン';
export const memberTwoStepOff = '2段階認証オフ';
export const memberTwoStepColumn = '2段階認証';
// A passkey in place of the authenticator app, in the setup a team's rule leads to at sign-in.
export const usePasskeyInstead = '代わりにパスキーを使う';
export const setupPasskeyCancelled =
  'パスキーは追加されませんでした。画面が閉じられたか、タイムアウトしました。もう一度試すか、認証アプリを設定してください。';
export const twoStepPasswordToReplace = '2段階認証を設定するには、パスワードを入力してください';
