import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  catalogueModuleIn,
  languageFolder,
  languageOfMode,
  precompileIcu,
} from '../../scripts/web-languages';

const copy = path.resolve('src/shared/copy');
const english = (subject: string) => path.join(copy, 'sentences', `${subject}.ts`);
const own = (folder: string, subject: string) =>
  path.join(copy, 'locales', folder, `${subject}.ts`);

/** The build of one language reads that language's catalogue modules (decision 074). */
describe("a language's build of the web app", () => {
  it('reads each catalogue module from the language’s own copy when there is one', () => {
    const written = new Set([own('de', 'sign-in'), own('pt-br', 'sign-in'), own('ja', 'language')]);
    const exists = (file: string) => written.has(file);
    expect(catalogueModuleIn(english('sign-in'), 'de', exists)).toBe(own('de', 'sign-in'));
    expect(catalogueModuleIn(english('sign-in'), 'pt-BR', exists)).toBe(own('pt-br', 'sign-in'));
    expect(catalogueModuleIn(english('language'), 'ja', exists)).toBe(own('ja', 'language'));
  });

  it('falls back to English module by module while a language lacks one', () => {
    const exists = (file: string) => file === own('de', 'sign-in');
    expect(catalogueModuleIn(english('billing'), 'de', exists)).toBe(english('billing'));
    expect(catalogueModuleIn(english('sign-in'), 'fr', exists)).toBe(english('sign-in'));
  });

  it('leaves English, and every module outside the catalogue, where they are', () => {
    const always = () => true;
    expect(catalogueModuleIn(english('sign-in'), 'en', always)).toBe(english('sign-in'));
    const other = path.resolve('src/web/main.tsx');
    expect(catalogueModuleIn(other, 'de', always)).toBe(other);
    expect(catalogueModuleIn(path.join(copy, 'icu.ts'), 'de', always)).toBe(
      path.join(copy, 'icu.ts'),
    );
  });

  it('finds every language’s copy that exists on disk, as the build does', () => {
    expect(catalogueModuleIn(english('language'), 'ar')).toBe(own('ar', 'language'));
    expect(catalogueModuleIn(english('app-language'), 'pt-BR')).toBe(own('pt-br', 'app-language'));
  });

  it('names the language from Vite’s mode: a tag, else English', () => {
    expect(languageOfMode('de')).toBe('de');
    expect(languageOfMode('pt-BR')).toBe('pt-BR');
    expect(languageOfMode('production')).toBe('en');
    expect(languageOfMode('development')).toBe('en');
    expect(languageFolder('pt-BR')).toBe('pt-br');
  });
});

describe('ICU patterns parsed at build', () => {
  const module = [
    "import { icu } from './language';",
    "export const plain = 'No values here';",
    "export const leads = icu('{count, plural, one {# lead} other {# leads}} for {who}', 'count', 'who');",
    "export const joined = icu('{when, date, medium} ' + `by {name}`, 'when', 'name');",
  ].join('\n');

  /** The `{ pattern, ast }` each icu() call of a compiled module was given. */
  function compiledArguments(code: string) {
    const found: Array<{ pattern: string; ast: unknown[] }> = [];
    const run = new Function('icu', code.replace(/^import.*$/m, '').replaceAll('export ', ''));
    run((source: { pattern: string; ast: unknown[] }) => found.push(source));
    return found;
  }

  it('gives each icu() its pattern parsed, formatting as the text would', () => {
    const code = precompileIcu(module, 'de');
    expect(code).toContain("export const plain = 'No values here';");
    const [leads, joined] = compiledArguments(code);
    expect(leads?.pattern).toBe('{count, plural, one {# lead} other {# leads}} for {who}');
    expect(joined?.pattern).toBe('{when, date, medium} by {name}');
    const format = new IntlMessageFormat(leads!.ast as never, 'de');
    expect(format.format({ count: 1, who: 'Ada' })).toBe('1 lead for Ada');
    expect(format.format({ count: 1200, who: 'Ada' })).toBe('1.200 leads for Ada');
  });

  it('refuses a pattern it cannot read as a fixed string, and a broken one', () => {
    expect(() => precompileIcu("const p = 'x'; export const a = icu(p, 'n');", 'en')).toThrow(
      /fixed string/,
    );
    expect(() =>
      precompileIcu("export const a = icu('{count, plural, one {#}', 'count');", 'en'),
    ).toThrow();
  });

  it('leaves a module without icu() as it is', () => {
    const code = "export const a = 'icu is a word here';";
    expect(precompileIcu(code, 'ja')).toBe(code);
  });
});
