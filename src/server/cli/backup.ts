import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config/config';
import { uploadsRoot } from '../create-deps';
import {
  DATABASE_ENTRY,
  isDatabaseOnlyBackup,
  isSafeUploadEntry,
  MANIFEST_NAME,
  readArchive,
  UPLOADS_PREFIX,
  writeArchive,
  type ArchiveEntry,
} from '../db/backup-archive';
import { openDatabase } from '../db/client';
import { dumpPglite, requestBackup } from '../db/pglite-backup';
import { pgliteDirOwner } from '../db/pglite-lock';
import { restorePglite, RestoreError } from '../db/pglite-restore';

const S3_HINT =
  'The images are in the S3 bucket, not in this backup: keep the bucket versioned, or copy it ' +
  'with e.g. `aws s3 sync s3://BUCKET ./images-backup`.';

/**
 * The uploaded images on disk as backup entries. Read after the database was dumped: images
 * are never changed once written, so every image the dump refers to is here (unless the
 * retention job swept it meanwhile, which only happens to images nothing used for 24 hours).
 */
function uploadEntries(root: string): ArchiveEntry[] {
  if (!existsSync(root)) return [];
  const entries: ArchiveEntry[] = [];
  for (const bucket of readdirSync(root, { withFileTypes: true })) {
    if (!bucket.isDirectory()) continue;
    for (const file of readdirSync(path.join(root, bucket.name), { withFileTypes: true })) {
      const name = `${UPLOADS_PREFIX}${bucket.name}/${file.name}`;
      if (!file.isFile() || !isSafeUploadEntry(name)) continue;
      entries.push({ name, body: readFileSync(path.join(root, bucket.name, file.name)) });
    }
  }
  return entries;
}

const POSTGRES_HINT =
  'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g. ' +
  '`pg_dump --format=custom --file=FILE "$DATABASE_URL"` and ' +
  '`pg_restore --clean --if-exists --dbname="$DATABASE_URL" FILE`.';

function pgliteDirOf(config: Config): string {
  return path.resolve(config.dataDir, 'pglite');
}

/**
 * `backup FILE`: asks the running server for the database (it alone may open it), or opens the
 * database itself when none runs, then adds the uploaded images (disk storage). The file holds
 * personal data and password hashes: owner-only, and written whole or not at all.
 */
export async function backupCommand(file: string, config: Config): Promise<void> {
  if (config.databaseUrl) throw new ConfigError(POSTGRES_HINT);
  const dir = pgliteDirOf(config);
  let tarball: Buffer;
  const server = pgliteDirOwner(dir);
  if (server) {
    tarball = await requestBackup(dir);
  } else {
    if (!existsSync(dir)) throw new ConfigError(`No PGlite database in ${dir} (check DATA_DIR).`);
    const database = await openDatabase({ pgliteDir: dir });
    try {
      tarball = await dumpPglite(database.pglite!);
    } finally {
      await database.close();
    }
  }
  const images = config.s3 ? [] : uploadEntries(uploadsRoot(config));
  const now = new Date();
  const manifest = { format: 2, createdAt: now.toISOString(), images: images.length };
  const archive = writeArchive(
    [
      { name: MANIFEST_NAME, body: Buffer.from(JSON.stringify(manifest)) },
      { name: DATABASE_ENTRY, body: tarball },
      ...images,
    ],
    now,
  );
  const partial = `${file}.partial`;
  try {
    writeFileSync(partial, archive, { mode: 0o600 });
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const size = (archive.length / 1024 / 1024).toFixed(1);
  console.log(
    `Backed up ${dir} and ${images.length} uploaded images to ${file} (${size} MB, ${server ? `made by the running server, process ${server}` : 'no server was running'}).` +
      (config.s3 ? ` ${S3_HINT}` : ''),
  );
}

/** The backup's parts, checked whole before anything is changed. */
function readBackup(file: string): { dump: Buffer; images: ArchiveEntry[] | undefined } {
  if (!existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  const bytes = readFileSync(file);
  // Backups made before the images were included: the database alone.
  if (isDatabaseOnlyBackup(bytes)) return { dump: bytes, images: undefined };
  let entries: ArchiveEntry[];
  try {
    entries = readArchive(bytes);
  } catch (error) {
    throw new RestoreError(
      `${file} is not a Catalyst Connect PGlite backup (${(error as Error).message}). Nothing was changed.`,
    );
  }
  const dump = entries.find((entry) => entry.name === DATABASE_ENTRY)?.body;
  const unexpected = entries.find(
    (entry) =>
      entry.name !== MANIFEST_NAME &&
      entry.name !== DATABASE_ENTRY &&
      !isSafeUploadEntry(entry.name),
  );
  if (entries[0]?.name !== MANIFEST_NAME || !dump || unexpected) {
    throw new RestoreError(
      `${file} is not a Catalyst Connect PGlite backup (${unexpected ? `unexpected ${unexpected.name}` : 'no database in it'}). Nothing was changed.`,
    );
  }
  return { dump, images: entries.filter((entry) => entry.name.startsWith(UPLOADS_PREFIX)) };
}

/** Puts the backup's images in place of DATA_DIR/uploads, keeping the current ones beside it. */
function restoreImages(root: string, images: ArchiveEntry[], stamp: string): string | undefined {
  const staging = `${root}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  for (const image of images) {
    const target = path.join(staging, image.name.slice(UPLOADS_PREFIX.length));
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    writeFileSync(target, image.body, { mode: 0o600 });
  }
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  let previous: string | undefined;
  if (existsSync(root)) {
    previous = `${root}.before-restore-${stamp}`;
    renameSync(root, previous);
  }
  renameSync(staging, root);
  return previous;
}

/**
 * `restore FILE`: replaces the PGlite folder and, with disk storage, the uploaded images; the
 * server must be stopped. The database goes first (checked before it replaces anything); the
 * images follow it.
 */
export async function restoreCommand(file: string, config: Config): Promise<void> {
  if (config.databaseUrl) throw new ConfigError(POSTGRES_HINT);
  const dir = pgliteDirOf(config);
  const { dump, images } = readBackup(file);
  const now = new Date();
  const { previous } = await restorePglite(file, dir, now, dump);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let imagesLine: string;
  if (!images) {
    imagesLine = ` This backup is from before images were included: the images in ${uploadsRoot(config)} were left as they are.`;
  } else if (config.s3) {
    imagesLine = ` ${S3_HINT}`;
  } else {
    const before = restoreImages(uploadsRoot(config), images, stamp);
    imagesLine =
      ` Restored ${images.length} uploaded images into ${uploadsRoot(config)}.` +
      (before ? ` The previous images are kept in ${before}.` : '');
  }
  console.log(
    `Restored ${file} into ${dir}.` +
      (previous
        ? ` The previous database is kept in ${previous}; delete it once the restored one looks right.`
        : '') +
      imagesLine +
      ' Start the server now (it applies any newer migrations).',
  );
}
