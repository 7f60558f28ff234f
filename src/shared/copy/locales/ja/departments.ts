// Departments: parts of a team with their own admins, template and figures, and the members'
// requests to change a locked field (docs/product.md#departments).
export const departmentNotFound = '部署が見つかりません';
export const departmentNameTaken = 'チームにはすでにこの名前の部署があります。';
export const departmentAdminsMustBeActive =
  '部署を管理できるのは、チームのアクティブなメンバーのみです。';
export const departmentAdminsAreMembers =
  'チームのオーナーと管理者は、すでにすべての部署を管理しています。';
export const departmentChangeNeedsAField = 'ロール、部署、またはその両方を送信してください。';
export const departmentAdminsMoveNoOne =
  '部署間でメンバーを移動できるのは、チームのオーナーと管理者のみです。';
export const memberCsvUnknownDepartment = 'department列に、このチームの部署名がありません。';
export const memberCsvOtherDepartment =
  'department列に、あなたが管理する部署とは別の部署が指定されています。';
export const departmentsIntro =
  '部署には独自のメンバーと管理者がいます。部署を管理する人は、その部署内でのみ招待、無効化、カードの配布を行えます。';
export const noDepartmentsYet = 'まだ部署はありません。会社の部門ごとに作成してください。';
export const departmentAdminsHint =
  'アクティブなメンバーのみ。チームのオーナーと管理者は、すでにすべての部署を管理しています。';
export const noMembersToRunDepartment =
  'まだこの部署を管理できるアクティブなメンバーがいません。誰かを招待するか、管理者をメンバーに変更してください。';
export const memberCsvNoAdmins = '管理者を招待できるのは、チームのオーナーと管理者のみです。';
export const changeRequestNotFound = '変更リクエストが見つかりません';
export const cardHasNoException = 'このカードには、この項目の例外はありません。';
export const setByCompanyTemplate = '会社のテンプレートで設定';
export const departmentTemplateIntro =
  '会社のテンプレートに加えて、この部署のカードに表示する内容です。会社のテンプレートでロックされた項目は、会社の設定のままです。';
export const departmentTemplatesIntro =
  '部署は、このテンプレートに加えて、メンバーのカードに独自の情報とロックを設定できます。';
