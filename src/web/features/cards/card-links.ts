import { shareUrl, type ShareSource } from '#shared/cards/share-url';
import { COPY } from '#shared/copy';
import { buildPath, ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { appConfig } from '#web/lib/app-config';

/**
 * The card's addresses, from the one builder: with a share path's tag (QR, NFC) its permanent
 * address `/c/{code}?src=...`; without (Copy Link) the address people type, {app}/u/{aliasSlug or
 * uuid} (docs/product.md#public-addresses). The server computes the same with the same function for
 * the QR images, wallet passes and e-mail signature.
 */
export function cardShareUrl(card: Card, active: boolean, source?: ShareSource): string {
  return shareUrl(
    appConfig.appUrl,
    { uuid: card.CardConfiguration.uuid, code: card.code, handle: card.handle, active },
    source,
  );
}

/**
 * The card's page at its permanent address, {app}/c/{code}, untagged: what the QR code opens,
 * for the owner to see it as a visitor does (docs/product.md#card-tab).
 */
export function cardPageUrl(card: Card): string {
  return `${appConfig.appUrl.replace(/\/+$/, '')}${buildPath(ROUTES.cardAddress, { code: card.code })}`;
}

/**
 * {app}/api/vcard/{uuid}/download, with ?action=vcf from the Actions menu
 * (docs/product.md#card-tab).
 */
export function vcardUrl(card: Card, fromActions = false): string {
  const base = `${appConfig.appUrl}/api/vcard/${encodeURIComponent(card.CardConfiguration.uuid)}/download`;
  return fromActions ? `${base}?action=vcf` : base;
}

export function cardTabs(card: Card, current: 'card' | 'profile' | 'insights') {
  return [
    {
      name: COPY.appCard,
      to: buildPath(ROUTES.cardEdit, { id: card.id }),
      current: current === 'card',
    },
    {
      name: COPY.cardUiConnectProfile,
      to: buildPath(ROUTES.cardProfileEdit, { id: card.id }),
      current: current === 'profile',
    },
    {
      name: COPY.cardUiInsights,
      to: buildPath(ROUTES.cardInsights, { id: card.id }),
      current: current === 'insights',
    },
  ];
}
