import type { TeamRow } from '#server/db/schema';
import type { TeamTemplate } from '#shared/schemas/team-template';

/** The team's template as the API answers it, with how many cards it is written to. */
export function toTemplate(team: TeamRow, cardCount: number): TeamTemplate {
  return {
    values: team.templateValues,
    locked: team.templateLocked,
    updatedAt: team.templateUpdatedAt?.toISOString() ?? null,
    cards: cardCount,
  };
}
