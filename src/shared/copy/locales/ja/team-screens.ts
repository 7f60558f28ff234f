// The Team area’s screens (/team): tabs, members, departments, cards, events, insights, joining.
import { icu } from './language';

export const teamCreateATeam = 'チームを作成';
export const teamNameLabel = 'チーム名';
export const teamCreateTeam = 'チームを作成する';
export const teamMembersTab = 'メンバー';
export const teamNameColumn = '名前';
export const teamRoleLabel = '役割';
export const teamDepartmentLabel = '部署';
export const teamStatusColumn = 'ステータス';
export const teamActions = '操作';
export const teamMember = 'メンバー';
export const teamAdmin = '管理者';
export const teamNone = 'なし';
export const teamMakeOwner = '所有者にする';
export const teamDeactivate = '無効にする';
export const teamReactivate = '再び有効にする';
export const teamResendInvitation = '招待を再送信';
export const teamCancelInvitation = '招待を取り消す';
export const teamYesHandTheTeamOver = 'はい、チームを引き継ぎます';
export const teamShowLabel = '表示';
export const teamAllDepartments = 'すべての部署';
export const teamNoDepartment = '部署なし';
export const teamDepartmentsTab = '部署';
export const teamPeople = '人数';
export const teamAdmins = '管理者';
export const teamDeleteDepartment = '部署を削除';
export const teamSave = '保存';
export const teamCancel = 'キャンセル';
export const teamAdminsOption = 'チームの管理者';
export const teamRename = '名前を変更';
export const teamDelete = '削除';
export const teamSaveAdmins = '管理者を保存';
export const teamLeadsOfADeletedTeam = '削除されたチームのリード';
export const teamCardsTab = 'カード';
export const teamTemplateTab = 'テンプレート';
export const teamInsightsTab = 'インサイト';
export const teamLeadsTab = 'リード';
export const teamIntegrationsTab = '連携';
export const teamBillingTab = 'お支払い';
export const teamSectionsLabel = 'チームのセクション';
export const teamInviteAColleague = '同僚を招待';
export const teamEmailAddress = 'メールアドレス';
export const teamFirstName = '名';
export const teamLastName = '姓';
export const teamTitleLabel = '役職';
export const teamSendInvitation = '招待を送信';
export const teamAreaTitle = 'チーム';
export const teamJoinFirstName = '名';
export const teamJoinLastName = '姓';
export const teamJoinEmail = 'メールアドレス';
export const teamJoinConfirmPassword = 'パスワードの確認';
export const teamCreateAccountAndJoin = 'アカウントを作成して参加';
export const teamCreatingAccount = 'アカウントを作成中...';
export const teamInviteYourColleagues = '同僚を招待する';
export const teamChecklistInviteHint = '1 人ずつ、または CSV ファイルでまとめて招待できます。';
export const teamInvite = '招待';
export const teamAddCardsToThePool = 'カードをプールに追加する';
export const teamChecklistCardsHint =
  '自分のカードや注文したカードを追加し、同僚に 1 枚ずつ割り当てます。';
export const teamAddCards = 'カードを追加';
export const teamSetTheTemplate = 'テンプレートを設定';
export const teamChecklistTemplateHint =
  '会社名、ロゴ、デザインをチームのすべてのカードに反映します。';
export const teamStartBilling = 'お支払いを開始';
export const teamChecklistBillingHint =
  'メンバー 1 人につき 1 席。各メンバーが Catalyst Connect を利用できます。';
export const teamSetUpYourTeam = 'チームを設定しましょう';
export const teamSetupLabel = 'チームの設定';
export const teamImporting = 'インポート中...';
export const teamImportFromCsv = 'CSV からインポート';
export const teamLine = '行';
export const teamDownloadErrorReport = 'エラーレポートをダウンロード';
export const teamJoining = '参加中...';
export const teamOpeningYourInvitation = '招待を開いています...';
export const teamInvitationUnopenable = 'この招待を開けません';
export const teamJoinToAccept = 'して、招待を承諾してください。';
export const teamNewEvent = '新しいイベント';
export const teamEventName = 'イベント名';
export const teamFirstDay = '初日';
export const teamLastDay = '最終日';
export const teamCreateEvent = 'イベントを作成';
export const teamEventsCaption = 'イベント';
export const teamEvent = 'イベント';
export const teamDeleteEvent = 'イベントを削除';
export const teamEventFrom = '開始';
export const teamEventTo = '終了';
export const teamLoading = '読み込み中...';
export const teamCardsTitle = 'チームのカード';
export const teamInThePool = 'プール内';
export const teamAddMyCardsToThePool = '自分のカードをプールに追加';
export const teamMyCards = 'マイカード';
export const teamAddToThePool = 'プールに追加';
export const teamNewDepartment = '新しい部署';
export const teamDepartmentName = '部署名';
export const teamCreateDepartment = '部署を作成';
export const teamViews = '表示回数';
export const teamVisitors = '訪問者数';
export const teamContactsSaved = '連絡先の保存数';
export const teamLinkClicks = 'リンクのクリック数';
export const teamMessagesColumn = 'メッセージ';
export const teamPeriod = '期間';
export const teamSortBy = '並べ替え';
export const teamInsightsPerMember = 'メンバー別のインサイト';
export const teamInsightsPerDepartment = '部署別のインサイト';
export const teamImportPeople = 'メンバーをインポート';
export const teamDepartmentNewName = icu<[department: string]>(
  '{department} の新しい名前',
  'department',
);
export const teamPeopleCount = icu<[count: number]>('{count, plural, other {# 人}}', 'count');
export const teamDepartmentAdminsLegend = icu<[department: string]>(
  '{department} の管理者',
  'department',
);
export const teamRenameLabel = icu<[name: string]>('{name} の名前を変更', 'name');
export const teamAdminsOfLabel = icu<[department: string]>('{department} の管理者', 'department');
export const teamDeleteLabel = icu<[name: string]>('{name} を削除', 'name');
export const teamRoleOfLabel = icu<[name: string]>('{name} の役割', 'name');
export const teamDepartmentOfLabel = icu<[name: string]>('{name} の部署', 'name');
export const teamHolderOfLabel = icu<[card: string]>('{card} の保有者', 'card');
export const teamInvitedMember = icu<[name: string]>('{name}（招待中）', 'name');
export const teamLastDays = icu<[days: number]>('{days, plural, other {過去 # 日間}}', 'days');
export const teamJoinTitle = icu<[team: string]>('{team} に参加', 'team');
export const teamInvitationFor = icu<[email: string]>('{email} への招待', 'email');
export const teamJoinLogInAs = icu<[email: string]>('{email} としてログイン', 'email');
export const teamJoinCreateAccount = icu<[email: string]>(
  '{email} のアカウントを作成して参加してください。',
  'email',
);
/** Beside a member who runs a department (the members table), and another one (a department's list). */
export const teamRunsDepartment = icu<[department: string]>('{department}を担当', 'department');
export const teamRunsOtherDepartment = icu<[department: string]>(
  '（{department}を担当）',
  'department',
);
