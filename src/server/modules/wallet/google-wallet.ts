import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import type { GoogleWalletCredentials } from '#server/lib/wallet-credentials';
import { COPY } from '#shared/copy';
import type { WalletLink } from '#shared/schemas/wallet';
import { googleSaveUrl } from './google-pass';
import { loadWalletCard } from './wallet-card';

/** The service account's key, read once per configuration. */
const keys = new WeakMap<GoogleWalletCredentials, KeyObject>();
function signingKey(credentials: GoogleWalletCredentials): KeyObject {
  let key = keys.get(credentials);
  if (!key) {
    key = createPrivateKey(credentials.privateKey);
    keys.set(credentials, key);
  }
  return key;
}

/** The owner's card's 'Save to Google Wallet' link, or 404 when Google Wallet is not configured. */
export async function getGoogleWalletLink(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock'>,
  { ownerId, cardId }: { ownerId: string; cardId: number },
): Promise<WalletLink> {
  const { googleWallet } = deps.config;
  if (!googleWallet) throw new AppError('NOT_FOUND', COPY.googleWalletNotConfigured);
  const card = await loadWalletCard(deps, { ownerId, cardId });
  const url = await googleSaveUrl(googleWallet, signingKey(googleWallet), card, {
    appUrl: deps.config.appUrl,
    now: deps.clock.now(),
  });
  return { url };
}
