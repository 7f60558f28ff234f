// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '#shared/copy';
import type { Card } from '#shared/schemas/cards';
import { ApiError } from '#web/lib/api-client';
import type * as Toasts from '#web/lib/toasts';
import { WalletButtons, WalletSection } from './wallet-buttons';

const getAppleWalletLink = vi.fn();
const getGoogleWalletLink = vi.fn();
vi.mock('../api/wallet-links', () => ({
  getAppleWalletLink: (id: number) => getAppleWalletLink(id),
  getGoogleWalletLink: (id: number) => getGoogleWalletLink(id),
}));
const notifyError = vi.fn();
vi.mock('#web/lib/toasts', async (original) => ({
  ...(await original<typeof Toasts>()),
  notify: { error: (text: string) => notifyError(text), success: vi.fn(), info: vi.fn() },
}));

const card = { id: 7, CardConfiguration: { uuid: '11111111-2222-4333-8444-555555555555' } } as Card;
const both = { apple: true, google: true };

describe('wallet buttons', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('render nothing, not even the Wallet panel, when no wallet is configured', () => {
    const { container } = render(
      <WalletSection card={card} wallets={{ apple: false, google: false }} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('offer only the configured wallet', () => {
    render(<WalletSection card={card} wallets={{ apple: false, google: true }} />);
    expect(screen.getByRole('heading', { name: 'Wallet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save to Google Wallet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).toBeNull();
  });

  it('go to the signed .pkpass link in this tab, so Safari opens the pass in one tap', async () => {
    const url = '/api/cards/7/wallet/apple.pkpass?token=abc';
    getAppleWalletLink.mockResolvedValue({ url });
    const navigate = vi.fn();
    render(<WalletButtons card={card} wallets={both} navigate={navigate} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to Apple Wallet' }));
    });
    expect(getAppleWalletLink).toHaveBeenCalledWith(7);
    expect(navigate).toHaveBeenCalledWith(url);
  });

  it("open Google's save link", async () => {
    const url = 'https://pay.google.com/gp/v/save/eyJ';
    getGoogleWalletLink.mockResolvedValue({ url });
    const navigate = vi.fn();
    render(<WalletButtons card={card} wallets={both} navigate={navigate} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save to Google Wallet' }));
    });
    expect(navigate).toHaveBeenCalledWith(url);
  });

  it("say what went wrong and stay on the page when the link can't be had", async () => {
    getAppleWalletLink.mockRejectedValue(new ApiError(404, COPY.appleWalletNotConfigured));
    getGoogleWalletLink.mockRejectedValue(new Error('network'));
    const navigate = vi.fn();
    render(<WalletButtons card={card} wallets={both} navigate={navigate} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to Apple Wallet' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save to Google Wallet' }));
    });
    expect(notifyError.mock.calls).toEqual([
      [COPY.appleWalletNotConfigured],
      [COPY.walletPassFailed],
    ]);
    expect(navigate).not.toHaveBeenCalled();
    expect(
      (screen.getByRole('button', { name: 'Add to Apple Wallet' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
