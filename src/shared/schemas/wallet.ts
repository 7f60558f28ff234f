import { z } from 'zod';

/**
 * `GET /api/cards/{id}/wallet/apple-link` and `/wallet/google`: where the browser goes next. For
 * Apple, the card's pass with a 5-minute signed token (a path of this app); for Google, the
 * 'Save to Google Wallet' page.
 */
export const WalletLink = z.object({ url: z.string() });
export type WalletLink = z.infer<typeof WalletLink>;

/** The pass download: the signed link's token, when the request carries no bearer token. */
export const WalletPassQuery = z.object({ token: z.string().min(1).max(4096).optional() });
