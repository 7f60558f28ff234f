import { useState } from 'react';
import { COPY } from '#shared/copy';
import type { Card } from '#shared/schemas/cards';
import type { WalletLink } from '#shared/schemas/wallet';
import { Button } from '#web/components/ui/button';
import { allowFileHandOff } from '#web/components/unsaved-changes-prompt';
import { appConfig } from '#web/lib/app-config';
import { withFailureToast } from '#web/lib/failure-toast';
import { getAppleWalletLink, getGoogleWalletLink } from '../api/wallet-links';
import { CardSection } from './card-section';

type Wallet = 'apple' | 'google';

interface WalletButtonsProps {
  card: Card;
  /** Which wallets this server signs passes for (the runtime config by default). */
  wallets?: Record<Wallet, boolean>;
  /** Opens the link in this tab (tests watch it). */
  navigate?: (url: string) => void;
}

const WALLETS: Array<{ wallet: Wallet; label: string; link: (id: number) => Promise<WalletLink> }> =
  [
    { wallet: 'apple', label: COPY.cardUiAddToAppleWallet, link: getAppleWalletLink },
    { wallet: 'google', label: COPY.cardUiSaveToGoogleWallet, link: getGoogleWalletLink },
  ];

/**
 * 'Add to Apple Wallet' and 'Save to Google Wallet', each only when the server is configured for
 * it. A tap asks the API for the link and goes there in this tab: Safari opens the pass in
 * Wallet's add sheet (the short-lived signed link needs no bearer token), Android hands Google's
 * save page to Google Wallet.
 */
export function WalletButtons({
  card,
  wallets = appConfig.wallets,
  navigate = (url) => window.location.assign(url),
}: WalletButtonsProps) {
  const [busy, setBusy] = useState<Wallet | null>(null);
  const offered = WALLETS.filter(({ wallet }) => wallets[wallet]);
  if (offered.length === 0) return null;

  const open = async (wallet: Wallet, link: (id: number) => Promise<WalletLink>) => {
    setBusy(wallet);
    await withFailureToast(
      async () => {
        const { url } = await link(card.id);
        // The pass opens over the page; Google's save page is a real departure and may ask.
        if (wallet === 'apple') allowFileHandOff();
        navigate(url);
      },
      { fallback: COPY.walletPassFailed },
    );
    setBusy(null);
  };

  return (
    <div className="flex flex-wrap gap-3">
      {offered.map(({ wallet, label, link }) => (
        <Button
          key={wallet}
          variant="secondary"
          disabled={busy !== null}
          aria-busy={busy === wallet}
          onClick={() => void open(wallet, link)}
        >
          {busy === wallet ? COPY.cardUiOpening : label}
        </Button>
      ))}
    </div>
  );
}

/** The card page's 'Wallet' panel; nothing at all when no wallet is configured. */
export function WalletSection({
  card,
  wallets = appConfig.wallets,
}: Pick<WalletButtonsProps, 'card' | 'wallets'>) {
  if (!wallets.apple && !wallets.google) return null;
  return (
    <CardSection title={COPY.cardUiWallet} description={COPY.cardUiKeepYourCardInYourPhones}>
      <WalletButtons card={card} wallets={wallets} />
    </CardSection>
  );
}
