import { displayName } from '#shared/cards/display-name';
import type { Card } from '#shared/schemas/cards';

/** Fall-backs for a card that is not filled in yet (docs/product.md#screens, 'My Cards'). */
export function cardDisplayName(card: Card): string {
  return displayName(card.CardConfiguration);
}

/**
 * What the owner calls the card in lists and headings: its nickname (docs/product.md#card-tab),
 * else its person's name. The person's own name (share screen, signature) stays cardDisplayName.
 */
export function cardLabel(card: Card): string {
  return card.nickname || cardDisplayName(card);
}

/** "Catalyst Metal Card (Matte Black)": the product with its variant in parentheses. */
export function productTitle(card: Card): string {
  return card.shopifyVariantTitle
    ? `${card.shopifyProductTitle} (${card.shopifyVariantTitle})`
    : card.shopifyProductTitle;
}

export const DEFAULT_CARD_IMAGE = '/default-card-logo.svg';
