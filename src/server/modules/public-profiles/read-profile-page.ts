import type { AppDeps } from '#server/app-deps';
import { copyIn } from '#server/lib/copy-in';
import { gzipPage } from '#server/lib/gzip-at-rest';
import { cardTags, type CachedAnswer } from '#server/lib/public-read-cache';
import { shareUrl } from '#shared/cards/share-url';
import { type Language, pickLanguage } from '#shared/i18n/languages';
import {
  findPublicProfile,
  findPublicProfileByCode,
  findRetiredHandle,
  type PublicProfileMatch,
} from './find-public-profile';
import { inAppHint, type InAppVariant } from './in-app-browser';
import type { PageAssets } from './page-assets';
import { profileEtag } from './profile-etag';
import { renderProfilePage } from './render-profile-page';
import { renderShareImage } from './share-image';

/**
 * How a page is rendered: in the language the visitor asked for (null: the owner's choice), for
 * which in-app browser (if any), with which build's assets.
 */
interface PageMaking {
  asked: Language | null;
  /** The address names the language (`?lang=`): the canonical link names it too. */
  linked: boolean;
  variant: InAppVariant | null;
  assets: PageAssets;
  build: string;
}

/** The page of a match, gzipped; `key` is what its form and pings post to. */
async function pageOf(
  deps: Pick<AppDeps, 'config'>,
  {
    match,
    key,
    asked,
    linked,
    variant,
    assets,
    build,
  }: PageMaking & { match: PublicProfileMatch; key: string },
): Promise<CachedAnswer> {
  const { config } = deps;
  const language = pickLanguage({ query: asked, ownerDefault: match.pageLanguage });
  const pageUrl = shareUrl(config.appUrl, {
    uuid: match.card.uuid,
    handle: match.handle,
    active: match.profile.active,
  });
  const data = {
    key,
    profile: match.profile,
    // The contact file's labels in the page's language (the endpoint reads ?lang= first).
    vcardUrl: `${config.appUrl}/api/vcard/${match.card.uuid}/download${language === 'en' ? '' : `?lang=${language}`}`,
    shopUrl: config.shopUrl,
    inAppHint: variant ? inAppHint(variant, copyIn(language)) : null,
    language,
    linked,
  };
  return {
    body: await gzipPage(renderProfilePage(data, pageUrl, assets)),
    encoding: 'gzip',
    // The page's form and pings use the key it was opened with, an in-app visitor sees the
    // hint, and the page speaks one language, named by its address or not (the canonical
    // link): all are part of what is validated.
    etag: profileEtag(
      'html',
      `${key}|${variant?.name ?? ''}|${language}|${linked}|${match.version}`,
      build,
    ),
    tags: cardTags(match.card),
    cardId: match.card.id,
  };
}

/**
 * What a public address by key answers, as the read cache keeps it: `answerOf` the profile's
 * match by handle or uuid, or for a handle its account gave up, where the card is now (a 308 to
 * its current address plus `suffix`); null when neither.
 */
async function answerForKey(
  deps: Pick<AppDeps, 'database'>,
  {
    key,
    answerOf,
    suffix = '',
  }: {
    key: string;
    answerOf: (match: PublicProfileMatch) => CachedAnswer | Promise<CachedAnswer>;
    suffix?: string;
  },
): Promise<CachedAnswer | null> {
  const match = await findPublicProfile(deps, key);
  if (match) return answerOf(match);
  const retired = await findRetiredHandle(deps, key);
  if (!retired) return null;
  // Kept like a page, under the card's tag: a change of the card, its profile or this retired
  // handle drops it (migration 0014's trigger).
  return {
    body: Buffer.alloc(0),
    etag: '',
    tags: [`card:${retired.cardId}`],
    location: `${retired.path}${suffix}`,
  };
}

/** What /u/{key} answers: the profile's page, or a retired handle's 308 (answerForKey). */
export function readProfilePage(
  deps: Pick<AppDeps, 'database' | 'config'>,
  { key, ...making }: PageMaking & { key: string },
): Promise<CachedAnswer | null> {
  return answerForKey(deps, { key, answerOf: (match) => pageOf(deps, { match, key, ...making }) });
}

/** What /c/{code} answers: the card's page, the same as at /u/{uuid} (decision 031). */
export async function readCodePage(
  deps: Pick<AppDeps, 'database' | 'config'>,
  { code, ...making }: PageMaking & { code: string },
): Promise<CachedAnswer | null> {
  const match = await findPublicProfileByCode(deps, code);
  // The form and pings post by uuid: it answers whatever the card's handle is.
  return match ? pageOf(deps, { match, key: match.card.uuid, ...making }) : null;
}

/**
 * What /u/{key}/og.png answers: the share image of the profile the page shows, kept like the
 * page and dropped with it (a change of the card or its profile, a takedown, a deletion); for a
 * handle its account gave up, the image at the card's current address.
 */
export function readShareImage(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  { key, build }: { key: string; build: string },
): Promise<CachedAnswer | null> {
  return answerForKey(deps, {
    key,
    answerOf: async (match) => ({
      body: await renderShareImage(deps.storage, match.profile),
      etag: profileEtag('og', `${key}|${match.version}`, build),
      tags: cardTags(match.card),
      cardId: match.card.id,
    }),
    suffix: '/og.png',
  });
}
