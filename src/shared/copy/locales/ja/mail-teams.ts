import { icu } from './language';

export const mailInviteSubject = 'Catalyst Connect のチームに招待されました';
export const mailInvitePreview = 'チームのデジタル名刺に招待されました。';
export const mailInviteAnAdmin = 'チームの管理者';
export const mailInviteBody = icu<[who: string, team: string]>(
  '{who}が、Catalyst Connect の {team} にあなたを招待しました。チームのデジタル名刺はここで管理されています。',
  'who',
  'team',
);
export const mailInviteAccept =
  'このメールアドレスのアカウントで招待を承認してください。アカウントがない場合は、同じページで 1 分ほどで作成できます。';
export const mailInviteAction = icu<[team: string]>('{team} に参加する', 'team');
export const mailInviteNote =
  'このリンクの有効期限は 7 日間です。心当たりがない場合は、このメールを無視してください。';

export const mailCardHolderSubject = icu<[team: string]>(
  '{team} のカードがあなたのものになりました',
  'team',
);
export const mailCardHolderPreview = icu<[team: string, product: string]>(
  '{team} から {product} カードが割り当てられました。',
  'team',
  'product',
);
export const mailCardHolderBody = icu<[team: string, product: string]>(
  'Catalyst Connect で {team} から {product} カードが割り当てられました。カードには会社の情報の下にあなたの名前とメールアドレスが表示され、前の持ち主の情報は残っていません。',
  'team',
  'product',
);
export const mailCardHolderCheck =
  '役職を確認し、電話番号と写真を追加して、カードを共有しましょう。';
export const mailOpenYourCard = 'カードを開く';
export const mailCardHolderNote =
  'このメールは、チームの管理者があなたにカードを割り当てたためにお送りしています。';

export const mailChangeRequestSubject = icu<[approved: boolean]>(
  '{approved, select, true {変更リクエストが承認されました} other {変更リクエストは承認されませんでした}}',
  'approved',
);
export const mailChangeRequestPreview = icu<[field: string]>(
  'チームカードの{field}について。',
  'field',
);
export const mailQuotedValue = icu<[value: string]>('「{value}」', 'value');
export const mailEmptyValue = '空欄';
export const mailChangeRequestApproved = icu<[team: string, field: string, value: string]>(
  '{team} の管理者がリクエストを承認しました。カードの{field}は {value} になりました。',
  'team',
  'field',
  'value',
);
export const mailChangeRequestKept =
  '管理者がリセットするまで、チームのテンプレートはカードのこの項目を変更しません。';
export const mailChangeRequestRejected = icu<[team: string, field: string, value: string]>(
  '{team} の管理者は、{field}を {value} にするリクエストを承認しませんでした。',
  'team',
  'field',
  'value',
);
export const mailChangeRequestReason = icu<[reason: string]>('理由：{reason}', 'reason');
export const mailSeeChangeRequests = '変更リクエストを見る';
export const mailChangeRequestNote =
  'このメールは、カードの項目の変更をチームにリクエストしたためにお送りしています。';

export const mailDomainSubject = icu<[domain: string]>(
  '{domain} はチームの確認済みドメインではなくなりました',
  'domain',
);
export const mailDomainPreview = icu<[domain: string]>(
  '{domain} の TXT レコードが 7 日間見つかりません。',
  'domain',
);
export const mailDomainBody = icu<
  [txtName: string, txtValue: string, team: string, domain: string]
>(
  '7 日間、毎日のチェックで TXT レコード {txtName}（値 {txtValue}）が見つかりませんでした。このレコードは {team} が {domain} を所有していることを証明するものです。ドメインは確認済みではなくなり、そのアドレスにはシングルサインオンが適用されなくなりました。',
  'txtName',
  'txtValue',
  'team',
  'domain',
);
export const mailDomainFix =
  'DNS プロバイダーでレコードを作成し直してから、チームの「サインイン」タブでドメインを確認してください。';
export const mailVerifyDomain = 'ドメインを確認する';
export const mailTeamOwnerNote =
  'このメールは、あなたが Catalyst Connect のチームのオーナーであるためにお送りしています。';
