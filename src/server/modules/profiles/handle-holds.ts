import { and, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { cardProfiles, cards, retiredHandles } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import {
  HANDLE_HELD_AFTER_LIVE_MS,
  HANDLE_HOLD_AFTER_DELETION_DAYS,
  MAX_RETIRED_HANDLES,
} from '#shared/constants';
import { COPY } from '#shared/copy';

/**
 * Handles stay with their account (decision 031): a handle its owner replaces or clears is held
 * for the account, whatever its age, so printed cards and shared links never lead a stranger's
 * way; an account deletion holds the handles live for a day.
 */

/**
 * Serialises every change that gives up or takes these handles, across accounts: without it an
 * account could take a handle in the moment its owner renames away from it, before the hold is
 * written. Transaction-scoped advisory locks, in a fixed order so two renames never deadlock.
 */
export async function lockHandles(tx: Tx, handles: (string | null | undefined)[]): Promise<void> {
  const keys = [...new Set(handles.filter((handle): handle is string => !!handle))].sort();
  for (const handle of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`handle:${handle}`}))`);
  }
}

/**
 * Lets `ownerId` take `handle`: refused (409) while another account holds it, or within 180
 * days of that account's deletion; a hold of the owner's own, or one past its time, is ended.
 * Answers whether the handle was the owner's own (held again at once if the account is deleted).
 */
export async function claimHandle(
  tx: Tx,
  ownerId: string,
  handle: string,
  now: Date,
): Promise<{ reclaimed: boolean }> {
  const [held] = await tx
    .select()
    .from(retiredHandles)
    .where(eq(retiredHandles.handle, handle))
    .for('update');
  if (!held) return { reclaimed: false };
  const expired = held.ownerId === null && (held.heldUntil === null || held.heldUntil <= now);
  if (held.ownerId !== ownerId && !expired) {
    throw new AppError('CONFLICT', COPY.handleHeld);
  }
  await tx.delete(retiredHandles).where(eq(retiredHandles.handle, handle));
  return { reclaimed: held.ownerId === ownerId };
}

/** Releases the account's oldest retired handles beyond the five it may hold. */
async function keepNewestRetired(tx: Tx, ownerId: string): Promise<void> {
  const kept = await tx
    .select({ handle: retiredHandles.handle })
    .from(retiredHandles)
    .where(eq(retiredHandles.ownerId, ownerId))
    .orderBy(desc(retiredHandles.retiredAt), desc(retiredHandles.handle))
    .limit(MAX_RETIRED_HANDLES);
  if (kept.length < MAX_RETIRED_HANDLES) return;
  await tx.delete(retiredHandles).where(
    and(
      eq(retiredHandles.ownerId, ownerId),
      notInArray(
        retiredHandles.handle,
        kept.map((row) => row.handle),
      ),
    ),
  );
}

/** Whether a handle set at `since` has been live long enough to be held once its account is deleted. */
export function heldOnceGivenUp(since: Date | null, now: Date): boolean {
  return since !== null && now.getTime() - since.getTime() >= HANDLE_HELD_AFTER_LIVE_MS;
}

/**
 * Holds `handle` for `ownerId` as it leaves a card: it answers 308 to the card's current
 * address while `cardId` is given and the card stays the account's.
 */
export async function retireHandle(
  tx: Tx,
  input: { handle: string; ownerId: string; cardId: number | null; now: Date },
): Promise<void> {
  const values = {
    handle: input.handle,
    ownerId: input.ownerId,
    cardId: input.cardId,
    retiredAt: input.now,
    heldUntil: null,
  };
  await tx
    .insert(retiredHandles)
    .values(values)
    .onConflictDoUpdate({ target: retiredHandles.handle, set: values });
  await keepNewestRetired(tx, input.ownerId);
}

/**
 * An admin moves a personal card to another account: its handle stays with the previous owner
 * (held, leading nowhere) and the card no longer answers to it, nor to the handles that
 * account retired from it. Call it in the move's transaction, before the card changes hands.
 */
export async function keepHandleWithPreviousOwner(
  tx: Tx,
  card: { id: number; ownerId: string | null },
  now: Date,
): Promise<void> {
  if (!card.ownerId) return;
  const [profile] = await tx
    .select({ handle: cardProfiles.aliasSlug })
    .from(cardProfiles)
    .where(eq(cardProfiles.cardId, card.id))
    .for('update');
  if (profile?.handle) {
    await lockHandles(tx, [profile.handle]);
    await tx
      .update(cardProfiles)
      .set({ aliasSlug: null, handleSince: null, updatedAt: now })
      .where(eq(cardProfiles.cardId, card.id));
    await retireHandle(tx, { handle: profile.handle, ownerId: card.ownerId, cardId: null, now });
  }
  await tx.update(retiredHandles).set({ cardId: null }).where(eq(retiredHandles.cardId, card.id));
}

/**
 * An account is being deleted: its handles live for a day and those it retired are held for
 * 180 days from now, for no one, then released. Call it in the deletion's transaction, before
 * the cards' profiles are wiped.
 */
export async function holdHandlesOfDeletedAccount(
  tx: Tx,
  ownerId: string,
  now: Date,
): Promise<void> {
  const heldUntil = new Date(now.getTime() + HANDLE_HOLD_AFTER_DELETION_DAYS * 86_400_000);
  const live = await tx
    .select({ handle: cardProfiles.aliasSlug, since: cardProfiles.handleSince })
    .from(cardProfiles)
    .innerJoin(cards, eq(cards.id, cardProfiles.cardId))
    .where(and(eq(cards.ownerId, ownerId), isNotNull(cardProfiles.aliasSlug)));
  const held = live.filter((row) => heldOnceGivenUp(row.since, now));
  await lockHandles(
    tx,
    held.map((row) => row.handle),
  );
  await tx
    .update(retiredHandles)
    .set({ ownerId: null, cardId: null, heldUntil })
    .where(eq(retiredHandles.ownerId, ownerId));
  if (held.length > 0) {
    await tx
      .insert(retiredHandles)
      .values(
        held.map((row) => ({
          handle: row.handle!,
          ownerId: null,
          cardId: null,
          retiredAt: now,
          heldUntil,
        })),
      )
      .onConflictDoNothing();
  }
}
