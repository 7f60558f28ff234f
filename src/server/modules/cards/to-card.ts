import type { CardRow, TeamRow } from '#server/db/schema';
import {
  CARD_CONFIGURATION_FIELDS,
  type Card,
  type CardConfiguration,
} from '#shared/schemas/cards';
import { DEFAULT_QR_STYLE } from '#shared/schemas/qr-style';
import type { CardTeam } from '#shared/schemas/team-template-fields';

/**
 * CardConfiguration: the card's contact fields and its public uuid
 * (docs/product.md#what-the-api-exchanges).
 */
export function toCardConfiguration(row: CardRow): CardConfiguration {
  const configuration = { uuid: row.uuid } as CardConfiguration;
  for (const field of CARD_CONFIGURATION_FIELDS) configuration[field] = row[field];
  return configuration;
}

/**
 * What a card's answer says of its team: its name and the fields its template locks (the
 * company's and its holder's department's, each named once).
 */
export function toCardTeam(team: Pick<TeamRow, 'name' | 'templateLocked'> | null): CardTeam | null {
  return team ? { name: team.name, locked: [...new Set(team.templateLocked)] } : null;
}

/**
 * The API shape of a card: product titles, the nested CardConfiguration, its share settings, and
 * the team that runs it.
 */
export function toCard(
  row: CardRow,
  handle: string | null,
  team: Pick<TeamRow, 'name' | 'templateLocked'> | null,
): Card {
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
    team: toCardTeam(team),
  };
}
