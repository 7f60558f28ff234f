// The owner app's screens' modules of sentences, gathered as sentences.ts gathers the rest.
export * from './sentences/team-screens';
export * from './sentences/team-settings-screens';
export * from './sentences/admin-screens';
export * from './sentences/integration-screens';
export * from './sentences/settings-screens';
export * from './sentences/subscribe-screens';
