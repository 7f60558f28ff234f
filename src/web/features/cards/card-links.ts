import { buildPath, ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { appConfig } from '#web/lib/app-config';

/** SPEC §2: {app}/u/{aliasSlug or uuid}. */
export function publicProfileUrl(card: Card, aliasSlug?: string | null): string {
  return `${appConfig.appUrl}${buildPath(ROUTES.publicProfile, { uuid: aliasSlug || card.CardConfiguration.uuid })}`;
}

/** SPEC §2: {app}/api/vcard/{uuid}/download, with ?action=vcf from the Actions menu. */
export function vcardUrl(card: Card, fromActions = false): string {
  const base = `${appConfig.appUrl}/api/vcard/${encodeURIComponent(card.CardConfiguration.uuid)}/download`;
  return fromActions ? `${base}?action=vcf` : base;
}

/**
 * A share path's copy of the profile URL: `?src=qr` on the QR code, `?src=nfc` for the chip, so
 * Insights can tell where views came from. The page itself ignores the tag.
 */
export function taggedUrl(link: string, source: 'qr' | 'nfc'): string {
  return `${link}?src=${source}`;
}

export function cardTabs(card: Card, current: 'card' | 'profile' | 'insights') {
  return [
    { name: 'Card', to: buildPath(ROUTES.cardEdit, { id: card.id }), current: current === 'card' },
    {
      name: 'Connect Profile',
      to: buildPath(ROUTES.cardProfileEdit, { id: card.id }),
      current: current === 'profile',
    },
    {
      name: 'Insights',
      to: buildPath(ROUTES.cardInsights, { id: card.id }),
      current: current === 'insights',
    },
  ];
}
