import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactUuidParams } from '#shared/schemas/common';
import { shareUrl } from '#shared/share-url';
import { preparedFor } from '#server/db/prepared';
import { cardProfiles, cards, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { matchesEtag, weakEtag } from '#server/lib/etag';
import { answerBytes, cardTags, PUBLIC_CACHE_CONTROL } from '#server/lib/public-read-cache';
import { toCardConfiguration } from '../cards/public';
import { buildVCard, vcardFileName } from './build-vcard';
import { MESSAGES } from '#shared/messages';
import { recordSave } from '../insights/public';
import { vcardPhoto } from './vcard-photo';

/** The stored profile photo as a small JPEG for embedding, or null. */
async function photoFor(app: FastifyInstance, url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  const bytes = await app.deps.storage.read(url);
  return bytes ? vcardPhoto(bytes) : null;
}

/**
 * Every contact download reads one card by uuid (cards_uuid_idx), prepared once, with what its
 * Connect profile's address depends on (the handle and the owner's subscription). A suspended
 * owner's card and a card taken down by an admin are not found.
 */
const cardByUuid = preparedFor((db) =>
  db
    .select({ card: cards, handle: cardProfiles.aliasSlug, status: users.stripeSubscriptionStatus })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.ownerId))
    .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
    .where(
      and(
        eq(cards.uuid, sql.placeholder('uuid')),
        isNull(cards.takenDownAt),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('vcard_card_by_uuid'),
);

/** GET /api/vcard/{uuid}/download[?action=vcf]: the card's contact file, for anyone. */
export default async function vcardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/vcard/:uuid/download',
    {
      schema: {
        tags: ['cards'],
        description: 'The contact file (vCard 3.0) of a card, by its uuid.',
        params: ContactUuidParams,
      },
    },
    async (request, reply) => {
      const uuid = request.params.uuid.toLowerCase();
      const answer = await app.publicCache.for(request.ip).load(`vcard:${uuid}`, async () => {
        const [found] = await cardByUuid(app.deps.database.db).execute({ uuid });
        if (!found) return null;
        const row = found.card;
        const config = toCardConfiguration(row);
        // The Connect profile is live only while the owner's subscription is active (the page
        // shows only the card's basics otherwise): the same address the QR code and Share use.
        const active = found.status === 'active';
        const body = buildVCard(config, {
          photoJpeg: await photoFor(app, config.profileImageUrl),
          profileUrl: active
            ? shareUrl(app.deps.config.appUrl, { uuid: row.uuid, handle: found.handle, active })
            : null,
        });
        return {
          body: answerBytes(body),
          etag: weakEtag(body),
          fileName: vcardFileName(config),
          tags: cardTags(row),
          cardId: row.id,
        };
      });
      if (!answer) throw new AppError('NOT_FOUND', MESSAGES.contactNotFound);
      if (answer.cardId !== undefined) recordSave(app, request, answer.cardId);
      reply
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('etag', answer.etag)
        .header('content-disposition', `attachment; filename="${answer.fileName}"`);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.header('content-type', 'text/vcard; charset=utf-8').send(answer.body);
    },
  );
}
