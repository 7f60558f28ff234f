import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './repository-files';

/**
 * The docs' lists of what the repository holds are the map a new maintainer reads, so they must
 * match the tree. docs/folders.md's folder list: every entry it lists exists; every top-level file
 * and folder of src/server, src/web, src/shared and src/web/lib is listed (tests beside their code
 * aside), and every folder of the other folders it lists; the module list names every folder of
 * src/server/modules, the adapters entry every adapter. The migration range docs/database.md
 * states is the one in src/server/db/migrations. The decision index of docs/README.md links every
 * file of docs/decisions/, and nothing else.
 *
 * The list is the first code block under "## Folders". An entry is a line indented by 0 or 2
 * spaces whose first column (up to two spaces) holds its names, comma-separated (`main.tsx,
 * router.tsx`); a `<placeholder>/` in a name stands for each subfolder (`modules/<f>/`). Deeper
 * lines continue the entry above.
 */
const PAGES = {
  folders: 'docs/folders.md',
  database: 'docs/database.md',
  index: 'docs/README.md',
} as const;
type Pages = Record<keyof typeof PAGES, string>;
const DECISIONS_FOLDER = 'docs/decisions';
/** Folders whose every top-level entry is listed; for the others, every folder. */
const FULLY_LISTED = ['src/server/', 'src/web/', 'src/shared/', 'src/web/lib/'];
const TEST_FILE = /\.test\.tsx?$/;

interface Entry {
  /** The folder the entry is in, from the root: '' or 'src/server/'. */
  parent: string;
  /** Its names, folders ending in '/': ['main.tsx', 'router.tsx'] or ['modules/']. */
  names: string[];
  /** Its description, continuation lines included. */
  text: string;
}

/** The entries of the folder list in `markdown`. */
export function folderListEntries(markdown: string): Entry[] {
  const section = markdown.split(/^## Folders$/m)[1] ?? '';
  const block = /^```[^\n]*\n([\s\S]*?)^```/m.exec(section)?.[1] ?? '';
  const entries: Entry[] = [];
  let parent = '';
  for (const line of block.split('\n')) {
    if (!line.trim()) continue;
    const indent = /^ */.exec(line)![0].length;
    const [first = '', ...description] = line.trim().split(/\s{2,}/);
    if (indent > 2) {
      entries.at(-1)!.text += ` ${line.trim()}`;
      continue;
    }
    const names = first.split(/,\s*/).map((name) => name.replace(/<[^>]*>\/$/, ''));
    if (indent === 0) parent = names.length === 1 && names[0]!.endsWith('/') ? names[0]! : '';
    entries.push({ parent: indent === 0 ? '' : parent, names, text: description.join(' ') });
  }
  return entries;
}

function listFolder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => !(entry.isFile() && TEST_FILE.test(entry.name)))
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
}

/** Where the pages (their Markdown, by name) and the tree disagree. */
export function treeProblems(pages: Pages): string[] {
  return [
    ...folderListProblems(pages.folders),
    ...migrationRangeProblems(pages.database),
    ...decisionIndexProblems(pages.index),
  ];
}

/** Where the folder list in `markdown` and the tree disagree. */
function folderListProblems(markdown: string): string[] {
  const problems: string[] = [];
  const entries = folderListEntries(markdown);
  if (entries.length === 0) return [`${PAGES.folders} has no folder list under "## Folders"`];

  // Every name it lists exists, as a folder when it says so.
  for (const { parent, names } of entries) {
    for (const name of names) {
      const full = path.join(ROOT, parent, name);
      const exists = existsSync(full) && (!name.endsWith('/') || statSync(full).isDirectory());
      if (!exists) problems.push(`${parent}${name} is listed but does not exist`);
    }
  }
  // Every folder of the listed parents is listed, and every file of the fully listed ones.
  const parents = [...new Set(entries.map((entry) => entry.parent).filter(Boolean))];
  for (const parent of parents) {
    const listed = new Set(entries.filter((e) => e.parent === parent).flatMap((e) => e.names));
    for (const name of listFolder(parent)) {
      if (listed.has(name)) continue;
      if (name.endsWith('/') || FULLY_LISTED.includes(parent)) {
        problems.push(`${parent}${name} exists but is not listed`);
      }
    }
  }
  // The modules and adapters it names.
  const entryOf = (parent: string, name: string) =>
    entries.find((e) => e.parent === parent && e.names.includes(name))?.text ?? '';
  const namedModules = (entryOf('src/server/', 'modules/').split(': ').at(-1) ?? '')
    .split(/,\s*/)
    .filter(Boolean);
  const modules = listFolder('src/server/modules').map((name) => name.replace(/\/$/, ''));
  for (const module of modules.filter((m) => !namedModules.includes(m))) {
    problems.push(`module ${module} is not in the modules/<f>/ entry`);
  }
  for (const module of namedModules.filter((m) => !modules.includes(m))) {
    problems.push(`module ${module} is listed but src/server/modules/${module} does not exist`);
  }
  const adapters = entryOf('src/server/', 'adapters/');
  for (const adapter of listFolder('src/server/adapters').map((name) => name.replace(/\/$/, ''))) {
    if (!new RegExp(`\\b${adapter}\\b`).test(adapters)) {
      problems.push(`adapter ${adapter} is not in the adapters/ entry`);
    }
  }
  return problems;
}

/** Whether the migration range `markdown` states is the one in src/server/db/migrations. */
function migrationRangeProblems(markdown: string): string[] {
  const problems: string[] = [];
  const migrations = readdirSync(path.join(ROOT, 'src/server/db/migrations'))
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const last = migrations.at(-1)?.slice(0, 4);
  const stated = /\((\d{4}) to (\d{4}) today\)/.exec(markdown);
  if (!stated || stated[1] !== '0000' || stated[2] !== last) {
    problems.push(`the migration range should read "(0000 to ${last} today)"`);
  }
  if (migrations.length !== Number(last) + 1) {
    problems.push(`${migrations.length} migrations are numbered 0000 to ${last}: one is missing`);
  }
  return problems;
}

/** The files the "## Decision records" section of `markdown` links to, under decisions/. */
export function decisionIndexFiles(markdown: string): string[] {
  const section = (markdown.split(/^## Decision records$/m)[1] ?? '').split(/^## /m)[0]!;
  return [...section.matchAll(/\]\(decisions\/([^)#\s]+)\)/g)].map((match) => match[1]!);
}

/** Where the decision index in `markdown` and the files of docs/decisions/ disagree. */
function decisionIndexProblems(markdown: string): string[] {
  const listed = decisionIndexFiles(markdown);
  if (listed.length === 0) return [`${PAGES.index} has no list under "## Decision records"`];
  const files = readdirSync(path.join(ROOT, DECISIONS_FOLDER)).filter((f) => f.endsWith('.md'));
  return [
    ...files
      .filter((file) => !listed.includes(file))
      .map((file) => `${DECISIONS_FOLDER}/${file} is not in the decision index`),
    ...listed
      .filter((file) => !files.includes(file))
      .map((file) => `${DECISIONS_FOLDER}/${file} is in the decision index but does not exist`),
  ];
}

describe('the docs list what the tree holds', () => {
  const pages = Object.fromEntries(
    Object.entries(PAGES).map(([name, file]) => [
      name,
      readFileSync(path.join(ROOT, file), 'utf8'),
    ]),
  ) as Pages;
  const markdown = pages.folders;
  /** The problems found once `page`'s Markdown is changed by `plant`. */
  const plantedIn = (page: keyof Pages, plant: (markdown: string) => string) =>
    treeProblems({ ...pages, [page]: plant(pages[page]) });
  const treeProblemsOf = (folders: string) => plantedIn('folders', () => folders);

  it('lists every folder, file and decision record that exists, and nothing else', () => {
    expect(treeProblems(pages)).toEqual([]);
  });

  it('reads the folder list the way it is written', () => {
    const entries = folderListEntries(markdown);
    const server = entries.filter((e) => e.parent === 'src/server/').flatMap((e) => e.names);
    expect(server).toEqual(expect.arrayContaining(['main.ts', 'modules/', 'lib/', 'db/']));
    const web = entries.filter((e) => e.parent === 'src/web/').flatMap((e) => e.names);
    expect(web).toEqual(expect.arrayContaining(['main.tsx', 'router.tsx', 'features/']));
    const webLib = entries.filter((e) => e.parent === 'src/web/lib/').flatMap((e) => e.names);
    expect(webLib).toEqual(expect.arrayContaining(['api.ts', 'api-client.ts', 'toasts.ts']));
    expect(entries.filter((e) => e.parent === '').flatMap((e) => e.names)).toEqual(
      expect.arrayContaining(['src/shared/', 'src/server/', 'src/web/', 'tests/', '.ci/run']),
    );
  });

  it('reads the decision index the way it is written', () => {
    expect(decisionIndexFiles(pages.index)).toEqual(
      expect.arrayContaining(['000-template.md', '001-sessions-and-tokens.md']),
    );
  });

  it('finds a planted difference of each kind, as the check must', () => {
    const without = (line: RegExp) => markdown.replace(line, '');
    expect(treeProblemsOf(without(/^ {2}lib\/ .*$/m))).toContain(
      'src/server/lib/ exists but is not listed',
    );
    expect(treeProblemsOf(without(/^ {2}main\.ts .*$/m))).toContain(
      'src/server/main.ts exists but is not listed',
    );
    expect(treeProblemsOf(without(/^ {2}qr\/ .*$/m))).toContain(
      'src/shared/qr/ exists but is not listed',
    );
    expect(treeProblemsOf(without(/^ {2}text\.ts .*$/m))).toContain(
      'src/shared/text.ts exists but is not listed',
    );
    expect(treeProblemsOf(without(/^ {2}toasts\.ts .*$/m))).toContain(
      'src/web/lib/toasts.ts exists but is not listed',
    );
    expect(
      treeProblemsOf(markdown.replace(/^( {2}main\.ts .*)$/m, '$1\n  planted.ts     nothing')),
    ).toContain('src/server/planted.ts is listed but does not exist');
    expect(treeProblemsOf(markdown.replace(/\bvcard, wallet\b/, 'vcard'))).toContain(
      'module wallet is not in the modules/<f>/ entry',
    );
    expect(
      treeProblemsOf(markdown.replace(/\bvcard, wallet\b/, 'vcard, wallet, planted')),
    ).toContain('module planted is listed but src/server/modules/planted does not exist');
    expect(treeProblemsOf(markdown.replace(/, payments \(/, ', (')).join('\n')).toContain(
      'adapter payments',
    );
    expect(
      plantedIn('database', (page) =>
        page.replace(/ to (\d{4}) today\)/, ' to 0001 today)'),
      ).join(),
    ).toContain('the migration range should read');
    expect(plantedIn('index', (page) => page.replace(/^- \[045\].*$/m, ''))).toContain(
      'docs/decisions/045-profile-designs-that-stay-readable.md is not in the decision index',
    );
    expect(
      plantedIn('index', (page) =>
        page.replace(/^(- \[045\])/m, '- [999](decisions/999-planted.md): x\n$1'),
      ),
    ).toContain(`${DECISIONS_FOLDER}/999-planted.md is in the decision index but does not exist`);
  });
});
