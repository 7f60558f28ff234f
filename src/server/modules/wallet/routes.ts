import { createPrivateKey } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import { CardIdParams, ErrorBody } from '#shared/schemas/common';
import { WalletLink, WalletPassQuery } from '#shared/schemas/wallet';
import { AppError } from '#server/lib/app-error';
import { requireAuth } from '#server/plugins/authenticate';
import { getOwnedCard } from '../cards/public';
import { buildApplePass } from './apple-pass';
import { googleSaveUrl } from './google-pass';
import { loadWalletCard } from './wallet-card';

/** The audience of the link tokens `apple-link` hands out: they open nothing else. */
export const WALLET_LINK_PURPOSE = 'wallet-link';
/** How long an 'Add to Apple Wallet' link works: long enough for Safari to open it. */
export const WALLET_LINK_TTL_SECONDS = 300;

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
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

/** Wallet passes of an owner's card: Apple's .pkpass (and its signed link) and Google's save link. */
export default async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { appleWallet, googleWallet } = deps.config;
  const googleKey = googleWallet ? createPrivateKey(googleWallet.privateKey) : undefined;

  function requireApple() {
    if (!appleWallet) throw new AppError('NOT_FOUND', MESSAGES.appleWalletNotConfigured);
    return appleWallet;
  }

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
      return requireAuth(request).user.id;
    }
    const link = await deps.tokens.verifyLinkToken(WALLET_LINK_PURPOSE, token);
    if (!link || link.claims.card !== request.params.id) {
      throw new AppError('UNAUTHORIZED', MESSAGES.walletLinkInvalid);
    }
    return link.sub;
  }

  app.get(
    '/api/cards/:id/wallet/apple-link',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cards'],
        description: `A link to the card's Apple Wallet pass that works without the bearer token for ${WALLET_LINK_TTL_SECONDS / 60} minutes, for this card only: Safari opens it in one tap.`,
        params: CardIdParams,
        response: { 200: WalletLink, ...errors },
      },
    },
    async (request) => {
      requireApple();
      const ownerId = requireAuth(request).user.id;
      const { id } = request.params;
      await getOwnedCard(deps, { ownerId, cardId: id });
      const token = await deps.tokens.signLinkToken(
        WALLET_LINK_PURPOSE,
        ownerId,
        { card: id },
        WALLET_LINK_TTL_SECONDS,
      );
      return { url: `/api/cards/${id}/wallet/apple.pkpass?token=${encodeURIComponent(token)}` };
    },
  );

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
      const credentials = requireApple();
      const card = await loadWalletCard(deps, { ownerId, cardId: request.params.id });
      const pkpass = await buildApplePass(deps, { credentials, card });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', passContentDisposition(card.name))
        .type(PKPASS_TYPE)
        .send(pkpass);
    },
  );

  app.get(
    '/api/cards/:id/wallet/google',
    {
      onRequest: app.authenticate,
      config: passGuard,
      schema: {
        tags: ['cards'],
        description:
          "The card's 'Save to Google Wallet' link (a JWT signed by the service account).",
        params: CardIdParams,
        response: { 200: WalletLink, ...errors },
      },
    },
    async (request) => {
      if (!googleWallet || !googleKey) {
        throw new AppError('NOT_FOUND', MESSAGES.googleWalletNotConfigured);
      }
      const card = await loadWalletCard(deps, {
        ownerId: requireAuth(request).user.id,
        cardId: request.params.id,
      });
      const url = await googleSaveUrl(googleWallet, googleKey, card, {
        appUrl: deps.config.appUrl,
        now: deps.clock.now(),
      });
      return { url };
    },
  );
}
