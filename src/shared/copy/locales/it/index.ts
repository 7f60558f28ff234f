// Every module of this language's catalogue, as src/shared/copy/sentences.ts gathers English's.
export * from './accessibility';
export * from './mail-layout';
export * from './mail-account';
export * from './mail-billing';
export * from './mail-teams';
export * from './mail-leads';
export * from './mail-language-choice';
