/**
 * A backup file (decision 032): an uncompressed POSIX tar (ustar) whose first entry is
 * `catalyst-backup.json`, then `pglite.tar.gz` (PGlite's own dump of its folder) and each
 * uploaded image as `uploads/{bucket}/{key}`. Images are already compressed and the dump is
 * gzipped, so the outer tar is not; any `tar -tf` lists it and `tar -xf` unpacks it by hand.
 * Backups before it were the bare `pglite.tar.gz` (a gzip file), still restored (database only).
 */
export const MANIFEST_NAME = 'catalyst-backup.json';
export const DATABASE_ENTRY = 'pglite.tar.gz';
export const UPLOADS_PREFIX = 'uploads/';

export interface ArchiveEntry {
  name: string;
  body: Buffer;
}

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  // ustar keeps names of up to 100 bytes here (uploads are {bucket}/{uuid}.{ext}: about 60).
  if (Buffer.byteLength(name) > 100) throw new Error(`name too long for the backup: ${name}`);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

/** The entries as one tar file. */
export function writeArchive(entries: ArchiveEntry[], mtime: Date): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry.name, entry.body.length, mtime), entry.body);
    const pad = (BLOCK - (entry.body.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad, 0));
  }
  parts.push(Buffer.alloc(BLOCK * 2, 0));
  return Buffer.concat(parts);
}

/** The regular files of a tar written by writeArchive (or any ustar tar); throws on damage. */
export function readArchive(tar: Buffer): ArchiveEntry[] {
  const entries: ArchiveEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    const stored = parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8);
    if (stored !== sum) throw new Error('damaged archive (header checksum)');
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
    const type = block.toString('ascii', 156, 157);
    const start = offset + BLOCK;
    if (start + size > tar.length) throw new Error('damaged archive (cut short)');
    if (type === '0' || type === '\0') {
      entries.push({ name, body: Buffer.from(tar.subarray(start, start + size)) });
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('damaged archive (no end)');
}

/** A gzip file: a backup from before the uploads were in it (the database alone). */
export function isDatabaseOnlyBackup(bytes: Buffer): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** `uploads/{bucket}/{key}` with plain names only: nothing outside the uploads folder. */
export function isSafeUploadEntry(name: string): boolean {
  return /^uploads\/[a-z0-9-]+\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && !name.includes('..');
}
