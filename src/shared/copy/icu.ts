import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/** A value a sentence's placeholder takes; a boolean is matched by `select` as 'true'/'false'. */
export type SentenceValue = string | number | boolean;

/**
 * A sentence that carries values: called with them in order, it answers the text. Its ICU
 * MessageFormat `pattern` and the `names` of its arguments are kept for the catalogue test,
 * which holds every language to English's placeholders, and for the server, which says an
 * error's sentence again in the language a request asks for (docs/decisions/074).
 */
export type Sentence<Args extends SentenceValue[]> = ((...values: Args) => string) & {
  readonly pattern: string;
  readonly names: readonly string[];
  readonly language: string;
};

/**
 * A pattern the web build parsed already (scripts/web-languages.ts): the browser's
 * intl-messageformat comes without its parser, as FormatJS advises for production.
 */
export interface PrecompiledPattern {
  readonly pattern: string;
  readonly ast: MessageFormatElement[];
}

/** Told of every sentence formatted, with what it was given (the server's error codes). */
type FormatListener = (
  sentence: Sentence<SentenceValue[]>,
  values: SentenceValue[],
  text: string,
) => void;
let listener: FormatListener | null = null;

export function onSentenceFormatted(next: FormatListener | null): void {
  listener = next;
}

/**
 * The `icu` of one language's catalogue modules: `icu<[count: number]>('{count, plural, one {#
 * lead} other {# leads}}', 'count')` is a `Sentence`. The pattern is parsed on first use, so a
 * module of sentences costs nothing until one is shown (in the web app, the build parsed it). Plurals, numbers and dates follow the
 * language's rules (Intl).
 */
export function icuIn(language: string) {
  return function icu<Args extends SentenceValue[]>(
    source: string | PrecompiledPattern,
    ...names: { [K in keyof Args]: string }
  ): Sentence<Args> {
    const pattern = typeof source === 'string' ? source : source.pattern;
    let format: IntlMessageFormat | undefined;
    const sentence = (...values: Args): string => {
      format ??= new IntlMessageFormat(typeof source === 'string' ? source : source.ast, language);
      const record: Record<string, string | number> = {};
      names.forEach((name, index) => {
        const value = values[index];
        record[name] = typeof value === 'boolean' ? String(value) : (value as string | number);
      });
      const text = String(format.format(record));
      listener?.(sentence as Sentence<SentenceValue[]>, values, text);
      return text;
    };
    return Object.assign(sentence, { pattern, names: names as readonly string[], language });
  };
}
