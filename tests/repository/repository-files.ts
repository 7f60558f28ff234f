import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root folder. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The repository's text files: tracked, or new and not ignored (so a file not yet added is
 * checked too), minus binaries, the lock file (it names registry packages only), files deleted
 * in the working tree and anything that is not a file (an untracked symlink to a folder).
 */
export function repositoryTextFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: ROOT, encoding: 'utf8' },
  ).split('\0');
  // A file in a merge conflict is listed once per side; read it once.
  return [...new Set(listed)]
    .filter(Boolean)
    .filter((file) => file !== 'package-lock.json')
    .filter((file) => !/\.(png|jpe?g|gif|webp|ico|woff2?)$/i.test(file))
    .filter((file) => statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile());
}

/**
 * The anchors GitHub gives a Markdown file's headings: lowercased, punctuation dropped, spaces
 * turned into hyphens, a repeated heading numbered (`-1`, `-2`). Headings inside fenced code
 * blocks are not headings.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutCodeBlocks(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = match[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

/** Markdown with its fenced code blocks blanked out (lines kept, so line numbers still hold). */
export function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, (block) =>
    block.replace(/[^\n]/g, ' '),
  );
}
