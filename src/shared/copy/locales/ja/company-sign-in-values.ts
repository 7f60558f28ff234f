// src/shared/copy/sentences/company-sign-in-values.ts in Japanese.
import { icu } from './language';

export const oidcIssuerProblem = icu<[problem: string]>(
  '発行者のディスカバリードキュメントを使用できませんでした: {problem}',
  'problem',
);
export const samlMetadataProblem = icu<[problem: string]>(
  'IDプロバイダーのメタデータを使用できませんでした: {problem}',
  'problem',
);
export const ssoTestResult = icu<[email: string, domainVerified: boolean]>(
  '{domainVerified, select, true {シングルサインオンは機能しています。IDプロバイダーが{email}をサインインさせました。誰のアクセス権も変更されていません。} other {IDプロバイダーが{email}をサインインさせましたが、このアドレスはチームが確認済みのドメインにありません。このアドレスでは誰もサインインできません。誰のアクセス権も変更されていません。}}',
  'email',
  'domainVerified',
);
