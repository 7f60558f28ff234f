import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, cardTemplateExceptions, departments } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { layeredTemplate, type TemplateField } from '#shared/schemas/team-template';
import { recordTeamAudit } from '../audit/public';
import { applyTemplate } from './apply-template';
import { cardTarget } from './audit-targets';
import { departmentOfCard } from './department-scope';
import { companyLayer, departmentLayer, teamForTemplate } from './layered-template';
import { lockTeamCard } from './lock-team-card';
import type { TeamAccess } from './team-access';

/**
 * DELETE /api/teams/{id}/cards/{cardId}/exceptions/{field}: the card's field goes back to what
 * the templates set (its holder's department's on the company's), written at once; 404 when
 * the card has no exception for it.
 */
export async function clearException(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, cardId, field }: { access: TeamAccess; cardId: number; field: TemplateField },
): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const team = await teamForTemplate(tx, access.team.id);
    const card = await lockTeamCard(tx, team.id, cardId);
    const removed = await tx
      .delete(cardTemplateExceptions)
      .where(
        and(eq(cardTemplateExceptions.cardId, card.id), eq(cardTemplateExceptions.field, field)),
      )
      .returning({ field: cardTemplateExceptions.field });
    if (removed.length === 0) throw new AppError('NOT_FOUND', COPY.cardHasNoException);
    const [held] = await tx
      .select({ department: departments })
      .from(cards)
      .leftJoin(departments, eq(departments.id, departmentOfCard))
      .where(eq(cards.id, card.id));
    const layer = layeredTemplate(companyLayer(team), departmentLayer(held?.department ?? null));
    // A field neither template sets keeps the card's value: there is nothing to go back to.
    if (layer.values[field] !== undefined) {
      await applyTemplate(
        tx,
        { id: team.id, templateLocked: layer.locked },
        { values: layer.values, fields: [field] },
        { now, cardIds: [card.id] },
      );
    }
    await recordTeamAudit(tx, now, {
      teamId: team.id,
      actor: access.actor,
      action: 'card.exception_cleared',
      target: cardTarget(card),
      details: { field },
    });
  });
}
