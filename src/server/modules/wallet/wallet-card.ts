import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cardProfiles } from '#server/db/schema';
import { displayName } from '#shared/cards/display-name';
import { shareUrl } from '#shared/cards/share-url';
import { getOwnedCard, shareTargetOf } from '../cards/public';

export type WalletTheme = 'dark' | 'light';

/**
 * The Connect profile's themes as the public page draws them
 * (src/shared/ui/public-profile-theme.ts: Tailwind's gray-950 page with white text and gray-300
 * muted text; gray-50 with gray-900 and gray-600), in sRGB: passes take no oklch.
 */
export const WALLET_COLOURS: Record<
  WalletTheme,
  { background: string; foreground: string; label: string }
> = {
  dark: { background: '#030712', foreground: '#ffffff', label: '#d1d5dc' },
  light: { background: '#f9fafb', foreground: '#101828', label: '#4a5565' },
};

/** What both wallets show of a card. */
export interface WalletCard {
  cardId: number;
  /** The configuration's uuid: the pass's serial number and Google object id. */
  uuid: string;
  name: string;
  title: string | null;
  company: string | null;
  /** The card's share URL with `?src=wallet`: what the QR code says. */
  url: string;
  theme: WalletTheme;
  profileImageUrl: string | null;
  companyImageUrl: string | null;
}

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The owner's card as a pass shows it (404 for another owner's card, as everywhere). */
export async function loadWalletCard(
  deps: Pick<AppDeps, 'database' | 'config'>,
  { ownerId, cardId }: { ownerId: string; cardId: number },
): Promise<WalletCard> {
  const card = await getOwnedCard(deps, { ownerId, cardId });
  const [profile] = await deps.database.db
    .select({ theme: cardProfiles.theme })
    .from(cardProfiles)
    .where(eq(cardProfiles.cardId, cardId))
    .limit(1);
  const { row } = card;
  return {
    cardId: row.id,
    uuid: row.uuid,
    name: displayName(row),
    title: text(row.workTitle),
    company: text(row.workOrganization),
    url: shareUrl(deps.config.appUrl, shareTargetOf(card), 'wallet'),
    // A profile not opened yet has none: it would be created dark.
    theme: profile?.theme === 'light' ? 'light' : 'dark',
    profileImageUrl: row.profileImageUrl,
    companyImageUrl: row.companyImageUrl,
  };
}
