// Every module of this language's catalogue, as src/shared/copy/sentences.ts gathers English's.
export * from './accessibility';
export * from './app-language';
