// The team's audit log (docs/product.md#team-audit-log): its errors and how its rows read.
export const teamAuditUnknownAction = 'これは監査ログに記録される操作ではありません。';
export const teamAuditCursorInvalid =
  'この監査ログのページはもう利用できません。最初からやり直してください。';
export const teamAuditTab = '監査ログ';
export const teamAuditIntro =
  'チーム内で誰が何を変更したかを新しい順に表示します。記録は1年間保存されます。';
export const teamAuditEmpty = 'まだ何も記録されていません。';
export const teamAuditFilterAction = '操作';
export const teamAuditFilterPerson = 'ユーザー';
export const teamAuditAllActions = 'すべての操作';
export const teamAuditEveryone = '全員';
export const teamAuditLoadMore = 'さらに読み込む';
export const teamAuditDownloadCsv = 'CSVをダウンロード';
export const teamAuditWhen = '日時';
export const teamAuditWho = '実行者';
export const teamAuditWhat = '内容';
export const teamAuditTarget = '対象';
export const teamAuditDetails = '詳細';
export const teamAuditSystemActor = 'Catalyst Connect';
export const teamAuditDirectoryActor = '会社のディレクトリ';

/** The keys of an entry's details as the screen writes them; others show as they are. */
export const teamAuditDetailLabels: Record<string, string> = {
  before: '変更前',
  after: '変更後',
  role: 'ロール',
  from: '変更元',
  to: '変更先',
  url: 'アドレス',
  events: 'イベント',
  seats: 'シート',
  status: 'ステータス',
  rows: '行数',
  filters: 'フィルター',
  scopes: 'スコープ',
  keyPrefix: 'キー',
  accountId: 'HubSpotアカウント',
  locked: 'ロックされた項目',
  admins: '管理者',
  field: '項目',
  value: '値',
  reason: '理由',
  department: '部署',
  changedCards: '変更されたカード',
  cardsReturned: 'プールに戻ったカード',
  waitsForInvitation: '招待の承諾待ち',
  enabled: '有効',
  event: 'イベント',
  eventId: 'イベントID',
  firstDay: '初日',
  lastDay: '最終日',
};

/** Each action code as the log reads it. */
export const teamAuditActionLabels = {
  'member.invited': 'メンバーを招待',
  'member.joined': 'メンバーが参加',
  'member.deactivated': 'メンバーを無効化',
  'member.reactivated': 'メンバーを再有効化',
  'member.role_changed': 'ロールを変更',
  'member.department_changed': '部署を変更',
  'department.created': '部署を作成',
  'department.renamed': '部署名を変更',
  'department.deleted': '部署を削除',
  'department.admins_changed': '部署の管理者を変更',
  'department.template_saved': '部署のテンプレートを保存',
  'change_request.approved': '変更リクエストを承認',
  'change_request.rejected': '変更リクエストを却下',
  'card.pooled': 'カードをプールに追加',
  'card.assigned': 'カードを割り当て',
  'card.unassigned': 'カードの割り当てを解除',
  'card.exception_cleared': 'カードの例外を解除',
  'template.saved': 'テンプレートを保存',
  'webhook.created': 'Webhookを作成',
  'webhook.changed': 'Webhookを変更',
  'webhook.deleted': 'Webhookを削除',
  'api_key.created': 'APIキーを作成',
  'api_key.revoked': 'APIキーを無効化',
  'integration.connected': '連携を接続',
  'integration.disconnected': '連携を切断',
  'leads.exported': 'リードをエクスポート',
  'event.created': 'イベントを作成',
  'event.deleted': 'イベントを削除',
  'billing.started': 'サブスクリプションを開始',
  'billing.seats_changed': 'シート数を変更',
  'team.security_changed': 'セキュリティ設定を変更',
  'domain.claimed': 'ドメインを申請',
  'domain.verified': 'ドメインを確認',
  'domain.unverified': 'ドメインの確認が失効',
  'domain.removed': 'ドメインを削除',
  'sso.saved': 'シングルサインオンを保存',
  'sso.removed': 'シングルサインオンを削除',
  'scim_token.created': 'SCIMトークンを作成',
  'scim_token.revoked': 'SCIMトークンを無効化',
  'scim.user_created': 'ディレクトリがユーザーを追加',
  'scim.user_updated': 'ディレクトリがユーザーを変更',
  'scim.user_deactivated': 'ディレクトリがユーザーを無効化',
  'scim.user_deleted': 'ディレクトリがユーザーを削除',
  'scim.group_created': 'ディレクトリがグループを追加',
  'scim.group_updated': 'ディレクトリがグループを変更',
  'scim.group_deleted': 'ディレクトリがグループを削除',
  'team.renamed': 'チーム名を変更',
  'team.owner_changed': 'オーナーを引き継ぎ',
  'team.deleted': 'チームを削除',
} as const;
