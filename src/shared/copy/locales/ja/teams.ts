// Teams: a company's members, roles and invitations (docs/product.md#teams).
export const teamNotFound = 'チームが見つかりません';
export const teamMemberNotFound = 'チームメンバーが見つかりません';
export const alreadyInATeam =
  'すでにチームに所属しています。1つのアカウントが同時に所属できるチームは1つだけです。';
export const teamAdminsOnly = 'この操作はチームのオーナーと管理者のみ行えます。';
export const teamOwnerOnly = 'この操作はチームのオーナーのみ行えます。';
export const unknownTeamRole = 'ロールは admin か member にしてください';
export const alreadyInThisTeam = 'このメールアドレスはすでにチームに登録されています。';
export const duplicateInFile = 'このメールアドレスはファイルの前の行にすでにあります。';
export const invitationNotPending = 'この招待はすでに承諾またはキャンセルされています。';
export const ownerRoleIsHandedOver =
  'チームのオーナーは、チームを管理者に引き継ぐまでそのロールのままです。';
export const ownerCannotBeDeactivated =
  'チームのオーナーは無効化できません。先にチームを管理者に引き継いでください。';
export const memberAlreadyDeactivated = 'このメンバーはすでに無効化されています。';
export const memberNotDeactivated = 'このメンバーは無効化されていません。';
export const ownershipGoesToAnAdmin =
  'チームを引き継げるのは、そのチームのアクティブな管理者のみです。';
export const teamInvitationInvalid = 'このチームへの招待は無効か、有効期限が切れています。';
export const teamInvitationForAnotherAddress =
  'この招待は別のメールアドレスに送信されました。参加するには、そのアドレスでログインしてください。';
export const teamInvitationHasAccount =
  'このメールアドレスのアカウントはすでに存在します。ログインしてチームに参加してください。';
export const activeInAnotherTeam = 'このアカウントはすでに別のチームに所属しています。';
export const memberCsvRequired =
  'ヘッダー行（email, first_name, last_name, role, title, department）のあるCSVファイルを送信してください。';
export const memberCsvNoEmailColumn = 'ヘッダー行にemail列がありません。';
export const memberCsvUnreadable = 'この行は有効なCSVではありません。';
export const memberCsvTooManyRows = '一度にインポートできるのは1,000人までです。';
export const memberCsvTooLarge =
  'メンバーのCSVファイルは587KB（1,000行）までです。小さなファイルに分割してください。';
export const tooManyTeamInvitations =
  '本日このチームからの招待が多すぎます。明日もう一度お試しください。';
export const tooManyInvitationsFromAccount =
  'このアカウントは本日送信できる招待の上限に達しました。明日もう一度お試しください。';
export const tooManyInvitationsFromNewAccount =
  '新しいアカウントが初日に送信できる招待は50件までです。明日もう一度お試しください。';
export const tooManyInvitationsFromAddress =
  '本日このネットワークからの招待が多すぎます。明日もう一度お試しください。';
export const tooManySeatPreviews =
  'シート料金の確認が多すぎます。1分待ってからもう一度お試しください。';
export const teamIsFull = 'チームのメンバーと招待は合わせて1,000件までです。';
export const teamOwnerCannotLeave =
  '他のメンバーがいるチームのオーナーです。アカウントを削除する前に、チームを管理者の1人に引き継いでください。';
export const cardIdsRequired = 'カードを1〜100枚選んでください。';
export const memberNotActive =
  'カードを割り当てられるのは、チームのアクティブなメンバーか、まだ承諾されていない招待のみです。';
export const askForANewTeamInvitation = 'チームの管理者に新しい招待を送ってもらってください。';
export const lockedFieldWithoutValue =
  'ロックされた項目にはテンプレートで値を設定する必要があります。';
export const teamCardPool = 'カードプール';
export const teamLeadsCursorInvalid =
  'このリードのページはもう利用できません。最初からやり直してください。';
export const createTeamIntro =
  'チームを作成すると、同僚にカードを配布し、すべてのカードに会社の情報を記載し、どのカードがリードにつながっているかを確認できます。';
export const teamTemplateIntro =
  'ここで設定した内容は、チームのすべてのカードに反映されます。ロックされた項目はメンバーが変更できません。';
export const noTeamLeadsYet =
  'まだリードはありません。チームのカードから訪問者が送ったメッセージがここに表示されます。';
export const memberImportHint =
  'ヘッダー行のあるCSVファイル：email, first_name, last_name, role（admin または member）, title, department（部署名）。';
export const emptyCardPool =
  'チームのカードはまだありません。下から自分のカードを追加するか、あなたのメールアドレスでカードを注文してください。ここに届きます。';
export const typeTeamNameToDelete = '削除するには、チーム名を正確に入力してください。';
export const deleteTeamIntro =
  'チームを削除すると、チームのカードはそれぞれチームに追加した人に戻り、全員のチームへのアクセスが終了し、テンプレートとそのロゴが削除されます。先にリードをダウンロードしてください。リードは30日間利用でき、その後削除されます。';
export const deletedTeamLeadsHint = '削除したチームのリードは、30日間ダウンロードできます。';
export const templatePreviewName = '同僚の名前';
export const templatePreviewTitle = '同僚の役職';
export const templatePreviewIntro =
  'テンプレートを適用したチームのカードのConnectページです。名前、役職、写真は各メンバー自身のものになります。';
export const templateLogoHint =
  'チームのすべてのカードと、プールで待機中のカードのページに表示されます。PNG、JPG、GIF、WebP（10MBまで）。';
