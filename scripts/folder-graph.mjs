// Prints the folder-level import graph of src/server and exits 1 when it has a cycle.
// Per-file cycles are caught by ESLint (eslint-rules/no-cycle.js); this catches the coarser kind,
// where each file is fine but two folders lean on each other (plugins -> modules -> plugins),
// which is what keeps a module from being moved or tested on its own. Tests are left out (they
// may import anything). Type-only imports count (decision 034): a type two folders share
// belongs in a third, below both.
// Imports are read by scripts/import-graph.mjs: relative ones and the `#server/` alias of
// package.json "imports" (decision 017), which names a path under the root.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { importsIn, resolveImport } from './import-graph.mjs';

// Another root can be given (the repository test plants a cycle in a temporary tree).
const root = path.resolve(process.argv[2] ?? 'src/server');
const ALIASES = [['#server/', root]];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'migrations' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** A file's folder: modules/<feature>, adapters/<kind>, lib, db, plugins, or a top-level file. */
function folderOf(relative) {
  const parts = relative.split(path.sep);
  if (parts.length === 1) return parts[0].replace(/\.tsx?$/, '');
  if ((parts[0] === 'modules' || parts[0] === 'adapters') && parts.length > 2) {
    return `${parts[0]}/${parts[1]}`;
  }
  return parts[0];
}

const edges = new Map();
for (const file of sourceFiles(root)) {
  const from = folderOf(path.relative(root, file));
  if (!edges.has(from)) edges.set(from, new Set());
  for (const { specifier } of importsIn(readFileSync(file, 'utf8'))) {
    const resolved = resolveImport(file, specifier, ALIASES);
    if (!resolved) continue; // a package
    const target = path.relative(root, resolved);
    if (target.startsWith('..')) continue; // shared/ or outside the server
    const to = folderOf(target);
    if (to !== from) edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components: any component of more than one folder is a cycle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const cycles = [];
function visit(node) {
  order.set(node, index);
  low.set(node, index);
  index += 1;
  stack.push(node);
  for (const next of edges.get(node) ?? []) {
    if (!order.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (stack.includes(next)) {
      low.set(node, Math.min(low.get(node), order.get(next)));
    }
  }
  if (low.get(node) !== order.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    component.push(member);
  } while (member !== node);
  if (component.length > 1) cycles.push(component.sort());
}
for (const node of edges.keys()) if (!order.has(node)) visit(node);

for (const node of [...edges.keys()].sort()) {
  console.log(`${node} -> ${[...edges.get(node)].sort().join(', ') || '(nothing)'}`);
}
if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`Folder cycle: ${cycle.join(' <-> ')}`);
  process.exit(1);
}
console.log(`No folder cycles among ${edges.size} folders of ${path.relative('.', root)}.`);
