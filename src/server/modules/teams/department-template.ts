import { and, count, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { cards, departments, type DepartmentRow, type TeamRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY, lockedByCompanyMessage } from '#shared/copy';
import { presetById } from '#shared/design/presets';
import {
  layeredTemplate,
  TEMPLATE_FIELD_LABELS,
  type DepartmentTemplate,
  type TeamTemplateBody,
  type TemplateField,
  type TemplatePreview,
} from '#shared/schemas/team-template';
import { recordTeamAudit } from '../audit/public';
import { departmentOfTeam } from './department-scope';
import { cardsOfGroup } from './department-scope';
import {
  applyLayerChange,
  companyLayer,
  departmentLayer,
  teamForTemplate,
} from './layered-template';
import { countChanging } from './preview-template';
import { adoptTemplateImage } from './save-template';
import type { TeamAccess } from './team-access';
import { fieldsToApply } from './template-change';
import { departmentTarget, lockDepartment } from './write-department';

/**
 * A department's template (docs/product.md#departments, decision 059): the company template's
 * fields, set and locked on its members' cards on top of the company's. The company's locks
 * win: a department cannot set a field the company locks.
 */

/**
 * Refuses (400) a department template the company's would contradict: a field the company
 * locks, named, or a design whose preset is not of the theme the company sets.
 */
function assertFitsCompany(team: TeamRow, body: TeamTemplateBody): void {
  const taken = (Object.keys(body.values) as TemplateField[]).filter((field) =>
    team.templateLocked.includes(field),
  );
  if (taken.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      lockedByCompanyMessage(taken.map((field) => TEMPLATE_FIELD_LABELS[field])),
    );
  }
  const { values } = layeredTemplate(companyLayer(team), body);
  if (values.preset && values.theme && presetById(values.preset).base !== values.theme) {
    throw new AppError('BAD_REQUEST', COPY.templateThemeContradictsPreset);
  }
}

async function departmentCardCount(db: DbOrTx, department: DepartmentRow): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(cards)
    .where(
      and(eq(cards.teamId, department.teamId), cardsOfGroup(department.teamId, department.id)),
    );
  return row?.total ?? 0;
}

async function toDepartmentTemplate(
  db: DbOrTx,
  team: TeamRow,
  department: DepartmentRow,
): Promise<DepartmentTemplate> {
  return {
    values: department.templateValues,
    locked: department.templateLocked,
    updatedAt: department.templateUpdatedAt?.toISOString() ?? null,
    cards: await departmentCardCount(db, department),
    company: companyLayer(team),
  };
}

/** GET /api/teams/{id}/departments/{departmentId}/template. */
export async function readDepartmentTemplate(
  deps: Pick<AppDeps, 'database'>,
  { access, departmentId }: { access: TeamAccess; departmentId: string },
): Promise<DepartmentTemplate> {
  const { db } = deps.database;
  const department = await departmentOfTeam(db, access.team.id, departmentId);
  return toDepartmentTemplate(db, access.team, department);
}

/** POST .../departments/{departmentId}/template/preview: the department's cards it would change. */
export async function previewDepartmentTemplate(
  deps: Pick<AppDeps, 'database'>,
  {
    access,
    departmentId,
    body,
  }: { access: TeamAccess; departmentId: string; body: TeamTemplateBody },
): Promise<TemplatePreview> {
  const { db } = deps.database;
  const department = await departmentOfTeam(db, access.team.id, departmentId);
  assertFitsCompany(access.team, body);
  const company = companyLayer(access.team);
  const before = layeredTemplate(company, departmentLayer(department));
  const after = layeredTemplate(company, body);
  const change = { values: after.values, fields: fieldsToApply(before.values, after) };
  return {
    changingCards: await countChanging(
      db,
      access.team,
      change,
      after.locked,
      cardsOfGroup(department.teamId, department.id),
    ),
  };
}

/**
 * PUT .../departments/{departmentId}/template {values, locked}: stores it and writes the change
 * of the layered template to the department's cards alone, in one transaction (the department
 * row locked, the team's shared, so a company save runs before or after, never between).
 */
export async function saveDepartmentTemplate(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  {
    access,
    departmentId,
    body,
  }: { access: TeamAccess; departmentId: string; body: TeamTemplateBody },
): Promise<DepartmentTemplate & { changedCards: number }> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const team = await teamForTemplate(tx, access.team.id);
    const before = await lockDepartment(tx, team.id, departmentId);
    assertFitsCompany(team, body);
    const image = body.values.companyImageUrl;
    if (image !== before.templateValues.companyImageUrl) {
      await adoptTemplateImage(tx, deps, { ...access, team }, image);
    }
    const [saved] = await tx
      .update(departments)
      .set({
        templateValues: body.values,
        templateLocked: body.locked,
        templateUpdatedAt: now,
        updatedAt: now,
      })
      .where(eq(departments.id, before.id))
      .returning();
    const company = companyLayer(team);
    const changed = await applyLayerChange(tx, team.id, {
      before: layeredTemplate(company, departmentLayer(before)),
      after: layeredTemplate(company, body),
      where: cardsOfGroup(team.id, before.id),
      now,
    });
    await recordTeamAudit(tx, now, {
      teamId: team.id,
      actor: access.actor,
      action: 'department.template_saved',
      target: departmentTarget(saved!),
      details: { locked: body.locked, changedCards: changed.length },
    });
    return {
      ...(await toDepartmentTemplate(tx, team, saved!)),
      changedCards: changed.length,
    };
  });
}
