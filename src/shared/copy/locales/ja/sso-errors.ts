// Why a single sign-on ended on the Login page (/login?ssoError={reason}, SSO_ERROR_REASONS).
export const ssoErrorExpired = 'ログインに時間がかかりすぎました。もう一度やり直してください。';
export const ssoErrorState =
  'このログインはここで開始されたものと一致しないため、ログインは行われませんでした。このページからもう一度やり直してください。';
export const ssoErrorProvider =
  '会社のIDプロバイダーでログインできませんでした。もう一度試すか、IT部門にお問い合わせください。';
export const ssoErrorRefused =
  'IDプロバイダーからの応答を確認できなかったため、ログインは行われませんでした。シングルサインオンの設定を確認するようIT部門に依頼してください。';
export const ssoErrorEmailUnverified =
  'IDプロバイダーがメールアドレスを確認していないため、ログインは行われませんでした。IT部門にお問い合わせください。';
export const ssoErrorDomain =
  'このアドレスはチームが確認したドメインのものではありません。チームの管理者にお問い合わせください。';
export const ssoErrorNotMember =
  'このチームのメンバーではありません。チームの管理者に招待を依頼してください。';
export const ssoErrorSuspended =
  'このアカウントは停止されています。サポートにお問い合わせください。';
export const ssoErrorNotSetUp =
  'このアドレスにはシングルサインオンが設定されていません。パスワードでログインしてください。';
