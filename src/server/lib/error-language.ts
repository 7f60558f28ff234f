import { COPY } from '#shared/copy';
import { onSentenceFormatted, type SentenceValue } from '#shared/copy/icu';
import { pickLanguage, type Language } from '#shared/i18n/languages';
import { acceptedLanguageTags } from './accept-language';
import { copyIn, type Copy } from './copy-in';

/**
 * An error's `code` and its message in the reader's language (docs/decisions/075). A message is
 * an English sentence of the catalogue by the time it reaches the error handler; the export it
 * came from names the code and says the sentence again in another language.
 */

type SentenceName = keyof Copy;

/** Each English fixed sentence's text, to its export name; a text written twice keeps the first. */
const FIXED = new Map<string, SentenceName>();
/** Each English sentence with values, to its export name. */
const WITH_VALUES = new Map<unknown, SentenceName>();
for (const [name, value] of Object.entries(COPY) as Array<[SentenceName, unknown]>) {
  if (typeof value === 'string') {
    if (!FIXED.has(value)) FIXED.set(value, name);
  } else if (typeof value === 'function' && 'pattern' in value) {
    WITH_VALUES.set(value, name);
  }
}

/** How many formatted sentences are remembered: far more than errors in flight at once. */
const REMEMBERED = 2_000;
const formatted = new Map<string, { name: SentenceName; values: SentenceValue[] }>();

/**
 * Remembers each English sentence with values the server formats, by its text: the error handler
 * receives only the text, and says it again from the export name and the values. Oldest first
 * out, so the map stays bounded however many sentences are formatted.
 */
export function rememberFormattedSentences(
  sentences: ReadonlyMap<unknown, SentenceName> = WITH_VALUES,
): void {
  onSentenceFormatted((sentence, values, text) => {
    const name = sentence.language === 'en' ? sentences.get(sentence) : undefined;
    if (!name) return;
    formatted.delete(text);
    formatted.set(text, { name, values });
    if (formatted.size > REMEMBERED) formatted.delete(formatted.keys().next().value!);
  });
}

/** For a test: a sentence of its own, known by a name the catalogue does not have. */
export function sentenceNamesWith(
  extra: Record<string, unknown>,
): ReadonlyMap<unknown, SentenceName> {
  const names = new Map(WITH_VALUES);
  for (const [name, sentence] of Object.entries(extra)) names.set(sentence, name as SentenceName);
  return names;
}

/** `cardNotFound` → `card_not_found`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** The code of an error whose message is not a sentence of the catalogue, by its status. */
const STATUS_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

function sentenceOf(message: string): SentenceName | undefined {
  return FIXED.get(message) ?? formatted.get(message)?.name;
}

/** The stable code of an error: its sentence's export name in snake_case, else its status's. */
export function errorCode(message: string, status: number): string {
  const name = sentenceOf(message);
  if (name) return snakeCase(name);
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request');
}

/**
 * The language of an error's message: null (English, as the API always spoke) when the request
 * sends no Accept-Language; else the one it prefers, English when it speaks none of ours.
 */
export function errorLanguage(header: string | string[] | undefined): Language | null {
  if (!header || (Array.isArray(header) && header.length === 0)) return null;
  return pickLanguage({ preferred: acceptedLanguageTags(header) });
}

/**
 * An English catalogue sentence said again in `language`; a value that is itself a fixed
 * English sentence (a field's label in "First name is required") is said in it too. Any other
 * text is answered unchanged: it is not ours to translate.
 */
export function sayAgain(message: string, language: Language): string {
  if (language === 'en') return message;
  const copy = copyIn(language) as Record<string, unknown>;
  const fixed = FIXED.get(message);
  if (fixed) return typeof copy[fixed] === 'string' ? (copy[fixed] as string) : message;
  const said = formatted.get(message);
  if (!said) return message;
  const sentence = copy[said.name];
  if (typeof sentence !== 'function') return message;
  const values = said.values.map((value) => {
    const label = typeof value === 'string' ? FIXED.get(value) : undefined;
    return label && typeof copy[label] === 'string' ? (copy[label] as string) : value;
  });
  return (sentence as (...args: SentenceValue[]) => string)(...values);
}
