import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { displayName } from '../../../shared/display-name';
import {
  PROFILE_LINK_FIELDS,
  type ProfileLinkField,
  type PublicProfile,
} from '../../../shared/schemas/profiles';
import type { DbOrTx } from '../../db/client';
import { cardProfiles, cards, users, type CardRow } from '../../db/schema';
import {
  defaultProfileValues,
  toCardProfile,
  type ProfileValues,
} from '../profiles/to-card-profile';

const isUuid = (key: string) => z.uuid().safeParse(key).success;

export interface PublicProfileMatch {
  profile: PublicProfile;
  card: CardRow;
  ownerId: string;
}

function basics(card: CardRow): PublicProfile {
  return {
    uuid: card.uuid,
    active: false,
    name: displayName(card),
    company: card.workOrganization ?? '',
    title: card.workTitle ?? '',
    slogan: null,
    imageUrl: card.profileImageUrl,
    theme: 'dark',
    buttons: [],
    ...(Object.fromEntries(PROFILE_LINK_FIELDS.map((field) => [field, null])) as Record<
      ProfileLinkField,
      null
    >),
  };
}

/** The paid profile: the owner's view of it without the handle and the card's configuration. */
function full(card: CardRow, values: ProfileValues): PublicProfile {
  const { aliasSlug: _handle, cardConfiguration: _card, ...profile } = toCardProfile(values, card);
  return { ...profile, active: true };
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
