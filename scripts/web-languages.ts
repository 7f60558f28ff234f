// The web app's build in one language (docs/decisions/074): a Vite plugin that gives every
// module of the English catalogue the language's own copy, and parses the catalogue's ICU
// patterns at build time so the browser never downloads the ICU parser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parseAst, type Plugin } from 'vite';
import { directionOf, LANGUAGES, type Language } from '../src/shared/i18n/languages';

const COPY_DIR = path.resolve('src/shared/copy');
const SENTENCES_DIR = path.join(COPY_DIR, 'sentences') + path.sep;
const LOCALES_DIR = path.join(COPY_DIR, 'locales') + path.sep;

/** A language's folder of catalogue modules (and of its build's pages in dist/web): `pt-br`. */
export function languageFolder(language: Language): string {
  return language.toLowerCase();
}

/**
 * The language a Vite mode builds: `vite build --mode de` builds German; `production` (plain
 * `vite build`), `development` and `test` build English.
 */
export function languageOfMode(mode: string): Language {
  return LANGUAGES.find((language) => language === mode) ?? 'en';
}

/**
 * The file a module of the English catalogue is read from in a language's build: the
 * language's own copy when it has one, else the English module (a language whose translators
 * have not written a subject yet shows it in English, module by module).
 */
export function catalogueModuleIn(
  file: string,
  language: Language,
  exists: (file: string) => boolean = existsSync,
): string {
  if (language === 'en' || !file.startsWith(SENTENCES_DIR)) return file;
  const own = path.join(LOCALES_DIR, languageFolder(language), file.slice(SENTENCES_DIR.length));
  return exists(own) ? own : file;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The string a pattern's expression spells: a literal, a template without values, or a sum. */
function staticString(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) {
    const [quasi] = node.quasis as Array<{ value: { cooked: string } }>;
    return quasi?.value.cooked ?? null;
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = staticString(node.left as Node);
    const right = staticString(node.right as Node);
    return left === null || right === null ? null : left + right;
  }
  return null;
}

/** Every call of `icu(...)` in a module's syntax tree. */
function icuCalls(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const item of node) icuCalls(item, found);
  } else if (node && typeof node === 'object') {
    const { type, callee } = node as { type?: string; callee?: { type: string; name: string } };
    if (type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'icu') {
      found.push(node as Node);
    }
    for (const value of Object.values(node)) if (typeof value === 'object') icuCalls(value, found);
  }
  return found;
}

/**
 * A catalogue module's JavaScript with each `icu(pattern, ...)` given the pattern's parsed
 * form, as intl-messageformat would parse it for the language; a pattern the build cannot read
 * as a fixed string fails the build, since the browser has no parser to read it later.
 */
export function precompileIcu(code: string, language: Language, file = 'module'): string {
  const calls = icuCalls(parseAst(code));
  let out = code;
  for (const call of calls.sort((a, b) => b.start - a.start)) {
    const [first] = call.arguments as Node[];
    if (!first) continue;
    const pattern = staticString(first);
    if (pattern === null) {
      throw new Error(`${file}: an icu() pattern must be a fixed string, to be parsed at build`);
    }
    const ast: MessageFormatElement[] = parse(pattern, { locale: new Intl.Locale(language) });
    // Kept as text as well, so the sentence still answers its pattern (icu.ts).
    const compiled = `{ pattern: ${JSON.stringify(pattern)}, ast: ${JSON.stringify(ast)} }`;
    out = out.slice(0, first.start) + compiled + out.slice(first.end);
  }
  return out;
}

/**
 * The plugins of a language's build: its catalogue, its `<html lang dir>`, ICU parsed. The
 * catalogue's modules are chosen before Vite's own resolver answers (`pre`); the patterns are
 * parsed once TypeScript is stripped (`post`), when `icu<[...]>(` reads `icu(`.
 */
export function webLanguage(language: Language): Plugin[] {
  return [
    {
      name: 'catalyst:catalogue-language',
      enforce: 'pre',
      resolveId: {
        // Rolldown calls the hook only for such imports: `#shared/copy...`, the catalogue's
        // `./sentences/...` and `./language`.
        filter: { id: /copy|sentences|language/ },
        async handler(source, importer, options) {
          if (language === 'en' || !importer) return null;
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          if (!resolved || resolved.external) return resolved;
          const file = catalogueModuleIn(resolved.id, language);
          return file === resolved.id ? resolved : { ...resolved, id: file };
        },
      },
      transformIndexHtml(html) {
        return html.replace(
          /<html lang="en"/,
          `<html lang="${language}" dir="${directionOf(language)}"`,
        );
      },
    },
    {
      name: 'catalyst:icu-precompile',
      enforce: 'post',
      transform(code, id) {
        const file = id.split('?')[0] ?? id;
        if (!file.startsWith(SENTENCES_DIR) && !file.startsWith(LOCALES_DIR)) return null;
        if (!/\bicu\(/.test(code)) return null;
        return { code: precompileIcu(code, language, file), map: null };
      },
    },
  ];
}
