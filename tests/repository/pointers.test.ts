import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, repositoryTextFiles, ROOT, withoutCodeBlocks } from './repository-files';

/**
 * Every pointer leads somewhere real. A comment, test or document that points a reader at a
 * rule must point at a file and a heading the repository holds: the product's rules are in
 * docs/product.md, and nothing cites the documents the project was first written from, which
 * the repository does not contain. Checked in every text file:
 *   - no citation of a document outside the repository (its name, or a section sign other than
 *     an RFC's);
 *   - every Markdown link to a file of the repository resolves, and so does its #anchor;
 *   - every `docs/....md#anchor` (or bench/, tests/, README.md) written anywhere resolves;
 *   - every decision named by number (`decision 014`, `docs/decisions/014`) exists;
 *   - no issue is cited by number: the tracker is not in the repository, so a reader cannot
 *     follow it; the rule it asked for is in docs/product.md or a decision record, cited instead;
 *   - every repository path written as inline code in a Markdown file exists.
 */
const SELF = 'tests/repository/pointers.test.ts';

/** Files that name the outside documents on purpose, and why. */
const NAMES_OUTSIDE_DOCUMENTS: Record<string, string> = {
  'tests/repository/stands-alone.test.ts': 'refuses paths to those documents by their names',
};

/** A citation of a document the repository does not hold, with its section if it has one. */
const OUTSIDE_DOCUMENT =
  /\b(?:SPEC|ARCHITECTURE|MARKET)\b(?:\.md)?(?:\s*§\s*[\d.]+)?|(?<!RFC \d+ )§\s*[\d.]*/g;
/** A pointer into the repository's documents, from its root: `docs/product.md#public-addresses`. */
const DOCUMENT_POINTER =
  /(?<![\w./-])((?:docs|bench|tests)\/[\w./-]*?\.md|README\.md)(?:#([\w-]+))?/g;
/** An issue cited by number: `issue 31`, `Issue #12`, `issues 30 and 31`. */
const ISSUE_BY_NUMBER = /\bissues? #?\d+/gi;
const DECISION_BY_NUMBER = /\b[Dd]ecisions? (\d{3})\b|(?<![\w./-])docs\/decisions\/(\d{3})(?!\d)/g;
/** `[text](target)`, the target without spaces, an optional "title" after it. */
const MARKDOWN_LINK = /\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
/** Inline code that is a path in the repository (no placeholders such as `<feature>`). */
const REPOSITORY_PATH = /^(?:src|tests|bench|scripts|docs|\.ci)\/[\w./-]+$/;

const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    anchors = headingAnchors(readFileSync(path.join(ROOT, file), 'utf8'));
    anchorsByFile.set(file, anchors);
  }
  return anchors;
}

const decisionNumbers = new Set(
  readdirSync(path.join(ROOT, 'docs/decisions'))
    .map((file) => /^(\d{3})-.+\.md$/.exec(file)?.[1])
    .filter((number) => number !== undefined),
);

/** Why `target` (a path from the repository's root) with `anchor` leads nowhere, or null. */
function deadEnd(target: string, anchor: string | undefined): string | null {
  if (target.startsWith('../') || path.isAbsolute(target)) return 'is outside the repository';
  if (!existsSync(path.join(ROOT, target))) return 'names a file that does not exist';
  if (anchor === undefined || !target.endsWith('.md')) return null;
  if (statSync(path.join(ROOT, target)).isDirectory()) return null;
  return anchorsOf(target).has(anchor) ? null : `has no heading #${anchor}`;
}

/** Every pointer in `text` (the content of `file`) that leads nowhere, as `file:line: why`. */
export function pointerProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const report = (index: number, what: string, why: string) =>
    problems.push(`${file}:${lineOf(index)}: ${what} ${why}`);

  if (!NAMES_OUTSIDE_DOCUMENTS[file]) {
    for (const match of text.matchAll(OUTSIDE_DOCUMENT)) {
      report(match.index, match[0].trim(), 'cites a document the repository does not hold');
    }
  }
  for (const match of text.matchAll(DOCUMENT_POINTER)) {
    const why = deadEnd(match[1]!, match[2]);
    if (why) report(match.index, match[0], why);
  }
  for (const match of text.matchAll(ISSUE_BY_NUMBER)) {
    report(
      match.index,
      match[0],
      'cites an issue by number: point at docs/product.md or a decision',
    );
  }
  for (const match of text.matchAll(DECISION_BY_NUMBER)) {
    const number = match[1] ?? match[2]!;
    if (!decisionNumbers.has(number)) report(match.index, match[0], 'names no decision record');
  }
  if (!file.endsWith('.md')) return problems;

  // Markdown: links and paths in prose, not in code blocks (examples, shell sessions).
  const prose = withoutCodeBlocks(text);
  const inlineCode = /`([^`\n]+)`/g;
  for (const match of prose.matchAll(inlineCode)) {
    const written = match[1]!.replace(/[#:].*$/, '');
    // An import specifier (`tests/support/test-app`) names its file without the extension.
    const candidates = [written, `${written}.ts`, `${written}.tsx`];
    if (REPOSITORY_PATH.test(written) && !candidates.some((c) => existsSync(path.join(ROOT, c)))) {
      report(match.index, match[0], 'names a path that does not exist');
    }
  }
  const linksOnly = prose.replace(inlineCode, (code) => ' '.repeat(code.length));
  for (const match of linksOnly.matchAll(MARKDOWN_LINK)) {
    const link = match[1]!;
    if (/^[a-z][a-z\d+.-]*:/i.test(link)) continue; // https:, mailto:
    const [target = '', anchor] = link.split('#');
    if (!target) {
      // A heading of this very file.
      if (!headingAnchors(text).has(anchor!)) report(match.index, link, `has no heading ${link}`);
      continue;
    }
    const resolved = path.posix.normalize(
      path.posix.join(path.posix.dirname(file), decodeURI(target)),
    );
    const why = deadEnd(resolved.replace(/\/$/, ''), anchor);
    if (why) report(match.index, `[…](${link})`, why);
  }
  return problems;
}

describe('every pointer leads somewhere', () => {
  it('no file cites a missing document, and every link, anchor and decision it names exists', () => {
    const problems = repositoryTextFiles()
      .filter((file) => file !== SELF)
      .flatMap((file) => {
        const text = readFileSync(path.join(ROOT, file), 'utf8');
        return text.includes('\0') ? [] : pointerProblems(file, text);
      });
    expect(problems).toEqual([]);
  });

  it('finds each kind of pointer that leads nowhere, as the check must', () => {
    const one = (why: string) => [expect.stringContaining(why)];
    // Markdown links, resolved from the file's folder, and their anchors.
    expect(pointerProblems('docs/x.md', 'See [it](product.md#no-such-rule).')).toEqual(
      one('has no heading #no-such-rule'),
    );
    expect(pointerProblems('docs/x.md', 'See [notes](notes.md).')).toEqual(one('does not exist'));
    expect(pointerProblems('docs/x.md', 'See [it](#nothing-here).')).toEqual(one('no heading'));
    expect(
      pointerProblems('docs/x.md', '[ok](product.md#public-addresses) [web](https://x.y)'),
    ).toEqual([]);
    expect(
      pointerProblems('docs/x.md', '```\n[example](nowhere.md)\n```\n`[code](nowhere.md)`'),
    ).toEqual([]);
    // Pointers from code, resolved from the root.
    expect(pointerProblems('src/x.ts', '// docs/product.md#no-such-rule')).toEqual(
      one('no heading'),
    );
    expect(pointerProblems('src/x.ts', '// docs/nowhere.md')).toEqual(one('does not exist'));
    expect(
      pointerProblems('src/x.ts', '// docs/product.md#public-addresses, decision 014'),
    ).toEqual([]);
    // Decisions by number.
    expect(pointerProblems('src/x.ts', '// see decision 999')).toEqual(one('names no decision'));
    expect(pointerProblems('src/x.ts', '// see docs/decisions/999')).toEqual(one('no decision'));
    // Issues by number, any case, with or without '#'; a link to another project's issue is a
    // link, not a citation by number.
    expect(pointerProblems('src/x.ts', '// as issue 31 asks')).toEqual(one('cites an issue'));
    expect(pointerProblems('docs/x.md', 'Issue #12 and issues 30')).toEqual([
      expect.stringContaining('Issue #12 cites an issue'),
      expect.stringContaining('issues 30 cites an issue'),
    ]);
    expect(
      pointerProblems('docs/x.md', "dnd-kit's issues [137](https://github.com/a/b/issues/137)"),
    ).toEqual([]);
    // Documents the repository does not hold.
    // Built from parts, so this file does not itself cite the document it plants.
    expect(pointerProblems('src/x.ts', `/** ${'SPEC'} §3 CardConfiguration */`)).toEqual(
      one('cites a document the repository does not hold'),
    );
    expect(pointerProblems('docs/x.md', 'as ARCHITECTURE.md fixes')).toEqual(one('cites'));
    expect(pointerProblems('src/x.ts', '// the brief, §4')).toEqual(one('cites'));
    expect(pointerProblems('src/x.ts', '// RFC 6350 §3.4 text escaping')).toEqual([]);
    // Paths written in Markdown.
    expect(pointerProblems('docs/x.md', 'see `src/server/nowhere.ts`')).toEqual(one('path'));
    expect(pointerProblems('docs/x.md', 'see `src/server/app.ts`, `modules/<f>/`')).toEqual([]);
  });

  it('derives heading anchors as GitHub does', () => {
    const markdown = [
      '# Catalyst Connect: the product as built',
      '## E-mail signature',
      '### `npm run admin` (the CLI)',
      '## Notes',
      '## Notes',
      '```sh',
      '# not a heading',
      '```',
    ].join('\n');
    expect(headingAnchors(markdown)).toEqual(
      new Set([
        'catalyst-connect-the-product-as-built',
        'e-mail-signature',
        'npm-run-admin-the-cli',
        'notes',
        'notes-1',
      ]),
    );
  });
});
