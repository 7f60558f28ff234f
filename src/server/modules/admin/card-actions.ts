import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { cardProfiles, cards, leads, uploads, type CardRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import {
  ADMIN_PAGE_SIZE,
  type AdminCard,
  type AdminCardPage,
  type MoveCardBody,
  type MoveCardResult,
} from '#shared/schemas/admin';
import { ownerForEmail } from '../accounts/public';
import { recordAudit, type AuditActor } from '../audit/public';
import { cardImages, wipeCards } from '../cards/public';
import { keepHandleWithPreviousOwner } from '../profiles/public';
import { releaseReplacedImages } from '../uploads/public';
import { toAdminCard } from './account-views';
import { decodeIdCursor, pageOf } from './page-cursor';

/**
 * Gives a card to the account of `email`, inviting that address when it has no account. The
 * previous owner loses it at once: every owner route reads cards by owner. What the previous
 * owner put on it and received through it (contact details, Connect profile, visitor messages,
 * Insights) is wiped as on an account deletion, unless the admin chose to keep it (the same
 * person's other address): then it moves too, with the uploaded images it shows. An unassigned
 * card (its owner deleted their account) moves the same way.
 */
export async function moveCard(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'jobs' | 'storage'>,
  { actor, cardId, body }: { actor: AuditActor; cardId: number; body: MoveCardBody },
): Promise<MoveCardResult> {
  const keep = body.keepOwnerData === true;
  const { result, wipedImages } = await deps.database.db.transaction(async (tx) => {
    const [card] = await tx.select().from(cards).where(eq(cards.id, cardId)).for('update');
    if (!card) throw new AppError('NOT_FOUND', COPY.cardNotFound);
    const recipient = await ownerForEmail(tx, deps, {
      email: body.email,
      firstName: card.firstName ?? '',
      lastName: card.lastName ?? '',
    });
    if (recipient.userId === card.ownerId) {
      throw new AppError('CONFLICT', COPY.cardAlreadyOwned);
    }
    const now = deps.clock.now();
    // The handle stays with the previous account and no longer opens this card (decision 031).
    await keepHandleWithPreviousOwner(tx, card, now);
    await tx
      .update(cards)
      .set({ ownerId: recipient.userId, updatedAt: now })
      .where(eq(cards.id, cardId));
    let wipedImages: string[] = [];
    if (keep) {
      await giveUploads(tx, card.ownerId, recipient.userId, await cardImages(tx, [cardId]));
      await giveMessages(tx, cardId, card.ownerId, recipient.userId);
    } else wipedImages = await wipeCards(tx, [cardId], now);
    // Account ids only: the e-mail addresses are the data subjects' (decision 033).
    await recordAudit(tx, now, {
      actor,
      action: 'card.move',
      targetType: 'card',
      targetId: cardId,
      reason: body.reason ?? null,
      before: { ownerId: card.ownerId },
      after: {
        ownerId: recipient.userId,
        invited: recipient.invited,
        ownerData: keep ? 'kept' : 'wiped',
      },
    });
    return {
      result: { cardId, toAccountId: recipient.userId, invited: recipient.invited },
      wipedImages,
    };
  });
  if (result.invited) deps.jobs.kick();
  // The previous owner's images the card showed, freed unless another of their cards shows one.
  await releaseReplacedImages(deps, { before: wipedImages, after: [] });
  return result;
}

/**
 * The uploads a kept card shows become the new owner's: an upload moves with the card it is on,
 * so its next save accepts them, and the previous owner's deletion no longer removes them.
 */
async function giveUploads(tx: Tx, from: string | null, to: string, urls: string[]) {
  // An unassigned card was wiped with its account: it shows no upload of anyone.
  if (urls.length === 0 || !from) return;
  await tx
    .update(uploads)
    .set({ ownerId: to })
    .where(and(inArray(uploads.url, urls), eq(uploads.ownerId, from)));
}

/** The visitor messages a kept card received become the new owner's, as the card does. */
async function giveMessages(tx: Tx, cardId: number, from: string | null, to: string) {
  if (!from) return;
  await tx
    .update(leads)
    .set({ ownerId: to })
    .where(and(eq(leads.cardId, cardId), eq(leads.ownerId, from)));
}

async function lockCardByUuid(
  tx: Tx,
  uuid: string,
): Promise<{ card: CardRow; handle: string | null }> {
  const [found] = await tx
    .select({ card: cards, handle: cardProfiles.aliasSlug })
    .from(cards)
    .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
    .where(eq(cards.uuid, uuid))
    .for('update', { of: cards });
  if (!found) throw new AppError('NOT_FOUND', COPY.profileNotFound);
  return found;
}

/**
 * Takes a card's public presence down (profile by handle and uuid, page, vCard: 404 like an
 * unknown profile) or brings it back. The owner keeps editing and sees why in the editor.
 */
export async function setTakedown(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'jobs'>,
  {
    actor,
    uuid,
    change,
  }: {
    actor: AuditActor;
    uuid: string;
    change: { takeDown: true; reason: string } | { takeDown: false; reason?: string | undefined };
  },
): Promise<AdminCard> {
  return deps.database.db.transaction(async (tx) => {
    const { card, handle } = await lockCardByUuid(tx, uuid);
    if (change.takeDown && card.takenDownAt) {
      throw new AppError('CONFLICT', COPY.profileAlreadyTakenDown);
    }
    if (!change.takeDown && !card.takenDownAt) {
      throw new AppError('CONFLICT', COPY.profileNotTakenDown);
    }
    const now = deps.clock.now();
    const next = change.takeDown
      ? { takenDownAt: now, takedownReason: change.reason }
      : { takenDownAt: null, takedownReason: null };
    const [updated] = await tx
      .update(cards)
      .set({ ...next, updatedAt: now })
      .where(eq(cards.id, card.id))
      .returning();
    await recordAudit(tx, now, {
      actor,
      action: change.takeDown ? 'profile.takedown' : 'profile.restore',
      targetType: 'profile',
      targetId: uuid,
      reason: change.reason ?? null,
      // The owner too, so the account's audit history lists what was done to its cards.
      before: {
        ownerId: card.ownerId,
        takenDownAt: card.takenDownAt?.toISOString() ?? null,
        takedownReason: card.takedownReason,
      },
      after: {
        ownerId: card.ownerId,
        takenDownAt: next.takenDownAt?.toISOString() ?? null,
        takedownReason: next.takedownReason,
      },
    });
    return toAdminCard(updated!, handle);
  });
}

/** Cards that belong to no one (their owner deleted the account), oldest first, 50 a page. */
export async function listUnassignedCards(
  deps: Pick<AppDeps, 'database'>,
  cursor: string | undefined,
): Promise<AdminCardPage> {
  const after = cursor ? decodeIdCursor(cursor) : 0;
  const rows = await deps.database.db
    .select()
    .from(cards)
    .where(and(isNull(cards.ownerId), gt(cards.id, after)))
    .orderBy(asc(cards.id))
    .limit(ADMIN_PAGE_SIZE + 1);
  const page = pageOf(rows, ADMIN_PAGE_SIZE, (row) => [row.id]);
  // An unassigned card has no Connect profile (it was wiped with the account): no handle.
  return { items: page.items.map((row) => toAdminCard(row, null)), nextCursor: page.nextCursor };
}
