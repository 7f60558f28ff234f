import { icu } from './language';

// The screens before and around signing in (docs/product.md#screens): creating the account,
// confirming an e-mail change, choosing a new password, signing in and out, and the inactivity prompt.

// Create Your Account: the form of the invitation link.
export const acctFirstName = '名';
export const acctLastName = '姓';
export const acctEmail = 'メールアドレス';
export const acctEmailCannotBeChangedUntilYou = 'メールアドレスは初回ログイン後に変更できます。';
export const acctPassword = 'パスワード';
export const acctConfirmPassword = 'パスワード（確認）';
export const acctCreateAccount = 'アカウントを作成';
export const acctCreatingAccount = 'アカウントを作成中...';

// Confirm Your New Email Address: the link mailed to a new address.
export const acctLogIn = 'ログイン';
export const acctYourEmailAddressIsChanged = 'メールアドレスが変更されました';
export const acctConfirmYourNewEmailAddress = '新しいメールアドレスの確認';
export const acctYourAccountWillUseThisAddress =
  '今後はこのアドレスがアカウントで使われ、すべてのデバイスからログアウトされます。';
export const acctConfirmEmailAddress = 'メールアドレスを確認';
export const acctConfirming = '確認中...';
/** After the change; {login} is the Log in link. */
export const acctAccountNowUses = icu<[email: string, login: string]>(
  'アカウントのメールアドレスは {email} になりました。このアドレスで{login}してください。',
  'email',
  'login',
);

// Create Your Account: checking the invitation link.
export const acctSendMeANewLink = '新しいリンクを送信';
export const acctVerifyingYourAccount = 'アカウントを確認しています...';
export const acctUnableToVerifyYourAccount = 'アカウントを確認できませんでした';
export const acctYourAccountIsAlreadyVerified = 'アカウントは確認済みです';
export const acctLogInToYourAccount = 'アカウントにログイン';
export const acctCreateYourAccount = 'アカウントの作成';
export const acctCompleteYourAccountSetupToGet = 'アカウントの設定を完了して始めましょう';

// Send Password Reset Instructions.
export const acctSendPasswordResetInstructions = 'パスワードの再設定';
export const acctEnterTheEmailAddressOfYour =
  'アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。';
export const acctEmailAddress = 'メールアドレス';
export const acctSend = '送信';
export const acctSending = '送信中...';
export const acctBackToLogin = 'ログインに戻る';

// Update Your Password: the link of a reset mail.
export const acctUpdateYourPassword = 'パスワードの変更';
export const acctErrorLoadingData = 'データの読み込み中にエラーが発生しました';
export const acctRequestANewLink = '新しいリンクをリクエスト';
export const acctChooseANewPasswordOfAt = '8 文字以上の新しいパスワードを設定してください。';
export const acctPasswordConfirmation = 'パスワード（確認）';
export const acctResetPassword = 'パスワードを再設定';

// The notice after signing up: look for the verification mail.
export const acctPleaseHelpUsVerifyYourAccount = 'アカウントの確認をお願いします';
export const acctHiName = icu<[name: string]>('{name} 様', 'name');
export const acctHi = 'こんにちは';
export const acctYourEmailAddress = 'お使いのメールアドレス';
export const acctWeSentAVerificationEmail = icu<[email: string]>(
  '{email} に確認メールを送信しました。メール内のリンクを開いてパスワードを設定すると、カードの管理を始められます。',
  'email',
);
export const acctCantFindItCheckYourSpam =
  '見つかりませんか？迷惑メールフォルダーをご確認ください。設定済みの場合は';

// Login.
export const acctSignInToYourAccount = 'アカウントにログイン';
export const acctLogin = 'ログイン';
export const acctLoggingIn = 'ログイン中...';
export const acctForgotPasswordClickHere = 'パスワードをお忘れの場合はこちら';

// Logout.
export const acctLoggingYouOutNow = 'ログアウトしています。';
export const acctYoullBeAutomaticallyRedirectedInA = '数秒後に自動的に移動します。';

// The end of a company sign-in (single sign-on).
export const acctTestSignIn = 'テストサインイン';
export const acctSingleSignOn = 'シングルサインオン';
export const acctSignInAgain = 'もう一度サインイン';

// The prompt before an idle session is signed out.
export const acctAreYouStillThere = 'まだ操作中ですか？';
export const acctLoggedOutIn = icu<[seconds: number]>(
  '一定時間操作がなかったため、{seconds, plural, other {# 秒}}後にログアウトします。セッションを延長するには下のボタンをクリックしてください。',
  'seconds',
);
export const acctImStillHere = '操作を続ける';
