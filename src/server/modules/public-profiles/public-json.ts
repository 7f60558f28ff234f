import type { FastifyInstance } from 'fastify';
import { answerBytes, cardTags, type CachedAnswer } from '#server/lib/public-read-cache';
import { findPublicProfile } from './find-public-profile';
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
    if (!match) return null;
    return {
      body: answerBytes(JSON.stringify(match.profile)),
      etag: profileEtag('json', match.version, build),
      tags: cardTags(match.card),
      cardId: match.card.id,
    };
  });
}
