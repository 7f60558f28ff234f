// Every module of this language's catalogue, as src/shared/copy/sentences.ts gathers English's.
export {};
export * from './account-values';
export * from './capture-values';
export * from './company-sign-in-values';
export * from './crm-values';
export * from './departments-values';
export * from './editor-values';
export * from './follow-up-values';
export * from './forms-values';
export * from './public-page-values';
export * from './server-values';
export * from './teams-values';
export * from './verified-domains-values';
export * from './webhooks-values';
