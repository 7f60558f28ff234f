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

export function cardTabs(card: Card, current: 'card' | 'profile') {
  return [
    { name: 'Card', to: buildPath(ROUTES.cardEdit, { id: card.id }), current: current === 'card' },
    {
      name: 'Connect Profile',
      to: buildPath(ROUTES.cardProfileEdit, { id: card.id }),
      current: current === 'profile',
    },
  ];
}
