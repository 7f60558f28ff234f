import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cards, departments, teamMembers, teams, type CardRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { lockedByTeamMessage } from '#shared/copy';
import { layeredTemplate, type TemplateValues } from '#shared/schemas/team-template';
import { TEMPLATE_FIELD_LABELS, type TemplateField } from '#shared/schemas/team-template-fields';

/** A team card's template, as its holder's edits are checked against it. */
export interface TeamLocks {
  name: string;
  locked: TemplateField[];
  /** What the template sets (a profile made later starts from its company and theme). */
  values: TemplateValues;
}

/**
 * The locks on a card: its team's name, and the template its holder's department layers on the
 * company's (docs/product.md#departments), or null for a personal card. A field an approved
 * change request set stays locked: its holder asks again to change it.
 */
export async function teamLocksOf(
  db: DbOrTx,
  card: Pick<CardRow, 'teamId' | 'ownerId'>,
): Promise<TeamLocks | null> {
  if (!card.teamId) return null;
  const [found] = await db
    .select({
      name: teams.name,
      company: { values: teams.templateValues, locked: teams.templateLocked },
      department: { values: departments.templateValues, locked: departments.templateLocked },
    })
    .from(teams)
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.teamId, teams.id),
        // A pooled card is no one's: the company template alone.
        card.ownerId ? eq(teamMembers.userId, card.ownerId) : sql`false`,
        eq(teamMembers.status, 'active'),
      ),
    )
    .leftJoin(departments, eq(departments.id, teamMembers.departmentId))
    .where(eq(teams.id, card.teamId));
  if (!found) return null;
  return { name: found.name, ...layeredTemplate(found.company, found.department) };
}

/**
 * Refuses (403) an edit of a field the card's team template locks: the company's name, logo or
 * address are the same on every team card, and only the template changes them. A locked field
 * sent with the value it has already passes, so saving a form as it was never fails.
 */
export function assertUnlocked(
  locks: TeamLocks | null,
  changes: Record<string, unknown>,
  current: Record<string, unknown>,
): void {
  if (!locks) return;
  const changed = locks.locked.filter(
    (field) =>
      field in changes && changes[field] !== undefined && changes[field] !== current[field],
  );
  if (changed.length === 0) return;
  throw new AppError(
    'FORBIDDEN',
    lockedByTeamMessage(
      locks.name,
      changed.map((field) => TEMPLATE_FIELD_LABELS[field]),
    ),
  );
}

/** The fields a copy onto a team card leaves alone: those its template locks. */
export function withoutLocked<T extends Record<string, unknown>>(
  locks: TeamLocks | null,
  values: T,
): Partial<T> {
  if (!locks || locks.locked.length === 0) return values;
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !locks.locked.includes(field as TemplateField)),
  ) as Partial<T>;
}

/**
 * A team card's locked fields as SQL, for the reads that join the card's team: the company's,
 * then those its holder's department locks (toCardTeam drops a field named twice).
 */
export const cardLockedSql = sql<TemplateField[]>`(${teams.templateLocked} || coalesce(
  (select ${departments.templateLocked} from ${teamMembers}
    join ${departments} on ${departments.id} = ${teamMembers.departmentId}
    where ${teamMembers.teamId} = ${cards.teamId} and ${teamMembers.userId} = ${cards.ownerId}
      and ${teamMembers.status} = 'active'),
  '[]'::jsonb))`;
