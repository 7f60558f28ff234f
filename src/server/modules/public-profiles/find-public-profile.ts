import { and, eq, isNull, sql } from 'drizzle-orm';
import { displayName } from '#shared/display-name';
import { PROFILE_LINK_FIELDS, type ProfileLinkField } from '#shared/link-fields';
import type { PublicProfile } from '#shared/schemas/profiles';
import type { DbOrTx } from '#server/db/client';
import { preparedFor } from '#server/db/prepared';
import { couldBeHandle } from '#shared/schemas/handle';
import { isUuid } from '#shared/uuid';
import { cardProfiles, cards, users, type CardRow } from '#server/db/schema';
import { defaultProfileValues, toCardProfile, type ProfileValues } from '../profiles/public';

/** The two lookups, prepared: this is the hottest read of the product (every visitor). */
const statementsFor = preparedFor((db) => {
  const columns = {
    card: cards,
    profile: cardProfiles,
    ownerId: users.id,
    status: users.stripeSubscriptionStatus,
  };
  // A suspended owner's cards and a card an admin took down answer like an unknown key.
  const shown = and(isNull(users.suspendedAt), isNull(cards.takenDownAt));
  return {
    byHandle: db
      .select(columns)
      .from(cardProfiles)
      .innerJoin(cards, eq(cards.id, cardProfiles.cardId))
      .innerJoin(users, eq(users.id, cards.ownerId))
      .where(and(eq(cardProfiles.aliasSlug, sql.placeholder('key')), shown))
      .limit(1)
      .prepare('public_profile_by_handle'),
    byUuid: db
      .select(columns)
      .from(cards)
      .innerJoin(users, eq(users.id, cards.ownerId))
      .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
      .where(and(eq(cards.uuid, sql.placeholder('key')), shown))
      .limit(1)
      .prepare('public_profile_by_uuid'),
  };
});

export interface PublicProfileMatch {
  profile: PublicProfile;
  card: CardRow;
  ownerId: string;
  /** The profile's Connect handle, if one is set (it answers only while `profile.active`). */
  handle: string | null;
  /** Changes whenever anything the visitor sees changes: the basis of the ETag. */
  version: string;
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
  const { aliasSlug: _handle, CardConfiguration: _card, ...profile } = toCardProfile(values, card);
  return { ...profile, active: true };
}

/**
 * What a visitor sees at /u/{key}, in one indexed query (a prepared statement). A uuid always works; a handle only
 * while the owner's subscription is active. Without one the visitor still gets the card's
 * basics (name, title, company, photo, Download Contact) and nothing of the paid profile.
 */
export async function findPublicProfile(
  db: DbOrTx,
  key: string,
): Promise<PublicProfileMatch | null> {
  const byUuid = isUuid(key);
  if (!byUuid && !couldBeHandle(key)) return null;
  const handle = key.toLowerCase();
  const statements = statementsFor(db);
  const [row] = byUuid
    ? await statements.byUuid.execute({ key: handle })
    : await statements.byHandle.execute({ key: handle });
  if (!row) return null;
  const active = row.status === 'active';
  if (!byUuid && !active) return null;
  // A card whose owner never opened the editor has no profile row yet: the defaults apply.
  const values = row.profile ?? defaultProfileValues(row.card);
  return {
    card: row.card,
    ownerId: row.ownerId,
    handle: row.profile?.aliasSlug ?? null,
    profile: active ? full(row.card, values) : basics(row.card),
    version: [
      row.card.updatedAt.getTime(),
      row.profile?.updatedAt.getTime() ?? 0,
      row.status ?? '',
    ].join('-'),
  };
}
