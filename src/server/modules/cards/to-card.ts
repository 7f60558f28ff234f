import type { CardRow } from '#server/db/schema';
import {
  CARD_CONFIGURATION_FIELDS,
  type Card,
  type CardConfiguration,
} from '#shared/schemas/cards';
import { DEFAULT_QR_STYLE } from '#shared/schemas/qr-style';

/**
 * CardConfiguration: the card's contact fields and its public uuid
 * (docs/product.md#what-the-api-exchanges).
 */
export function toCardConfiguration(row: CardRow): CardConfiguration {
  const configuration = { uuid: row.uuid } as CardConfiguration;
  for (const field of CARD_CONFIGURATION_FIELDS) configuration[field] = row[field];
  return configuration;
}

/** The API shape of a card: product titles, the nested CardConfiguration, its share settings. */
export function toCard(row: CardRow, handle: string | null): Card {
  return {
    id: row.id,
    shopifyProductTitle: row.shopifyProductTitle,
    shopifyVariantTitle: row.shopifyVariantTitle,
    nickname: row.nickname,
    CardConfiguration: toCardConfiguration(row),
    handle,
    code: row.code,
    qrStyle: row.qrStyle ?? DEFAULT_QR_STYLE,
    takedownReason: row.takenDownAt ? (row.takedownReason ?? '') : null,
  };
}
