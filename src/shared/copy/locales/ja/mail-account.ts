import { icu } from './language';

export const mailVerificationSubject = 'Catalyst Connect アカウントを設定してください';
export const mailVerificationPreview =
  'Catalyst カードを発送しました。アカウントを設定して管理を始めましょう。';
export const mailVerificationThanks =
  'ご注文ありがとうございます。お客様の Catalyst カードは、このメールアドレスの Catalyst Connect アカウントに紐付けられています。';
export const mailVerificationChoosePassword =
  'パスワードを設定して、セットアップを完了してください。その後、カードの編集、連絡先ファイルのダウンロード、QR コードの共有ができます。';
export const mailVerificationAction = 'アカウントを設定する';
export const mailVerificationNote =
  'このリンクの有効期限は 7 日間です。Catalyst カードを注文していない場合は、このメールを無視してください。';

export const mailResetSubject = 'Catalyst Connect のパスワードを再設定してください';
export const mailResetPreview = 'このリンクから新しいパスワードを設定できます。';
export const mailResetAsked =
  'Catalyst Connect アカウントのパスワード再設定がリクエストされました。';
export const mailResetAction = '新しいパスワードを設定する';
export const mailResetNote =
  'このリンクは 1 時間以内に 1 回だけ使えます。心当たりがない場合はこのメールを無視してください。パスワードは変更されません。';

export const mailEmailChangeSubject = 'Catalyst Connect の新しいメールアドレスを確認してください';
export const mailEmailChangePreview =
  'このアドレスを確認すると、今後はこのアドレスでログインできます。';
export const mailEmailChangeAsked =
  'Catalyst Connect アカウントをこのメールアドレスに移行するリクエストがありました。';
export const mailEmailChangeIfYou =
  'ご自身によるリクエストであれば、アドレスを確認してください。以後、すべてのデバイスでこのアドレスを使ってログインします。';
export const mailEmailChangeAction = '新しいアドレスを確認する';
export const mailEmailChangeNote =
  'このリンクは 24 時間以内に 1 回だけ使えます。心当たりがない場合はこのメールを無視してください。何も変更されません。';

export const mailAddressTakenPreview =
  'このアドレスには既にアカウントがあるため、変更は行われませんでした。';
export const mailAddressTakenAsked =
  'Catalyst Connect アカウントをこのメールアドレスに移行するリクエストがありましたが、このアドレスには既にアカウントがあるため、変更は行われませんでした。';
export const mailAddressTakenIfYou =
  'ご自身によるリクエストであれば、このアドレスでログインするか、もう一方のアカウントに別のアドレスを指定してください。';

export const mailEmailChangingSubject =
  'Catalyst Connect のメールアドレスが変更されようとしています';
export const mailEmailChangingPreview = icu<[newEmail: string]>(
  '{newEmail} への変更が確認待ちです。',
  'newEmail',
);
export const mailEmailChangingAsked = icu<[newEmail: string]>(
  'Catalyst Connect アカウントのメールアドレスを {newEmail} に変更するリクエストがありました。そのアドレスに送信されたリンクが使われるまで、何も変更されません。',
  'newEmail',
);
export const mailEmailChangingNotYou =
  'お心当たりがない場合は、今すぐパスワードを変更してください。リクエストした人はパスワードを知っていました。';
export const mailEmailChangingNote =
  '新しいアドレスが確認されるまでは、引き続きこのアドレスでログインします。';

export const mailEmailChangedSubject = 'Catalyst Connect のメールアドレスが変更されました';
export const mailEmailChangedPreview = icu<[newEmail: string]>(
  '今後、アカウントには {newEmail} でログインします。',
  'newEmail',
);
export const mailEmailChangedNow = icu<[newEmail: string]>(
  'Catalyst Connect アカウントのメールアドレスは {newEmail} になりました。すべてのデバイスからログアウトしました。新しいアドレスでログインしてください。',
  'newEmail',
);

export const mailNewSignInSubject = 'Catalyst アカウントへの新しいログイン';
export const mailNewSignInPreview = icu<[device: string, when: string]>(
  '{device}、{when}。',
  'device',
  'when',
);
export const mailNewSignInBody = icu<[device: string, when: string]>(
  '{when}に、{device} から Catalyst Connect アカウントへのログインがありました。',
  'device',
  'when',
);
export const mailNewSignInIfYou =
  'ご自身によるログインであれば、対応は不要です。心当たりがない場合は、設定からそのセッションをログアウトし、パスワードを変更してください。ログインした人はパスワードを知っていました。';
export const mailReviewSessions = 'セッションを確認する';
export const mailNewSignInNote =
  'このメールは、過去 90 日間に使われていないデバイスからアカウントにログインがあったときに送信されます。';

export const mailPasskeySubject = icu<[added: boolean]>(
  '{added, select, true {Catalyst Connect アカウントにパスキーが追加されました} other {Catalyst Connect アカウントからパスキーが削除されました}}',
  'added',
);
export const mailPasskeyBody = icu<[added: boolean, name: string]>(
  '{added, select, true {パスキー「{name}」が Catalyst Connect アカウントに追加されました。このパスキーでパスワードなしでログインできます。} other {パスキー「{name}」が Catalyst Connect アカウントから削除されました。このパスキーではログインできなくなりました。}}',
  'added',
  'name',
);

export const mailTwoStepSubject = icu<[on: boolean]>(
  '{on, select, true {Catalyst Connect アカウントの 2 段階認証がオンになりました} other {Catalyst Connect アカウントの 2 段階認証がオフになりました}}',
  'on',
);
export const mailTwoStepPreview = icu<[on: boolean]>(
  '{on, select, true {今後のログインでは、認証アプリのコードも求められます。} other {今後のログインでは、コードは求められません。}}',
  'on',
);
export const mailTwoStepBody = icu<[on: boolean]>(
  '{on, select, true {Catalyst Connect アカウントに 2 段階認証が設定されました。今後のログインでは、スマートフォンの認証アプリのコード、またはリカバリーコードのいずれかが求められます。} other {Catalyst Connect アカウントの 2 段階認証がオフになりました。今後のログインではパスワードのみが求められます。}}',
  'on',
);
