import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { aliasesOf, importsIn, resolveImport } from '../scripts/import-graph.mjs';

/**
 * `local/no-cycle`: no file imports a file that leads back to it, counting every import, type-only
 * ones included (decision 034). import-x/no-cycle always skips `import type` and imports of types
 * only, so a cycle of types, which still ties the files together, went unseen. The linted file's
 * imports come from the text being linted; every other file's from the disk, read once per
 * process (again when it changes).
 */

/** file -> { mtimeMs, targets }: the files each file on disk imports. */
const onDisk = new Map();
/** root -> its package.json "imports" aliases. */
const aliasCache = new Map();

function aliasesFor(root) {
  if (!aliasCache.has(root)) aliasCache.set(root, aliasesOf(root));
  return aliasCache.get(root);
}

function targetsOnDisk(file, aliases) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = onDisk.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.targets;
  const targets = importsIn(readFileSync(file, 'utf8'))
    .map(({ specifier }) => resolveImport(file, specifier, aliases))
    .filter((target) => target !== null);
  onDisk.set(file, { mtimeMs, targets: [...new Set(targets)] });
  return onDisk.get(file).targets;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between files, type-only imports included.' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{route}}. Move what both sides need into a file of its own.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const root = context.cwd;
    const aliases = aliasesFor(root);
    return {
      Program() {
        const own = importsIn(context.sourceCode.text).map((found) => ({
          ...found,
          target: resolveImport(file, found.specifier, aliases),
        }));
        const next = (node) =>
          node === file
            ? own.map(({ target }) => target).filter(Boolean)
            : targetsOnDisk(node, aliases);
        // Breadth first from this file: the first path found to each file is a shortest one.
        const cameFrom = new Map([[file, null]]);
        const queue = [file];
        while (queue.length > 0) {
          const node = queue.shift();
          for (const target of next(node)) {
            if (cameFrom.has(target)) continue;
            cameFrom.set(target, node);
            queue.push(target);
          }
        }
        // Backwards from this file over the same edges: the files that lead back to it, each with
        // its next step on the way.
        const importedBy = new Map();
        for (const node of cameFrom.keys()) {
          for (const target of next(node)) {
            if (!importedBy.has(target)) importedBy.set(target, []);
            importedBy.get(target).push(node);
          }
        }
        const onWayBack = new Map();
        const back = [file];
        while (back.length > 0) {
          const node = back.shift();
          for (const importer of importedBy.get(node) ?? []) {
            if (importer === file || onWayBack.has(importer)) continue;
            onWayBack.set(importer, node);
            back.push(importer);
          }
        }
        const name = (node) => path.relative(root, node);
        for (const { target, pos, end } of own) {
          if (!target || target === file || !onWayBack.has(target)) continue;
          const route = [file, target];
          for (let node = target; node !== file; node = onWayBack.get(node)) {
            route.push(onWayBack.get(node));
          }
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(pos),
              end: context.sourceCode.getLocFromIndex(end),
            },
            messageId: 'cycle',
            data: { route: route.map(name).join(' -> ') },
          });
        }
      },
    };
  },
};
