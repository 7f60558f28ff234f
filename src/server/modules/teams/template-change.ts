import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { cardProfiles, cards } from '#server/db/schema';
import { PROFILE_LINK_FIELDS } from '#shared/cards/link-fields';
import { DESIGN_PRESETS, presetById } from '#shared/design/presets';
import {
  TEMPLATE_CARD_FIELDS,
  TEMPLATE_DESIGN_FIELDS,
  TEMPLATE_PROFILE_FIELDS,
  type TeamTemplateBody,
  type TemplateField,
  type TemplateValues,
} from '#shared/schemas/team-template';

/**
 * The team's template (docs/product.md#teams): card and profile values the company
 * sets, written to every team card when saved, and the locked ones members cannot change
 * (cards/team-locks.ts refuses their edits). A save writes, in one transaction and one statement
 * per table, the fields it changed and every locked field, to the cards where they differ: a
 * member's own wording of an unlocked field stays until the template changes that field.
 */

/** The fields a save writes to the cards: the locked ones, and those whose value it changed. */
export function fieldsToApply(before: TemplateValues, body: TeamTemplateBody): TemplateField[] {
  return (Object.keys(body.values) as TemplateField[]).filter(
    (field) => body.locked.includes(field) || before[field] !== body.values[field],
  );
}

/** What a save writes: the template's values, and which of its fields go to the cards. */
export interface TemplateChange {
  values: TemplateValues;
  fields: TemplateField[];
}

const PROFILE_LINKS: readonly string[] = PROFILE_LINK_FIELDS;

/** The card columns a change writes, with their values. */
export function cardValues({ values, fields }: TemplateChange): Record<string, string | null> {
  return Object.fromEntries(
    TEMPLATE_CARD_FIELDS.filter((field) => fields.includes(field)).map((field) => [
      field,
      values[field] ?? null,
    ]),
  );
}

/**
 * The profile columns a change writes: the company and theme, and a null override for a locked
 * link the card carries (the website), so the page shows the template's.
 */
function profileValues({ values, fields }: TemplateChange, locked: TemplateField[]) {
  const set: Record<string, string | null> = {};
  for (const field of TEMPLATE_PROFILE_FIELDS) {
    const value = values[field];
    if (fields.includes(field) && value !== undefined) set[field] = value;
  }
  // A preset brings its base as the original theme.
  if (fields.includes('preset') && values.preset) set.theme = presetById(values.preset).base;
  for (const field of locked) if (PROFILE_LINKS.includes(field)) set[field] = null;
  return set;
}

/** True where a row's column differs from what the change writes (nulls compared as values). */
export function differs(
  table: typeof cards | typeof cardProfiles,
  set: Record<string, string | null>,
) {
  const columns = table as unknown as Record<string, AnyPgColumn>;
  const conditions = Object.entries(set).map(
    ([field, value]) => sql`${columns[field]} is distinct from ${value}`,
  );
  return conditions.length > 0 ? or(...conditions) : sql`false`;
}

const inList = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The design a change writes to each profile, as SQL over the row's own (withTemplateDesign, set
 * based): the parts it sets merged in, then, where it sets the original theme, that theme's
 * preset in place of one of the other base. Null when the change leaves the design alone.
 */
function designChange({ values, fields }: TemplateChange): { set: SQL; differs: SQL } | null {
  const parts = Object.fromEntries(
    TEMPLATE_DESIGN_FIELDS.filter(
      (field) => fields.includes(field) && values[field] !== undefined,
    ).map((field) => [field, values[field]!]),
  );
  const theme = fields.includes('theme') && !parts.preset ? values.theme : undefined;
  if (Object.keys(parts).length === 0 && !theme) return null;
  const merged = sql`(${cardProfiles.design} || ${JSON.stringify(parts)}::jsonb)`;
  const partDiffers = Object.entries(parts).map(
    ([field, value]) => sql`${cardProfiles.design} ->> ${field} is distinct from ${value}`,
  );
  if (!theme) return { set: merged, differs: or(...partDiffers)! };
  const ofTheme = inList(DESIGN_PRESETS.filter((p) => p.base === theme).map((p) => p.id));
  return {
    set: sql`case when ${merged} ->> 'preset' in (${ofTheme}) then ${merged}
      else jsonb_set(${merged}, '{preset}', to_jsonb(${theme}::text)) end`,
    differs: or(
      ...partDiffers,
      sql`coalesce(${cardProfiles.design} ->> 'preset' not in (${ofTheme}), true)`,
    )!,
  };
}

/** What a change writes to the profiles, and which rows it would alter. */
export function profileChange(change: TemplateChange, locked: TemplateField[]) {
  const columns = profileValues(change, locked);
  const design = designChange(change);
  const set = { ...columns, ...(design ? { design: design.set } : {}) };
  const changes = Object.keys(set).length > 0;
  return {
    set,
    changes,
    differs: design
      ? or(differs(cardProfiles, columns), design.differs)!
      : differs(cardProfiles, columns),
  };
}

/** The team cards in scope: all of them, or the ones named. */
export function teamCardsIn(teamId: string, cardIds?: number[]) {
  return and(eq(cards.teamId, teamId), cardIds ? inArray(cards.id, cardIds) : undefined);
}

/** How many cards the team has (the template screen's count). */
export async function teamCardCount(db: DbOrTx, teamId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cards).where(teamCardsIn(teamId));
  return row?.total ?? 0;
}
