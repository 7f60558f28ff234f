/**
 * Every table, from the files of schema/ (one per domain), for the code that queries them and for
 * drizzle's relational client. drizzle-kit reads the folder itself (drizzle.config.ts).
 */
export * from './schema/accounts';
export * from './schema/api-keys';
export * from './schema/audit';
export * from './schema/billing';
export * from './schema/cards';
export * from './schema/change-requests';
export * from './schema/events';
export * from './schema/insights';
export * from './schema/integrations';
export * from './schema/leads';
export * from './schema/mail';
export * from './schema/passkeys';
export * from './schema/shop';
export * from './schema/sso';
export * from './schema/team-audit';
export * from './schema/teams';
export * from './schema/two-step';
export * from './schema/uploads';
export * from './schema/webhooks';
