import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { cardProfiles, cards, cardTemplateExceptions, type TeamMemberRow } from '#server/db/schema';
import { PROFILE_LINK_FIELDS } from '#shared/cards/link-fields';
import { CARD_CONFIGURATION_FIELDS, type CardConfigurationField } from '#shared/schemas/cards';
import { cardImages } from '../cards/public';
import { applyTemplateToNewCards } from './apply-template-to-new-cards';

/**
 * What a team card says about the person holding it (docs/product.md#teams, decision 046): when
 * it changes hands, or goes back to the pool, nothing of whoever held it before stays on it.
 */

/** Who a card goes to: the names and title the team typed, else the account's; its e-mail. */
export interface Holder {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  imageUrl: string | null;
}

export function holderOf(
  member: TeamMemberRow,
  account: { firstName: string; lastName: string; email: string; imageUrl: string | null } | null,
): Holder {
  return {
    firstName: member.firstName || account?.firstName || '',
    lastName: member.lastName || account?.lastName || '',
    title: member.title,
    email: account?.email ?? member.email,
    imageUrl: account?.imageUrl ?? null,
  };
}

/** No one's: what a pooled card says about a person. */
const NO_ONE: Holder = { firstName: '', lastName: '', title: '', email: '', imageUrl: null };

const CLEARED = Object.fromEntries(
  CARD_CONFIGURATION_FIELDS.map((field) => [field, null]),
) as Record<CardConfigurationField, null>;
const NO_LINKS = Object.fromEntries(PROFILE_LINK_FIELDS.map((field) => [field, null]));

/**
 * Writes the holder's details to the team's cards in the caller's transaction (`null`: no one,
 * the pool's): every field emptied (the last holder's phones, links, notes, photo and per-card
 * wording of the template's unlocked fields go), the holder's names, title, e-mail and photo
 * written, the nickname cleared, then the whole template on top (its department's layered on
 * the company's: the caller sets the card's holder first; its exceptions go). The Connect profile keeps its
 * handle, design and lead form; its name, title and photo become the holder's, its slogan,
 * links, buttons and cover go. Answers the images the cards showed before, for the caller to
 * free once it committed (`releaseReplacedImages`).
 */
export async function writeCardHolder(
  tx: Tx,
  {
    teamId,
    cardIds,
    holder,
    now,
  }: { teamId: string; cardIds: number[]; holder: Holder | null; now: Date },
): Promise<string[]> {
  if (cardIds.length === 0) return [];
  const person = holder ?? NO_ONE;
  const before = await cardImages(tx, cardIds);
  const emptyToNull = (value: string) => value.trim() || null;
  await tx
    .update(cards)
    .set({
      ...CLEARED,
      firstName: emptyToNull(person.firstName),
      lastName: emptyToNull(person.lastName),
      workTitle: emptyToNull(person.title),
      email: emptyToNull(person.email),
      profileImageUrl: person.imageUrl,
      nickname: null,
      updatedAt: now,
    })
    .where(inArray(cards.id, cardIds));
  await tx
    .update(cardProfiles)
    .set({
      ...NO_LINKS,
      name: `${person.firstName} ${person.lastName}`.trim(),
      title: person.title,
      imageUrl: person.imageUrl,
      slogan: '',
      buttons: [],
      design: sql`${cardProfiles.design} || '{"coverImageUrl":null}'::jsonb`,
      updatedAt: now,
    })
    .where(inArray(cardProfiles.cardId, cardIds));
  // What a change request let the last holder set is theirs: the new one gets the template.
  await tx.delete(cardTemplateExceptions).where(inArray(cardTemplateExceptions.cardId, cardIds));
  await applyTemplateToNewCards(tx, teamId, cardIds, now);
  return before;
}

/**
 * The team's cards that `which` selects go back to the pool, in the caller's transaction: no
 * owner, no waiting invitation, and nothing of whoever held them (`writeCardHolder` with no
 * one). Their id, uuid, address, handle, design, lead form and leads stay. Answers the images
 * they showed before, for the caller to free once it committed.
 */
export async function returnCardsToPool(
  tx: Tx,
  { teamId, which, now }: { teamId: string; which: SQL | undefined; now: Date },
): Promise<string[]> {
  const returned = await tx
    .update(cards)
    .set({ ownerId: null, invitedHolderId: null, updatedAt: now })
    .where(and(eq(cards.teamId, teamId), which))
    .returning({ id: cards.id });
  const cardIds = returned.map((card) => card.id).sort((a, b) => a - b);
  return writeCardHolder(tx, { teamId, cardIds, holder: null, now });
}
