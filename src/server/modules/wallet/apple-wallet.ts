import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import type { AppleWalletCredentials } from '#server/lib/wallet-credentials';
import { COPY } from '#shared/copy';
import type { WalletLink } from '#shared/schemas/wallet';
import { getOwnedCard } from '../cards/public';
import { buildApplePass } from './apple-pass';
import { loadWalletCard } from './wallet-card';

/** The audience of the link tokens `apple-link` hands out: they open nothing else. */
export const WALLET_LINK_PURPOSE = 'wallet-link';
/** How long an 'Add to Apple Wallet' link works: long enough for Safari to open it. */
export const WALLET_LINK_TTL_SECONDS = 300;

/** The signing credentials, or 404 when Apple Wallet is not configured. */
function appleWalletCredentials(deps: Pick<AppDeps, 'config'>): AppleWalletCredentials {
  const { appleWallet } = deps.config;
  if (!appleWallet) throw new AppError('NOT_FOUND', COPY.appleWalletNotConfigured);
  return appleWallet;
}

/**
 * A link to the owner's card's pass that works without the bearer token for a few minutes, for
 * this card only (GET .../wallet/apple-link): Safari opens it in one tap.
 */
export async function getAppleWalletLink(
  deps: Pick<AppDeps, 'config' | 'database' | 'tokens'>,
  { ownerId, cardId }: { ownerId: string; cardId: number },
): Promise<WalletLink> {
  appleWalletCredentials(deps);
  await getOwnedCard(deps, { ownerId, cardId });
  const token = await deps.tokens.signLinkToken(
    WALLET_LINK_PURPOSE,
    ownerId,
    { card: cardId },
    WALLET_LINK_TTL_SECONDS,
  );
  return { url: `/api/cards/${cardId}/wallet/apple.pkpass?token=${encodeURIComponent(token)}` };
}

/**
 * The owner a link token of `getAppleWalletLink` names, when it is valid and made for this very
 * card; an expired or tampered link, or one for another card, is a 401.
 */
export async function appleWalletLinkOwner(
  deps: Pick<AppDeps, 'tokens'>,
  { token, cardId }: { token: string; cardId: number },
): Promise<string> {
  const link = await deps.tokens.verifyLinkToken(WALLET_LINK_PURPOSE, token);
  if (!link || link.claims.card !== cardId) {
    throw new AppError('UNAUTHORIZED', COPY.walletLinkInvalid);
  }
  return link.sub;
}

/** The owner's card as a signed Apple Wallet pass, with the name its file is given. */
export async function getAppleWalletPass(
  deps: Pick<AppDeps, 'config' | 'database' | 'storage'>,
  { ownerId, cardId }: { ownerId: string; cardId: number },
): Promise<{ name: string; pkpass: Buffer }> {
  const credentials = appleWalletCredentials(deps);
  const card = await loadWalletCard(deps, { ownerId, cardId });
  return { name: card.name, pkpass: await buildApplePass(deps, { credentials, card }) };
}
