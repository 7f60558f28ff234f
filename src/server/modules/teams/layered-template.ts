import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client';
import {
  cards,
  departments,
  teams,
  type DepartmentRow,
  type TeamMemberRow,
  type TeamRow,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import {
  layeredTemplate,
  type TemplateField,
  type TemplateLayer,
} from '#shared/schemas/team-template';
import { applyTemplate } from './apply-template';
import { cardsOfGroup, departmentOfCard } from './department-scope';
import { fieldsToApply } from './template-change';

/**
 * The company template and each department's, layered (docs/product.md#departments, decision
 * 059): a card held by (or waiting for) a member of a department shows the company's values, the
 * department's for the fields the company leaves open, and both sets of locks; every other card
 * the company's alone. Each write goes to a group of cards at once (a department's, or those in
 * none): one statement per table per group, never one per card.
 */

export const companyLayer = (team: Pick<TeamRow, 'templateValues' | 'templateLocked'>) => ({
  values: team.templateValues,
  locked: team.templateLocked,
});

export const departmentLayer = (
  department: Pick<DepartmentRow, 'templateValues' | 'templateLocked'> | null,
): TemplateLayer | null =>
  department ? { values: department.templateValues, locked: department.templateLocked } : null;

/** The cards a member holds or waits for. */
export function cardsOfMember(member: Pick<TeamMemberRow, 'id' | 'userId'>): SQL {
  return or(
    member.userId ? eq(cards.ownerId, member.userId) : undefined,
    and(isNull(cards.ownerId), eq(cards.invitedHolderId, member.id)),
  )!;
}

/**
 * The team row, read under a share lock: a department's template, a move or a new card's
 * template is written after any company save running (which locks the row for update), and
 * that save then reads the departments as this left them.
 */
export async function teamForTemplate(tx: Tx, teamId: string): Promise<TeamRow> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('share');
  if (!team) throw new AppError('NOT_FOUND', COPY.teamNotFound);
  return team;
}

/**
 * Writes what changes from one layered template to another to the cards `where` selects: the
 * fields whose value changes and every locked one (fieldsToApply), as a template save does.
 */
export function applyLayerChange(
  tx: DbOrTx,
  teamId: string,
  {
    before,
    after,
    where,
    cardIds,
    now,
  }: { before: TemplateLayer; after: TemplateLayer; where?: SQL; cardIds?: number[]; now: Date },
): Promise<number[]> {
  const change = { values: after.values, fields: fieldsToApply(before.values, after) };
  return applyTemplate(tx, { id: teamId, templateLocked: after.locked }, change, {
    now,
    cardIds,
    where,
  });
}

/**
 * A company template save, written per group: each department's cards get the change of their
 * layered template (a field a department sets and the company leaves open keeps the
 * department's value), the cards in no department the company's change. Answers the changed ids.
 */
export async function applyCompanyChange(
  tx: DbOrTx,
  { before, after, now }: { before: TeamRow; after: TeamRow; now: Date },
): Promise<number[]> {
  const groups = await tx.select().from(departments).where(eq(departments.teamId, after.id));
  const changed: number[] = [];
  for (const department of groups) {
    const layer = departmentLayer(department);
    changed.push(
      ...(await applyLayerChange(tx, after.id, {
        before: layeredTemplate(companyLayer(before), layer),
        after: layeredTemplate(companyLayer(after), layer),
        where: cardsOfGroup(after.id, department.id),
        now,
      })),
    );
  }
  changed.push(
    ...(await applyLayerChange(tx, after.id, {
      before: companyLayer(before),
      after: companyLayer(after),
      // Without departments every card is in none: no need to ask each card.
      where: groups.length > 0 ? cardsOfGroup(after.id, null) : undefined,
      now,
    })),
  );
  return changed;
}

/**
 * The whole layered template written to cards entering someone's hands or the team (the pool,
 * a shop order, an assignment, a join): grouped by the department of whoever holds each.
 */
export async function applyWholeTemplate(
  tx: DbOrTx,
  team: TeamRow,
  { cardIds, now }: { cardIds: number[]; now: Date },
): Promise<void> {
  if (cardIds.length === 0) return;
  const rows = await tx
    .select({ id: cards.id, departmentId: departmentOfCard })
    .from(cards)
    .where(and(eq(cards.teamId, team.id), inArray(cards.id, cardIds)));
  const byDepartment = new Map<string | null, number[]>();
  for (const row of rows) {
    byDepartment.set(row.departmentId, [...(byDepartment.get(row.departmentId) ?? []), row.id]);
  }
  const ids = [...byDepartment.keys()].filter((id): id is string => id !== null);
  const found = ids.length
    ? await tx.select().from(departments).where(inArray(departments.id, ids))
    : [];
  for (const [departmentId, group] of byDepartment) {
    const department = found.find((row) => row.id === departmentId) ?? null;
    const layer = layeredTemplate(companyLayer(team), departmentLayer(department));
    const fields = Object.keys(layer.values) as TemplateField[];
    if (fields.length === 0) continue;
    await applyTemplate(
      tx,
      { id: team.id, templateLocked: layer.locked },
      { values: layer.values, fields },
      { now, cardIds: group },
    );
  }
}
