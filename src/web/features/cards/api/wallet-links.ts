import { WalletLink } from '#shared/schemas/wallet';
import { api } from '#web/lib/api';

/**
 * Where 'Add to Apple Wallet' goes: the card's .pkpass with a token good for 5 minutes and this
 * card only, so Safari can open it without the session's bearer token.
 */
export async function getAppleWalletLink(cardId: number): Promise<WalletLink> {
  return api.get(`cards/${cardId}/wallet/apple-link`, WalletLink);
}

/** Where 'Save to Google Wallet' goes: Google's save page with the card's signed pass. */
export async function getGoogleWalletLink(cardId: number): Promise<WalletLink> {
  return api.get(`cards/${cardId}/wallet/google`, WalletLink);
}
