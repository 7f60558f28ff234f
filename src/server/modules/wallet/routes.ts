import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CardIdParams, ErrorBody } from '#shared/schemas/common';
import { WalletLink, WalletPassQuery } from '#shared/schemas/wallet';
import {
  appleWalletLinkOwner,
  getAppleWalletLink,
  getAppleWalletPass,
  WALLET_LINK_TTL_SECONDS,
} from './apple-wallet';
import { getGoogleWalletLink } from './google-wallet';

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

const errors = { 400: ErrorBody, 404: ErrorBody };
/** Each pass costs a signature and a few image resizes. */
const passGuard = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** RFC 5987's attr-char: what encodeURIComponent leaves but `filename*` may not hold. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment` named after the owner ("Jane Doe.pkpass"); `filename*` keeps names beyond ASCII. */
export function passContentDisposition(name: string): string {
  const base = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const full = base || 'Card';
  const ascii =
    full
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .trim() || 'Card';
  return `attachment; filename="${ascii}.pkpass"; filename*=UTF-8''${rfc5987(`${full}.pkpass`)}`;
}

/**
 * The Apple Wallet pass itself: opened by Safari from the link `apple-link` hands out (no bearer
 * token then) or by the signed-in app, so it checks whichever the request brings.
 */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  /**
   * Who asks for the pass: the owner a valid link token names for this very card, or else the
   * signed-in owner (bearer token). A link that is expired, tampered with or made for another
   * card is refused even when a bearer token comes along.
   */
  async function passOwner(
    request: FastifyRequest<{ Params: { id: number }; Querystring: { token?: string } }>,
  ): Promise<string> {
    const { token } = request.query;
    if (token === undefined) {
      await app.authenticate(request);
      return request.owner.user.id;
    }
    return appleWalletLinkOwner(deps, { token, cardId: request.params.id });
  }

  app.get(
    '/api/cards/:id/wallet/apple.pkpass',
    {
      config: passGuard,
      schema: {
        tags: ['cards'],
        description:
          'The card as a signed Apple Wallet generic pass. Authorised by the bearer token or by `token` from apple-link.',
        params: CardIdParams,
        querystring: WalletPassQuery,
        produces: [PKPASS_TYPE],
      },
    },
    async (request, reply) => {
      const ownerId = await passOwner(request);
      const pass = await getAppleWalletPass(deps, { ownerId, cardId: request.params.id });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', passContentDisposition(pass.name))
        .type(PKPASS_TYPE)
        .send(pass.pkpass);
    },
  );
}

/**
 * The owner's wallet links: Apple's (a short-lived link to the pass) and Google's save link.
 * Registered in app.ts's owner scope.
 */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/cards/:id/wallet/apple-link',
    {
      schema: {
        tags: ['cards'],
        description: `A link to the card's Apple Wallet pass that works without the bearer token for ${WALLET_LINK_TTL_SECONDS / 60} minutes, for this card only: Safari opens it in one tap.`,
        params: CardIdParams,
        response: { 200: WalletLink, ...errors },
      },
    },
    async (request) =>
      getAppleWalletLink(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
      }),
  );

  app.get(
    '/api/cards/:id/wallet/google',
    {
      config: passGuard,
      schema: {
        tags: ['cards'],
        description:
          "The card's 'Save to Google Wallet' link (a JWT signed by the service account).",
        params: CardIdParams,
        response: { 200: WalletLink, ...errors },
      },
    },
    async (request) =>
      getGoogleWalletLink(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
      }),
  );
}
