import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import type { Sentence, SentenceValue } from '#shared/copy/icu';
import { LANGUAGES } from '#shared/i18n/languages';

/**
 * Every language's catalogue is complete and says the same things (docs/decisions/074): each
 * module of src/shared/copy/sentences/ has its copy in src/shared/copy/locales/{tag}/ with the
 * same exports, none English no longer has, the same placeholders, patterns ICU can read, and
 * words of its own (a sentence of three words or more left in English is a missing translation).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ENGLISH_DIR = path.join(ROOT, 'src/shared/copy/sentences');
const localeDir = (language: string) =>
  path.join(ROOT, 'src/shared/copy/locales', language.toLowerCase());
const MODULES = readdirSync(ENGLISH_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''));
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

type Catalogue = Record<string, unknown>;
const load = (file: string) => import(/* @vite-ignore */ file) as Promise<Catalogue>;
const isSentence = (value: unknown): value is Sentence<SentenceValue[]> =>
  typeof value === 'function' && typeof (value as { pattern?: unknown }).pattern === 'string';

/** Each argument of a pattern by name, with its kind: a plain value, a plural, a select, a date. */
export function placeholders(pattern: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number)
        found[element.value] ??= 'value';
      if (element.type === TYPE.date || element.type === TYPE.time) found[element.value] = 'date';
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        found[element.value] = element.type === TYPE.select ? 'select' : 'plural';
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(pattern));
  return found;
}

/** The `{name}` marks a fixed sentence shows as they are (a template's placeholders, say). */
const braces = (text: string) => [...text.matchAll(/\{[^{}]*\}/g)].map((match) => match[0]).sort();
const words = (text: string) => text.match(/\p{L}{2,}/gu)?.length ?? 0;

describe.each(TRANSLATED)('the %s catalogue', (language) => {
  it.each(MODULES)('has every sentence of %s, and none other', async (module) => {
    const file = path.join(localeDir(language), `${module}.ts`);
    expect(existsSync(file), `${path.relative(ROOT, file)} is missing`).toBe(true);
    const english = await load(path.join(ENGLISH_DIR, `${module}.ts`));
    const translated = await load(file);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    const problems: string[] = [];
    for (const [name, source] of Object.entries(english)) {
      if (module === 'language') continue;
      const text = translated[name];
      if (typeof source === 'string') {
        if (typeof text !== 'string') problems.push(`${name}: not a sentence`);
        else if (JSON.stringify(braces(text)) !== JSON.stringify(braces(source)))
          problems.push(
            `${name}: placeholders ${braces(text).join()} for ${braces(source).join()}`,
          );
        else if (text === source && words(source) > 2) problems.push(`${name}: still English`);
      } else if (isSentence(source)) {
        if (!isSentence(text)) {
          problems.push(`${name}: not a sentence with values`);
          continue;
        }
        expect(text.language, name).toBe(language);
        expect(text.names, name).toEqual(source.names);
        expect(placeholders(text.pattern), name).toEqual(placeholders(source.pattern));
        if (text.pattern === source.pattern && words(source.pattern) > 2)
          problems.push(`${name}: still English`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gathers every module in its index, as sentences.ts does for English', async () => {
    const english = await load(path.join(ROOT, 'src/shared/copy/sentences.ts'));
    const translated = await load(path.join(localeDir(language), 'index.ts'));
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });
});

describe('sentences with values', () => {
  it.each(['en', ...TRANSLATED])('show every value they are given, in %s', async (language) => {
    const dir = language === 'en' ? ENGLISH_DIR : localeDir(language);
    const problems: string[] = [];
    for (const module of MODULES) {
      if (!existsSync(path.join(dir, `${module}.ts`))) continue;
      for (const [name, value] of Object.entries(await load(path.join(dir, `${module}.ts`)))) {
        if (!isSentence(value)) continue;
        const kinds = placeholders(value.pattern);
        // Each value must show in at least one branch: a select's `true` or `other`, a plural's
        // one or many.
        const samplesFor = (choice: string, count: number) =>
          value.names.map((argument) => {
            const kind = kinds[argument];
            if (kind === 'plural') return count;
            if (kind === 'date') return Date.UTC(2026, 10, 30);
            return kind === 'select' ? choice : `⟦${argument}⟧`;
          });
        const texts = ['other', 'true'].flatMap((choice) =>
          [3, 1].map((count) => value(...samplesFor(choice, count))),
        );
        for (const argument of value.names) {
          if (kinds[argument] === 'value' && !texts.some((text) => text.includes(`⟦${argument}⟧`)))
            problems.push(`${module}.${name}: {${argument}} is not shown (a quote before it?)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
