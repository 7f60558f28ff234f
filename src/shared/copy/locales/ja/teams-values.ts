// src/shared/copy/sentences/teams-values.ts in Japanese.
import { icu } from './language';

export const joinedTeamMessage = icu<[teamName: string]>('{teamName}に参加しました', 'teamName');
export const setByTeamMessage = icu<[teamName: string]>('{teamName}が設定', 'teamName');
export const lockedByTeamFieldsMessage = icu<[teamName: string, fields: string]>(
  '{teamName}が設定しています。チームのカードでは{fields}を変更できません。チームの管理者にお問い合わせください。',
  'teamName',
  'fields',
);
export const managedByTeamMessage = icu<[teamName: string]>('{teamName}が管理', 'teamName');
export const cardWaitsForInviteeMessage = icu<[name: string]>('{name}の参加を待っています', 'name');
export const makeOwnerTitle = icu<[memberName: string]>(
  '{memberName}をオーナーにしますか？',
  'memberName',
);
export const handOverTeamQuestion = icu<[teamName: string, memberName: string]>(
  '{memberName}が{teamName}のオーナーになります。以後、請求、チームの削除、引き継ぎはこのメンバーが行います。あなたは管理者のままです。',
  'teamName',
  'memberName',
);
export const teamHandedOverMessage = icu<[teamName: string, memberName: string]>(
  '{teamName}のオーナーが{memberName}になりました',
  'teamName',
  'memberName',
);
export const deleteTeamTitle = icu<[teamName: string]>('{teamName}を削除しますか？', 'teamName');
export const teamDeletedMessage = icu<[teamName: string]>('{teamName}を削除しました', 'teamName');
export const deletedTeamLeadsMessage = icu<[teamName: string, until: string]>(
  '{teamName}のリードをダウンロード（{until}まで）',
  'teamName',
  'until',
);
export const teamMemberNoticeMessage = icu<[teamName: string]>(
  'あなたは{teamName}のメンバーです。チームのカードはオーナーと管理者が管理します。',
  'teamName',
);
export const cardsWillChangeMessage = icu<[count: number]>(
  '{count, plural, other {#枚のカードが変更されます}}',
  'count',
);
export const membersInvitedMessage = icu<[count: number]>(
  '{count, plural, other {#人を招待しました}}',
  'count',
);
export const invitationSentMessage = icu<[email: string]>('{email}に招待を送信しました', 'email');
export const templateSavedMessage = icu<[changedCards: number]>(
  '{changedCards, plural, other {保存しました: #枚のカードを変更}}',
  'changedCards',
);
export const seatChangeMessage = icu<[from: string, to: string]>(
  '参加するメンバーごとにシートが1つ増えます。次回の請求額は{from}から{to}になります（今月の残りは日割り）。',
  'from',
  'to',
);
export const deactivateMemberTitle = icu<[name: string]>('{name}を無効にしますか？', 'name');
export const deactivateMemberQuestion = icu<[name: string, team: string]>(
  '{name}はすぐに{team}から外れます。このメンバーが持つチームのカードはプールに戻り、別の人に渡されるまでそのページには{team}と表示されます。リードはチームに残ります。後で再び有効にできます。',
  'name',
  'team',
);
export const removedFromTeamMessage = icu<[team: string, day: string]>(
  '{day}に{team}から外されました。お持ちだったチームのカードはプールに戻りました。ご自身のカードはそのままです。',
  'team',
  'day',
);
export const createTeamOfferMessage = icu<[cards: number]>(
  '{cards, plural, other {カードが#枚あります。}}チームを作成すると、カードを同僚に渡したり、会社の情報をすべてのカードに揃えたり、どのカードがリードにつながっているかを確認したりできます。',
  'cards',
);
export const teamWillAssignCard = icu<[team: string]>(
  'カードは{team}から割り当てられます。割り当てられると、ここに表示されます。',
  'team',
);
