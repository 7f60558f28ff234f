import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx, Tx } from '#server/db/client';
import { cardProfiles, cards, teams, uploads, type TeamRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { DESIGN_PRESETS, presetById } from '#shared/design/presets';
import { PROFILE_LINK_FIELDS } from '#shared/link-fields';
import { MESSAGES } from '#shared/messages';
import {
  TEMPLATE_CARD_FIELDS,
  TEMPLATE_DESIGN_FIELDS,
  TEMPLATE_PROFILE_FIELDS,
  type TeamTemplate,
  type TeamTemplateBody,
  type TemplateField,
  type TemplatePreview,
  type TemplateValues,
} from '#shared/schemas/team-template';
import type { TeamAccess } from './team-access';

/**
 * The team's template (docs/product.md#teams): card and profile values the company
 * sets, written to every team card when saved, and the locked ones members cannot change
 * (cards/team-locks.ts refuses their edits). A save writes, in one transaction and one statement
 * per table, the fields it changed and every locked field, to the cards where they differ: a
 * member's own wording of an unlocked field stays until the template changes that field.
 */

type TemplateDeps = Pick<AppDeps, 'database' | 'clock' | 'storage'>;

/** The fields a save writes to the cards: the locked ones, and those whose value it changed. */
export function fieldsToApply(before: TemplateValues, body: TeamTemplateBody): TemplateField[] {
  return (Object.keys(body.values) as TemplateField[]).filter(
    (field) => body.locked.includes(field) || before[field] !== body.values[field],
  );
}

interface Change {
  values: TemplateValues;
  fields: TemplateField[];
}

const PROFILE_LINKS: readonly string[] = PROFILE_LINK_FIELDS;

/** The card columns a change writes, with their values. */
function cardValues({ values, fields }: Change): Record<string, string | null> {
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
function profileValues({ values, fields }: Change, locked: TemplateField[]) {
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
function differs(table: typeof cards | typeof cardProfiles, set: Record<string, string | null>) {
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
function designChange({ values, fields }: Change): { set: SQL; differs: SQL } | null {
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
function profileChange(change: Change, locked: TemplateField[]) {
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
function teamCardsIn(teamId: string, cardIds?: number[]) {
  return and(eq(cards.teamId, teamId), cardIds ? inArray(cards.id, cardIds) : undefined);
}

/**
 * Writes a change to the team's cards (all, or `cardIds`) and their profiles where it differs,
 * in the caller's transaction; answers the ids of the cards that changed. The database's change
 * notifications drop their cached public pages.
 */
export async function applyTemplate(
  tx: DbOrTx,
  team: Pick<TeamRow, 'id' | 'templateLocked'>,
  change: Change,
  { now, cardIds }: { now: Date; cardIds?: number[] },
): Promise<number[]> {
  const changed = new Set<number>();
  const cardSet = cardValues(change);
  if (Object.keys(cardSet).length > 0) {
    const rows = await tx
      .update(cards)
      .set({ ...cardSet, updatedAt: now })
      .where(and(teamCardsIn(team.id, cardIds), differs(cards, cardSet)))
      .returning({ id: cards.id });
    for (const row of rows) changed.add(row.id);
  }
  const profile = profileChange(change, team.templateLocked);
  if (profile.changes) {
    const rows = await tx
      .update(cardProfiles)
      .set({ ...profile.set, updatedAt: now })
      .where(
        and(
          inArray(
            cardProfiles.cardId,
            tx.select({ id: cards.id }).from(cards).where(teamCardsIn(team.id, cardIds)),
          ),
          profile.differs,
        ),
      )
      .returning({ id: cardProfiles.cardId });
    for (const row of rows) changed.add(row.id);
  }
  return [...changed];
}

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

/** How many of the team's cards a change would alter (the screen's "N cards will change"). */
async function countChanging(
  db: DbOrTx,
  team: Pick<TeamRow, 'id'>,
  change: Change,
  locked: TemplateField[],
): Promise<number> {
  const cardSet = cardValues(change);
  const profile = profileChange(change, locked);
  const profileDiffers = profile.changes
    ? sql`exists (select 1 from ${cardProfiles} where ${cardProfiles.cardId} = ${cards.id} and ${profile.differs})`
    : sql`false`;
  const [row] = await db
    .select({ total: count() })
    .from(cards)
    .where(and(teamCardsIn(team.id), or(differs(cards, cardSet), profileDiffers)));
  return row?.total ?? 0;
}

async function teamCardCount(db: DbOrTx, teamId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cards).where(teamCardsIn(teamId));
  return row?.total ?? 0;
}

function toTemplate(team: TeamRow, cardCount: number): TeamTemplate {
  return {
    values: team.templateValues,
    locked: team.templateLocked,
    updatedAt: team.templateUpdatedAt?.toISOString() ?? null,
    cards: cardCount,
  };
}

/** GET /api/teams/{id}/template. */
export async function readTemplate(
  deps: Pick<AppDeps, 'database'>,
  access: TeamAccess,
): Promise<TeamTemplate> {
  return toTemplate(access.team, await teamCardCount(deps.database.db, access.team.id));
}

/** POST /api/teams/{id}/template/preview: what saving this body would change, nothing written. */
export async function previewTemplate(
  deps: Pick<AppDeps, 'database'>,
  access: TeamAccess,
  body: TeamTemplateBody,
): Promise<TemplatePreview> {
  const change = { values: body.values, fields: fieldsToApply(access.team.templateValues, body) };
  return {
    changingCards: await countChanging(deps.database.db, access.team, change, body.locked),
  };
}

/**
 * The template's logo must be an upload of the admin saving it or already the team's (no
 * hot-linking). Saved, it becomes the team's: it no longer counts against the admin's quota and
 * stays when they leave or delete their account.
 */
async function adoptTemplateImage(
  tx: Tx,
  deps: Pick<AppDeps, 'storage'>,
  access: TeamAccess,
  url: string | null | undefined,
): Promise<void> {
  if (!url || url === access.team.templateValues.companyImageUrl) return;
  if (!deps.storage.isOwnUrl(url)) throw new AppError('BAD_REQUEST', MESSAGES.imagesMustBeUploaded);
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
  if (adopted.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.imageNotYours);
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
 * transaction (the team row is locked, so two saves apply one after the other).
 */
export async function saveTemplate(
  deps: TemplateDeps,
  access: TeamAccess,
  body: TeamTemplateBody,
): Promise<TeamTemplate & { changedCards: number }> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(teams)
      .where(eq(teams.id, access.team.id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', MESSAGES.teamNotFound);
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
    if (!saved) throw new AppError('NOT_FOUND', MESSAGES.teamNotFound);
    const change = { values: body.values, fields: fieldsToApply(before.templateValues, body) };
    const changed = await applyTemplate(tx, saved, change, { now });
    await touchPooledCards(tx, saved.id, before.templateValues, body.values, now);
    return {
      ...toTemplate(saved, await teamCardCount(tx, saved.id)),
      changedCards: changed.length,
    };
  });
}
