import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { preparedFor } from '#server/db/prepared';
import { cardProfiles, cards, teams, users } from '#server/db/schema';
import { copyIn } from '#server/lib/copy-in';
import { weakEtag } from '#server/lib/etag';
import { answerBytes, cardTags, type CachedAnswer } from '#server/lib/public-read-cache';
import { shareUrl } from '#shared/cards/share-url';
import { type Language, pickLanguage } from '#shared/i18n/languages';
import { connectAccessSql } from '../billing/public';
import { pooledCardConfiguration, shownToVisitors, toCardConfiguration } from '../cards/public';
import { buildVCard, vcardFileName } from './build-vcard';
import { vcardPhoto } from './vcard-photo';

/** The stored profile photo as a small JPEG for embedding, or null. */
async function photoFor(
  deps: Pick<AppDeps, 'storage'>,
  url: string | null,
): Promise<Buffer | null> {
  if (!url) return null;
  const bytes = await deps.storage.read(url);
  return bytes ? vcardPhoto(bytes) : null;
}

/**
 * Every contact download reads one card by uuid (cards_uuid_idx), prepared once, with what its
 * Connect profile's address depends on (the handle and the owner's subscription). A suspended
 * owner's card and a card taken down by an admin are not found.
 */
const cardByUuid = preparedFor((db) =>
  db
    .select({
      card: cards,
      handle: cardProfiles.aliasSlug,
      pageLanguage: cardProfiles.pageLanguage,
      access: connectAccessSql(users.id, users.stripeSubscriptionStatus),
      team: { name: teams.name, templateValues: teams.templateValues },
    })
    .from(cards)
    .leftJoin(users, eq(users.id, cards.ownerId))
    .leftJoin(teams, eq(teams.id, cards.teamId))
    .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
    .where(and(eq(cards.uuid, sql.placeholder('uuid')), shownToVisitors()))
    .limit(1)
    .prepare('vcard_card_by_uuid'),
);

/**
 * The contact file of the card with this uuid, as the public read cache keeps it (with its
 * download name and what drops it), or null for no such card. Its labels speak the language
 * asked (the page's `?lang=`, else Accept-Language), else the owner's choice for the page.
 */
export async function readCardVCard(
  deps: Pick<AppDeps, 'database' | 'storage' | 'config'>,
  { uuid, asked }: { uuid: string; asked: Language | null },
): Promise<CachedAnswer | null> {
  const [found] = await cardByUuid(deps.database.db).execute({ uuid });
  if (!found) return null;
  const row = found.card;
  const pooled = !row.ownerId && found.team;
  const config = pooled ? pooledCardConfiguration(row, pooled) : toCardConfiguration(row);
  // The Connect profile is live only while the owner has Connect, own or a team seat (the page
  // shows only the card's basics otherwise): the same address the QR code and Share use.
  const active = !pooled && found.access !== null;
  const copy = copyIn(pickLanguage({ query: asked, ownerDefault: found.pageLanguage }));
  const body = buildVCard(config, {
    labels: { booking: copy.visitorPageBookMeeting },
    photoJpeg: await photoFor(deps, pooled ? config.companyImageUrl : config.profileImageUrl),
    profileUrl: active
      ? shareUrl(deps.config.appUrl, { uuid: row.uuid, handle: found.handle, active })
      : null,
  });
  return {
    body: answerBytes(body),
    etag: weakEtag(body),
    fileName: vcardFileName(config),
    tags: cardTags(row),
    cardId: row.id,
  };
}
