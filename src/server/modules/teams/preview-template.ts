import { and, count, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { cardProfiles, cards, type TeamRow } from '#server/db/schema';
import type {
  TeamTemplateBody,
  TemplateField,
  TemplatePreview,
} from '#shared/schemas/team-template';
import type { TeamAccess } from './team-access';
import {
  cardValues,
  differs,
  fieldsToApply,
  profileChange,
  teamCardsIn,
  type TemplateChange,
} from './template-change';

/**
 * How many of the team's cards (or of those `where` selects: a department's) a change would
 * alter (the screen's "N cards will change").
 */
export async function countChanging(
  db: DbOrTx,
  team: Pick<TeamRow, 'id'>,
  change: TemplateChange,
  locked: TemplateField[],
  where?: SQL,
): Promise<number> {
  const cardSet = cardValues(change);
  const profile = profileChange(change, locked);
  const profileDiffers = profile.changes
    ? sql`exists (select 1 from ${cardProfiles} where ${cardProfiles.cardId} = ${cards.id} and ${profile.differs})`
    : sql`false`;
  const [row] = await db
    .select({ total: count() })
    .from(cards)
    .where(and(teamCardsIn(team.id), where, or(differs(cards, cardSet), profileDiffers)));
  return row?.total ?? 0;
}

/** POST /api/teams/{id}/template/preview: what saving this body would change, nothing written. */
export async function previewTemplate(
  deps: Pick<AppDeps, 'database'>,
  { access, body }: { access: TeamAccess; body: TeamTemplateBody },
): Promise<TemplatePreview> {
  const change = { values: body.values, fields: fieldsToApply(access.team.templateValues, body) };
  return {
    changingCards: await countChanging(deps.database.db, access.team, change, body.locked),
  };
}
