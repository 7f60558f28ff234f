// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '#shared/schemas/cards';
import { CardActionsMenu } from './card-actions-menu';

const card = {
  id: 1,
  shopifyProductTitle: 'Metal',
  shopifyVariantTitle: null,
  CardConfiguration: { uuid: '11111111-2222-4333-8444-555555555555' },
} as Card;
const link = 'http://localhost/u/11111111-2222-4333-8444-555555555555';

// jsdom lacks ResizeObserver, which the menu's anchoring uses; nothing here depends on sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function open(active: boolean) {
  // The menu's Share Screen and E-mail Signature items are router links.
  render(
    <MemoryRouter>
      <CardActionsMenu card={card} link={link} active={active} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
}

describe('card Actions menu', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('disables Copy Link and My Live Profile without an active subscription', () => {
    open(false);
    expect(screen.getByRole('menuitem', { name: 'Copy Link' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(
      screen.getByRole('menuitem', { name: 'My Live Profile' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Download vCard' }).getAttribute('href')).toBe(
      `${window.location.origin}/api/vcard/${card.CardConfiguration.uuid}/download?action=vcf`,
    );
    // They say why, and the way to unlock them.
    const hint = screen.getByRole('menuitem', { name: 'Requires Catalyst Connect: Upgrade' });
    expect(hint.getAttribute('href')).toBe('/subscribe');
    const copyLink = screen.getByRole('menuitem', { name: 'Copy Link' });
    expect(copyLink.getAttribute('title')).toBe('Requires Catalyst Connect');
    const describedBy = copyLink.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Requires Catalyst Connect');
    const signature = screen.getByRole('menuitem', { name: 'E-mail Signature' });
    expect(signature.getAttribute('href')).toBe('/cards/1/email-signature');
    expect(signature.getAttribute('aria-disabled')).toBeNull();
  });

  it('with an active subscription copies the link and shows "Copied" for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open(true);
    expect(screen.getByRole('menuitem', { name: 'My Live Profile' }).getAttribute('href')).toBe(
      link,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Copy Link' }));
    });
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByText('Copied')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('shows no "Copied" when the clipboard is not supported', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    open(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Copy Link' }));
    });
    expect(screen.queryByText('Copied')).toBeNull();
  });
});
