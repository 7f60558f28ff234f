import { and, eq, inArray, or } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { uploads } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';

/**
 * Refuses (400) an image URL a card or its profile does not show yet unless it is an upload of
 * the card's owner: a file this app stored for someone else (another owner's photo, an upload a
 * deleted account left behind) is not theirs to show, and a URL stored anywhere else may be a
 * tracking pixel. A URL the card already shows passes unchanged, so saving a form as it was
 * never fails; an upload moves with its card (decision 033), so a moved card's images are its
 * new owner's.
 */
export async function assertOwnImages(
  db: DbOrTx,
  deps: Pick<AppDeps, 'storage'>,
  ownerId: string,
  urls: Array<string | null | undefined>,
  alreadyShown: Array<string | null | undefined>,
  /** A team card's team: its uploads (the template's logo) are the card's to show too. */
  teamId?: string | null,
): Promise<void> {
  const fresh = [...new Set(urls)].filter(
    (url): url is string => !!url && !alreadyShown.includes(url),
  );
  if (fresh.length === 0) return;
  if (fresh.some((url) => !deps.storage.isOwnUrl(url))) {
    throw new AppError('BAD_REQUEST', COPY.imagesMustBeUploaded);
  }
  const owned = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(
      and(
        inArray(uploads.url, fresh),
        teamId
          ? or(eq(uploads.ownerId, ownerId), eq(uploads.teamId, teamId))
          : eq(uploads.ownerId, ownerId),
      ),
    );
  if (owned.length < fresh.length) throw new AppError('BAD_REQUEST', COPY.imageNotYours);
}
