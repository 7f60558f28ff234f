import { and, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { cards, users, type CardRow, type TeamRow } from '#server/db/schema';
import { CARD_CONFIGURATION_FIELDS, type CardConfiguration } from '#shared/schemas/cards';
import { TEMPLATE_CARD_FIELDS } from '#shared/schemas/team-template-fields';

/** What a pooled card's page and contact file show of its team. */
export type PoolingTeam = Pick<TeamRow, 'name' | 'templateValues'>;

/**
 * What a card in its team's pool shows visitors (docs/product.md#teams): the team, not a person.
 * Its details are the template's (company, logo, website, work phone and address) under the team's
 * name; nothing of whoever held the card last, whose own details may still be on it until it is
 * given to a colleague.
 */
export function pooledCardConfiguration(card: CardRow, team: PoolingTeam): CardConfiguration {
  const configuration = { uuid: card.uuid } as CardConfiguration;
  for (const field of CARD_CONFIGURATION_FIELDS) configuration[field] = null;
  for (const field of TEMPLATE_CARD_FIELDS)
    configuration[field] = team.templateValues[field] ?? null;
  configuration.workOrganization = team.templateValues.workOrganization || team.name;
  return configuration;
}

/**
 * Which cards visitors may see, for a read that left-joins the card's holder (`users`): not
 * taken down, and held by an account that is not suspended, or waiting in a team's pool (which
 * shows the team). A card no one holds outside a team answers like an unknown key.
 */
export function shownToVisitors(): SQL {
  return and(
    isNull(cards.takenDownAt),
    or(
      and(isNotNull(users.id), isNull(users.suspendedAt)),
      and(isNull(cards.ownerId), isNotNull(cards.teamId)),
    ),
  )!;
}
