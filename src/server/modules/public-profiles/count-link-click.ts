import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { PublicProfile } from '#shared/schemas/profiles';
import { recordClick } from '../insights/public';
import { profileLink } from './profile-links';
import { loadPublicJson } from './public-json';

/**
 * Counts a visitor's click on one of the public profile's links (`linkId`: a button's uuid or a
 * link field): the profile as the page showed it, from the read cache, names the link's URL and
 * label; an unknown profile or link is "not found".
 */
export async function countLinkClick(
  app: FastifyInstance,
  request: FastifyRequest,
  { key, linkId, build }: { key: string; linkId: string; build: string },
): Promise<void> {
  const answer = await loadPublicJson(app, key, build, request.ip);
  if (!answer || answer.cardId === undefined) {
    throw new AppError('NOT_FOUND', COPY.profileNotFound);
  }
  const link = profileLink(JSON.parse(answer.body.toString()) as PublicProfile, linkId);
  if (!link) throw new AppError('NOT_FOUND', COPY.insightsLinkUnknown);
  recordClick(app, request, answer.cardId, link);
}
