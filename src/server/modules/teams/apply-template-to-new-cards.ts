import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { teams } from '#server/db/schema';
import type { TemplateField } from '#shared/schemas/team-template';
import { applyTemplate } from './apply-template';

/** Writes the whole template to cards entering the team (the pool, a shop order). */
export async function applyTemplateToNewCards(
  tx: DbOrTx,
  teamId: string,
  cardIds: number[],
  now: Date,
): Promise<void> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId));
  if (!team || cardIds.length === 0) return;
  const fields = Object.keys(team.templateValues) as TemplateField[];
  if (fields.length === 0) return;
  await applyTemplate(tx, team, { values: team.templateValues, fields }, { now, cardIds });
}
