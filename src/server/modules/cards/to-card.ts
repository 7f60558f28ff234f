import {
  CARD_CONFIGURATION_FIELDS,
  type Card,
  type CardConfiguration,
} from '#shared/schemas/cards';
import type { CardRow } from '#server/db/schema';

/** The API shape of a card: product titles and the nested CardConfiguration (SPEC §3). */
export function toCard(row: CardRow): Card {
  const configuration = { uuid: row.uuid } as CardConfiguration;
  for (const field of CARD_CONFIGURATION_FIELDS) configuration[field] = row[field];
  return {
    id: row.id,
    shopifyProductTitle: row.shopifyProductTitle,
    shopifyVariantTitle: row.shopifyVariantTitle,
    CardConfiguration: configuration,
  };
}
