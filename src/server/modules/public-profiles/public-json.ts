import type { FastifyInstance } from 'fastify';
import { answerBytes, cardTags, type CachedAnswer } from '#server/lib/public-read-cache';
import {
  findPublicProfile,
  findPublicProfileByCode,
  type PublicProfileMatch,
} from './find-public-profile';
import { profileEtag } from './profile-etag';

/**
 * The public profile of `key` (a handle or uuid, lower case) as the JSON the API answers, from
 * the read cache or the database; null when there is none. Shared by the profile read and the
 * click counter, so a click on a page just opened costs no query. Unknown keys count against
 * the client's address (`ip`; decision 029).
 */
export function loadPublicJson(
  app: FastifyInstance,
  key: string,
  build: string,
  ip: string,
): Promise<CachedAnswer | null> {
  return app.publicCache.for(ip).load(`json:${key}`, async () => {
    const match = await findPublicProfile(app.deps, key);
    return match ? answerOf(match, build) : null;
  });
}

/**
 * The same JSON for a card's permanent code (/c/{code}, lower case): what the capture screen
 * reads when it scans a printed Catalyst QR code. Kept and dropped like the key's answer.
 */
export function loadPublicJsonByCode(
  app: FastifyInstance,
  code: string,
  build: string,
  ip: string,
): Promise<CachedAnswer | null> {
  return app.publicCache.for(ip).load(`json:c/${code}`, async () => {
    const match = await findPublicProfileByCode(app.deps, code);
    return match ? answerOf(match, build) : null;
  });
}

function answerOf(match: PublicProfileMatch, build: string): CachedAnswer {
  return {
    body: answerBytes(JSON.stringify(match.profile)),
    etag: profileEtag('json', match.version, build),
    tags: cardTags(match.card),
    cardId: match.card.id,
  };
}
