// src/shared/copy/sentences/departments-values.ts in Japanese.
import { icu } from './language';

export const runsAnotherDepartmentMessage = icu<[department: string]>(
  'このメンバーはすでに{department}部門を管理しています。先にそちらから外してください。',
  'department',
);
export const lockedByCompanyFieldsMessage = icu<[fields: string, count: number]>(
  '会社のテンプレートで{fields}がロックされています。部門では{count, plural, other {設定できません}}。',
  'fields',
  'count',
);
export const deleteDepartmentQuestion = icu<[department: string]>(
  '{department}部門を削除しますか？所属メンバーは部門なしでチームに残り、部門の管理者は管理者でなくなります。',
  'department',
);
export const departmentScopeMessage = icu<[department: string]>(
  'あなたは{department}部門を管理しています。部門のメンバー、カード、リード、数値を確認できます。',
  'department',
);
export const departmentTemplateHeading = icu<[department: string]>(
  '{department}部門のテンプレート',
  'department',
);
export const changeRequestsTabLabel = icu<[pending: number]>(
  '{pending, plural, =0 {変更リクエスト} other {変更リクエスト（#）}}',
  'pending',
);
export const askForChangeTitle = icu<[field: string]>('変更をリクエスト: {field}', 'field');
export const changeRequestHeading = icu<[member: string, field: string, card: string]>(
  '{member}が{card}の{field}の変更をリクエストしています',
  'member',
  'field',
  'card',
);
