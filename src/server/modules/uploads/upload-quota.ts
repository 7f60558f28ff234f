import { eq, sql } from 'drizzle-orm';
import type { AnyBucket } from '#server/adapters/storage/file-storage';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { uploads } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { uploadQuotaMessage } from '#shared/copy';

/** First key of the per-owner advisory lock (the second is the owner's hash); any constant. */
const UPLOAD_QUOTA_LOCK = 7_150_011;

async function usageOf(db: DbOrTx, ownerId: string) {
  const [usage] = await db
    .select({
      bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint`.mapWith(Number),
      files: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return usage ?? { bytes: 0, files: 0 };
}

function refuseOverQuota(
  quota: { bytes: number; files: number },
  usage: { bytes: number; files: number },
  adding: { bytes: number; files: number },
) {
  if (usage.files + adding.files > quota.files || usage.bytes + adding.bytes > quota.bytes)
    throw new AppError('PAYLOAD_TOO_LARGE', uploadQuotaMessage(quota));
}

/**
 * A cheap look before decoding the image: an owner already at the quota is refused without
 * spending CPU. Not the guard itself (that is `reserveUpload`, under the owner's lock).
 */
export async function refuseOwnerAtQuota(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock'>,
  ownerId: string,
): Promise<void> {
  const usage = await usageOf(deps.database.db, ownerId);
  refuseOverQuota(deps.config.uploadQuota, usage, { bytes: 1, files: 1 });
}

/**
 * Records an upload before its file is stored, counting against the owner's quota atomically:
 * the check and the insert run under a transaction-scoped advisory lock per owner, so parallel
 * uploads by one owner are counted one after the other and can never overshoot. The caller
 * stores the file next and calls `cancelUpload` if that fails.
 */
export async function reserveUpload(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock'>,
  {
    ownerId,
    file,
  }: { ownerId: string; file: { bucket: AnyBucket; key: string; url: string; bytes: number } },
): Promise<{ id: string }> {
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}, hashtext(${ownerId}))`);
    refuseOverQuota(deps.config.uploadQuota, await usageOf(tx, ownerId), {
      bytes: file.bytes,
      files: 1,
    });
    const [row] = await tx
      .insert(uploads)
      .values({ ownerId, ...file, createdAt: deps.clock.now() })
      .returning({ id: uploads.id });
    if (!row) throw new Error('upload insert returned nothing');
    return row;
  });
}

/** Gives back a reservation whose file could not be stored. */
export async function cancelUpload(deps: Pick<AppDeps, 'database'>, id: string): Promise<void> {
  await deps.database.db.delete(uploads).where(eq(uploads.id, id));
}
