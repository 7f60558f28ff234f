import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { preparedFor } from '#server/db/prepared';
import { cardProfiles, cards, retiredHandles, teams, users, type CardRow } from '#server/db/schema';
import { isCardCode } from '#shared/cards/card-code';
import { freeCardProfile } from '#shared/cards/free-card-profile';
import { contactOf } from '#shared/cards/public-contact';
import { isUuid } from '#shared/cards/uuid';
import { cardBeingHandedOverMessage, COPY } from '#shared/copy';
import { resolveDesign } from '#shared/design/resolve-design';
import type { Language } from '#shared/i18n/languages';
import { buildPath, ROUTES } from '#shared/routes';
import { couldBeHandle } from '#shared/schemas/handle';
import { DEFAULT_DESIGN } from '#shared/schemas/profile-design';
import type { PublicProfile } from '#shared/schemas/profiles';
import { withTemplateDesign } from '#shared/schemas/team-template';
import { connectAccessSql } from '../billing/public';
import { pooledCardConfiguration, shownToVisitors, type PoolingTeam } from '../cards/public';
import { defaultProfileValues, toCardProfile, type ProfileValues } from '../profiles/public';

/** The two lookups, prepared: this is the hottest read of the product (every visitor). */
const statementsFor = preparedFor((db) => {
  const columns = {
    card: cards,
    profile: cardProfiles,
    ownerId: users.id,
    access: connectAccessSql(users.id, users.stripeSubscriptionStatus),
    team: { name: teams.name, templateValues: teams.templateValues },
  };
  // A suspended owner's cards, a card an admin took down and one no one holds outside a team
  // answer like an unknown key.
  const shown = shownToVisitors();
  return {
    byHandle: db
      .select(columns)
      .from(cardProfiles)
      .innerJoin(cards, eq(cards.id, cardProfiles.cardId))
      .leftJoin(users, eq(users.id, cards.ownerId))
      .leftJoin(teams, eq(teams.id, cards.teamId))
      .where(and(eq(cardProfiles.aliasSlug, sql.placeholder('key')), shown))
      .limit(1)
      .prepare('public_profile_by_handle'),
    byUuid: db
      .select(columns)
      .from(cards)
      .leftJoin(users, eq(users.id, cards.ownerId))
      .leftJoin(teams, eq(teams.id, cards.teamId))
      .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
      .where(and(eq(cards.uuid, sql.placeholder('key')), shown))
      .limit(1)
      .prepare('public_profile_by_uuid'),
    byCode: db
      .select(columns)
      .from(cards)
      .leftJoin(users, eq(users.id, cards.ownerId))
      .leftJoin(teams, eq(teams.id, cards.teamId))
      .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
      .where(and(eq(cards.code, sql.placeholder('key')), shown))
      .limit(1)
      .prepare('public_profile_by_code'),
    // A retired handle leads to its card only while the card is still its account's.
    retired: db
      .select({ cardId: cards.id, uuid: cards.uuid, handle: cardProfiles.aliasSlug })
      .from(retiredHandles)
      .innerJoin(
        cards,
        and(eq(cards.id, retiredHandles.cardId), eq(cards.ownerId, retiredHandles.ownerId)),
      )
      .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
      .where(eq(retiredHandles.handle, sql.placeholder('key')))
      .limit(1)
      .prepare('public_profile_retired_handle'),
  };
});

export interface PublicProfileMatch {
  profile: PublicProfile;
  card: CardRow;
  /** Null for a card waiting in its team's pool: it shows the team, and takes no messages. */
  ownerId: string | null;
  /** The profile's Connect handle, if one is set (it answers only while `profile.active`). */
  handle: string | null;
  /** Changes whenever anything the visitor sees changes: the basis of the ETag. */
  version: string;
  /** The owner's choice of the page's language for visitors whose own it is not; null: English. */
  pageLanguage: Language | null;
}

/** The paid profile: the owner's view of it without the handle and the card's configuration. */
function full(card: CardRow, values: ProfileValues): PublicProfile {
  const {
    aliasSlug: _handle,
    linkSources: _sources,
    CardConfiguration: _card,
    pageLanguage: _language,
    ...profile
  } = toCardProfile(values, card);
  // A slogan the owner never wrote is left out, not printed as 'My Slogan'
  // (docs/product.md#connect-profile-editor).
  const slogan = profile.slogan === COPY.sloganFallback ? null : profile.slogan;
  return { ...profile, slogan, active: true, contact: contactOf(card) };
}

type Row = Awaited<ReturnType<ReturnType<typeof statementsFor>['byUuid']['execute']>>[number];

/**
 * A pooled team card's page: the team's name and logo, the template's website, phone and
 * address, and a line that the card is on its way to a colleague; nothing of a person.
 */
function pooled(card: CardRow, team: PoolingTeam): PublicProfile {
  const shown = { ...card, ...pooledCardConfiguration(card, team) };
  const design = resolveDesign(withTemplateDesign(DEFAULT_DESIGN, team.templateValues));
  return {
    ...freeCardProfile(shown),
    name: team.name,
    company: '',
    slogan: cardBeingHandedOverMessage(team.name),
    imageUrl: shown.companyImageUrl,
    theme: design.base,
    design: design.design,
    contact: { ...contactOf(shown), mobile: null },
  };
}

function matchOf(row: Row): PublicProfileMatch {
  if (!row.ownerId && row.team) {
    return {
      card: row.card,
      ownerId: null,
      handle: row.profile?.aliasSlug ?? null,
      profile: pooled(row.card, row.team),
      version: ['pool', row.card.updatedAt.getTime(), row.team.name].join('-'),
      pageLanguage: row.profile?.pageLanguage ?? null,
    };
  }
  const active = row.access !== null;
  // A card whose owner never opened the editor has no profile row yet: the defaults apply.
  const values = row.profile ?? defaultProfileValues(row.card);
  return {
    card: row.card,
    ownerId: row.ownerId,
    handle: row.profile?.aliasSlug ?? null,
    profile: active ? full(row.card, values) : freeCardProfile(row.card),
    version: [
      row.card.updatedAt.getTime(),
      row.profile?.updatedAt.getTime() ?? 0,
      row.access ?? '',
    ].join('-'),
    pageLanguage: row.profile?.pageLanguage ?? null,
  };
}

/**
 * What a visitor sees at /u/{key}, in one indexed query (a prepared statement), by uuid or
 * handle alike: the paid profile while the owner has Connect (own or a team seat); otherwise the
 * card's basics (name, title, company, photo, Download Contact) and nothing of the paid
 * profile. A lapsed owner's handle opens those basics too, never a 404: it is still theirs,
 * and printed somewhere (decision 031).
 */
export async function findPublicProfile(
  deps: Pick<AppDeps, 'database'>,
  key: string,
): Promise<PublicProfileMatch | null> {
  const byUuid = isUuid(key);
  if (!byUuid && !couldBeHandle(key)) return null;
  const statements = statementsFor(deps.database.db);
  const lower = key.toLowerCase();
  const [row] = byUuid
    ? await statements.byUuid.execute({ key: lower })
    : await statements.byHandle.execute({ key: lower });
  return row ? matchOf(row) : null;
}

/** What /c/{code} opens: the same as the card's /u/{uuid} (decision 031). */
export async function findPublicProfileByCode(
  deps: Pick<AppDeps, 'database'>,
  code: string,
): Promise<PublicProfileMatch | null> {
  if (!isCardCode(code)) return null;
  const [row] = await statementsFor(deps.database.db).byCode.execute({ key: code.toLowerCase() });
  return row ? matchOf(row) : null;
}

/** Where a handle its account gave up leads now, if anywhere. */
export interface RetiredHandleTarget {
  cardId: number;
  /** The card's current address: its handle, else its uuid (path only). */
  path: string;
}

/**
 * A retired handle of a card still held by the account that retired it: the card's current
 * address, which the old handle answers with a 308. Null for any other key.
 */
export async function findRetiredHandle(
  deps: Pick<AppDeps, 'database'>,
  key: string,
): Promise<RetiredHandleTarget | null> {
  if (!couldBeHandle(key)) return null;
  const [row] = await statementsFor(deps.database.db).retired.execute({ key: key.toLowerCase() });
  if (!row) return null;
  return {
    cardId: row.cardId,
    path: buildPath(ROUTES.publicProfile, { uuid: row.handle ?? row.uuid }),
  };
}
