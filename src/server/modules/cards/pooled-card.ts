import type { CardRow, TeamRow } from '#server/db/schema';
import { CARD_CONFIGURATION_FIELDS, type CardConfiguration } from '#shared/schemas/cards';
import { TEMPLATE_CARD_FIELDS } from '#shared/schemas/team-template-fields';

/** What a pooled card's page and contact file show of its team. */
export type PoolingTeam = Pick<TeamRow, 'name' | 'templateValues'>;

/**
 * What a card in its team's pool shows visitors (issue 31): the team, not a person. Its details
 * are the template's (company, logo, website, work phone and address) under the team's name;
 * nothing of whoever held the card last, whose own details may still be on it until it is given
 * to a colleague.
 */
export function pooledCardConfiguration(card: CardRow, team: PoolingTeam): CardConfiguration {
  const configuration = { uuid: card.uuid } as CardConfiguration;
  for (const field of CARD_CONFIGURATION_FIELDS) configuration[field] = null;
  for (const field of TEMPLATE_CARD_FIELDS)
    configuration[field] = team.templateValues[field] ?? null;
  configuration.workOrganization = team.templateValues.workOrganization || team.name;
  return configuration;
}
