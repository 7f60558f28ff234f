// The npm registry reachable from this workplace serves only the Linux builds of some
// platform-specific optional packages (@tailwindcss/oxide-*, @unrs/resolver-binding-*), so
// `npm install` cannot record the others in package-lock.json, and `npm ci` then refuses the
// lock as "out of sync". This adds the missing entries with the os/cpu/libc that their names
// state, exactly as a lock written against the full registry holds them; npm ci skips them on
// this platform and installs them on theirs. Run it after `npm install` (see docs/decisions/004).
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  riscv64: 'riscv64',
  ppc64: 'ppc64',
  s390x: 's390x',
  loong64: 'loong64',
  wasm32: 'wasm32',
  x86_64: 'x64',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const entry = {};
  const os = parts.find((p) => OS.includes(p));
  if (os) entry.os = [os];
  const cpu = parts.find((p) => p in CPU);
  if (cpu) entry.cpu = [CPU[cpu]];
  if (parts.includes('musl')) entry.libc = ['musl'];
  else if (parts.includes('gnu') || parts.includes('gnueabihf')) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave it to npm
    packages[`node_modules/${dep}`] = {
      version,
      ...platform,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entr${added === 1 ? 'y' : 'ies'}`);
