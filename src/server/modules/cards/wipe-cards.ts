import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import {
  cardProfiles,
  cards,
  insightEvents,
  insightHours,
  insightLinks,
  insightSources,
  insightVisitors,
  leads,
  uploads,
} from '#server/db/schema';
import { CARD_CONFIGURATION_FIELDS, type CardConfigurationField } from '#shared/schemas/cards';

const CLEARED_CONFIGURATION = Object.fromEntries(
  CARD_CONFIGURATION_FIELDS.map((field) => [field, null]),
) as Record<CardConfigurationField, null>;

/**
 * Empties cards of everything their owner put in or received: configuration (the contact
 * details), nickname, QR style, Connect profile (and with it the handle), visitor messages and Insights.
 * The physical card keeps its id, uuid and owner column (the caller sets that). Answers the image
 * URLs the cards and profiles pointed at, and their leads' card photos, so the caller can free
 * them once it committed.
 * Used when an account is deleted and when an admin moves a card without its owner's data.
 */
export async function wipeCards(tx: Tx, ids: number[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const images = await cardImages(tx, ids);
  // The card photos of the leads that go with them (private uploads, by their key).
  const leadPhotos = await tx
    .select({ url: uploads.url })
    .from(leads)
    .innerJoin(uploads, and(eq(uploads.key, leads.photoKey), eq(uploads.bucket, 'lead-photos')))
    .where(inArray(leads.cardId, ids));
  await tx
    .update(cards)
    .set({ ...CLEARED_CONFIGURATION, nickname: null, qrStyle: null, updatedAt: now })
    .where(inArray(cards.id, ids));
  await tx.delete(cardProfiles).where(inArray(cardProfiles.cardId, ids));
  await tx.delete(leads).where(inArray(leads.cardId, ids));
  // Raw events and visitors have no foreign key (decision 021): removed by hand, like the rest.
  for (const table of [
    insightEvents,
    insightHours,
    insightSources,
    insightLinks,
    insightVisitors,
  ]) {
    await tx.delete(table).where(inArray(table.cardId, ids));
  }
  return [...images, ...leadPhotos.map((photo) => photo.url)];
}

/** Every image URL the cards and their Connect profiles show, without repeats. */
export async function cardImages(tx: Tx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const onCards = await tx
    .select({ profile: cards.profileImageUrl, company: cards.companyImageUrl })
    .from(cards)
    .where(inArray(cards.id, ids));
  const onProfiles = await tx
    .select({ image: cardProfiles.imageUrl, design: cardProfiles.design })
    .from(cardProfiles)
    .where(inArray(cardProfiles.cardId, ids));
  const urls = [
    ...onCards.flatMap((row) => [row.profile, row.company]),
    ...onProfiles.flatMap((row) => [row.image, row.design.coverImageUrl]),
  ];
  return [...new Set(urls.filter((url): url is string => !!url))];
}
