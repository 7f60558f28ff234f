import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { cards, teams, uploads } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import {
  TEMPLATE_DESIGN_FIELDS,
  type TeamTemplate,
  type TeamTemplateBody,
  type TemplateValues,
} from '#shared/schemas/team-template';
import { recordTeamAudit } from '../audit/public';
import { applyCompanyChange } from './layered-template';
import type { TeamAccess } from './team-access';
import { teamCardCount } from './template-change';
import { toTemplate } from './template-views';

/**
 * The template's logo must be an upload of the admin saving it or already the team's (no
 * hot-linking). Saved, it becomes the team's: it no longer counts against the admin's quota and
 * stays when they leave or delete their account.
 */
export async function adoptTemplateImage(
  tx: Tx,
  deps: Pick<AppDeps, 'storage'>,
  access: TeamAccess,
  url: string | null | undefined,
): Promise<void> {
  if (!url || url === access.team.templateValues.companyImageUrl) return;
  if (!deps.storage.isOwnUrl(url)) throw new AppError('BAD_REQUEST', COPY.imagesMustBeUploaded);
  const adopted = await tx
    .update(uploads)
    .set({ teamId: access.team.id, ownerId: null })
    .where(
      and(
        eq(uploads.url, url),
        or(eq(uploads.ownerId, access.member.userId!), eq(uploads.teamId, access.team.id)),
      ),
    )
    .returning({ id: uploads.id });
  if (adopted.length === 0) throw new AppError('BAD_REQUEST', COPY.imageNotYours);
}

/** The template values a pooled card's page draws its look from (it has no profile of its own). */
const POOLED_PAGE_LOOK = ['theme', ...TEMPLATE_DESIGN_FIELDS] as const;

/**
 * A pooled card's page takes its design from the template itself: where a save changes it,
 * the team's pooled cards are marked changed, so their cached pages are dropped (the cards'
 * change notifications) and answer a new version.
 */
async function touchPooledCards(
  tx: Tx,
  teamId: string,
  before: TemplateValues,
  after: TemplateValues,
  now: Date,
): Promise<void> {
  if (POOLED_PAGE_LOOK.every((field) => before[field] === after[field])) return;
  await tx
    .update(cards)
    .set({ updatedAt: now })
    .where(and(eq(cards.teamId, teamId), isNull(cards.ownerId)));
}

/**
 * PUT /api/teams/{id}/template: stores the template and writes it to every team card, in one
 * transaction (the team row is locked, so two saves apply one after the other), under the
 * template of the department each card is in.
 */
export async function saveTemplate(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  { access, body }: { access: TeamAccess; body: TeamTemplateBody },
): Promise<TeamTemplate & { changedCards: number }> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(teams)
      .where(eq(teams.id, access.team.id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', COPY.teamNotFound);
    await adoptTemplateImage(tx, deps, { ...access, team: before }, body.values.companyImageUrl);
    const [saved] = await tx
      .update(teams)
      .set({
        templateValues: body.values,
        templateLocked: body.locked,
        templateUpdatedAt: now,
        updatedAt: now,
      })
      .where(eq(teams.id, before.id))
      .returning();
    if (!saved) throw new AppError('NOT_FOUND', COPY.teamNotFound);
    // Each department's cards get the company's change under their department's layer.
    const changed = await applyCompanyChange(tx, { before, after: saved, now });
    await touchPooledCards(tx, saved.id, before.templateValues, body.values, now);
    await recordTeamAudit(tx, now, {
      teamId: saved.id,
      actor: access.actor,
      action: 'template.saved',
      target: { kind: 'template', id: saved.id, label: saved.name },
      details: { locked: body.locked, changedCards: changed.length },
    });
    return {
      ...toTemplate(saved, await teamCardCount(tx, saved.id)),
      changedCards: changed.length,
    };
  });
}
