// Every module of this language's catalogue, as src/shared/copy/sentences.ts gathers English's.
export * from './admin-screens';
export * from './integration-screens';
export * from './subscribe-screens';
export * from './settings-screens';
export * from './team-screens';
export * from './team-settings-screens';
