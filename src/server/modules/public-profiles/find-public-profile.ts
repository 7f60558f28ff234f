import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PublicProfile } from '../../../shared/schemas/profiles';
import type { DbOrTx } from '../../db/client';
import { cardProfiles, cards, users, type CardProfileRow, type CardRow } from '../../db/schema';
import { defaultProfileValues } from '../profiles/to-card-profile';

const isUuid = (key: string) => z.uuid().safeParse(key).success;

export interface PublicProfileMatch {
  profile: PublicProfile;
  card: CardRow;
  ownerId: string;
}

function basics(card: CardRow): PublicProfile {
  const name = [card.firstName, card.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    uuid: card.uuid,
    active: false,
    name: name || 'My Name',
    company: card.workOrganization ?? '',
    title: card.workTitle ?? '',
    slogan: null,
    imageUrl: card.profileImageUrl,
    theme: 'dark',
    buttons: [],
    websiteUrl: null,
    linkedInUrl: null,
    facebookUrl: null,
    instagramUrl: null,
    twitterUrl: null,
    youtubeUrl: null,
    alternateUrl1: null,
    alternateUrl2: null,
    alternateUrl3: null,
  };
}

function full(
  card: CardRow,
  row: CardProfileRow | Omit<CardProfileRow, 'createdAt' | 'updatedAt' | 'aliasSlug'>,
): PublicProfile {
  return {
    uuid: card.uuid,
    active: true,
    name: row.name,
    company: row.company,
    title: row.title,
    slogan: row.slogan,
    imageUrl: row.imageUrl,
    theme: row.theme === 'light' ? 'light' : 'dark',
    buttons: row.buttons,
    websiteUrl: row.websiteUrl,
    linkedInUrl: row.linkedInUrl,
    facebookUrl: row.facebookUrl,
    instagramUrl: row.instagramUrl,
    twitterUrl: row.twitterUrl,
    youtubeUrl: row.youtubeUrl,
    alternateUrl1: row.alternateUrl1,
    alternateUrl2: row.alternateUrl2,
    alternateUrl3: row.alternateUrl3,
  };
}

/**
 * What a visitor sees at /u/{key}, in one indexed query. A uuid always works; a handle only
 * while the owner's subscription is active. Without one the visitor still gets the card's
 * basics (name, title, company, photo, Download Contact) and nothing of the paid profile.
 */
export async function findPublicProfile(
  db: DbOrTx,
  key: string,
): Promise<PublicProfileMatch | null> {
  const byUuid = isUuid(key);
  const handle = key.toLowerCase();
  if (!byUuid && !/^[a-z0-9-]{3,40}$/.test(handle)) return null;
  const [row] = await db
    .select({ card: cards, profile: cardProfiles, status: users.stripeSubscriptionStatus })
    .from(byUuid ? cards : cardProfiles)
    .innerJoin(byUuid ? cardProfiles : cards, eq(cards.id, cardProfiles.cardId))
    .innerJoin(users, eq(users.id, cards.ownerId))
    .where(byUuid ? eq(cards.uuid, key) : eq(cardProfiles.aliasSlug, handle))
    .limit(1);
  if (row) {
    const active = row.status === 'active';
    if (!byUuid && !active) return null;
    return {
      card: row.card,
      ownerId: row.card.ownerId,
      profile: active ? full(row.card, row.profile) : basics(row.card),
    };
  }
  if (!byUuid) return null;
  // A card whose owner never opened the editor has no profile row yet.
  const [bare] = await db
    .select({ card: cards, status: users.stripeSubscriptionStatus })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.ownerId))
    .where(eq(cards.uuid, key))
    .limit(1);
  if (!bare) return null;
  const profile =
    bare.status === 'active' ? full(bare.card, defaultProfileValues(bare.card)) : basics(bare.card);
  return { card: bare.card, ownerId: bare.card.ownerId, profile };
}
