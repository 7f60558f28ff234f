import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  cards,
  changeRequests,
  departments,
  teamMembers,
  type DepartmentRow,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUuid } from '#shared/cards/uuid';
import { COPY } from '#shared/copy';
import type { TeamRole } from '#shared/schemas/teams';
import { activeMembershipOf, type TeamAccess, type TeamMembership } from './team-membership';

/**
 * What belongs to a department (docs/product.md#departments): its members, and the cards they
 * hold or wait for. A card is in the department of the member holding it (or of the invitation
 * it waits for); a pooled card is in none.
 */

/**
 * A column of the outer query's `cards` row, inside a subquery: written with its table's name,
 * since drizzle leaves names unqualified in a one-table query and the subquery's own table
 * would answer for an unqualified `team_id`.
 */
const outerCard = (column: 'team_id' | 'owner_id' | 'invited_holder_id') =>
  sql.raw(`"cards"."${column}"`);

/** The department of a card's holder (or of the invitation it waits for); null for none. */
export const departmentOfCard = sql<string | null>`coalesce(
  (select ${teamMembers.departmentId} from ${teamMembers}
    where ${teamMembers.teamId} = ${outerCard('team_id')}
    and ${teamMembers.userId} = ${outerCard('owner_id')} and ${teamMembers.status} = 'active'),
  (select ${teamMembers.departmentId} from ${teamMembers}
    where ${teamMembers.id} = ${outerCard('invited_holder_id')} and ${outerCard('owner_id')} is null))`;

/**
 * The team's cards held by (or waiting for) a member of the department, or, with null, of none:
 * the groups a template write goes to. The member lists do not refer to the card row, so PostgreSQL reads each once (a hashed subplan) instead of once per card:
 * a company save then writes 1 000 cards in six groups in about the time of one.
 */
export function cardsOfGroup(teamId: string, departmentId: string | null): SQL {
  const inGroup = departmentId
    ? eq(teamMembers.departmentId, departmentId)
    : isNotNull(teamMembers.departmentId);
  const holders = sql`select ${teamMembers.userId} from ${teamMembers}
    where ${teamMembers.teamId} = ${teamId} and ${inGroup} and ${teamMembers.status} = 'active'
      and ${teamMembers.userId} is not null`;
  const invited = sql`select ${teamMembers.id} from ${teamMembers}
    where ${teamMembers.teamId} = ${teamId} and ${inGroup}`;
  if (departmentId) {
    return or(
      sql`${cards.ownerId} in (${holders})`,
      and(isNull(cards.ownerId), sql`${cards.invitedHolderId} in (${invited})`),
    )!;
  }
  // In none: held by someone in no department, or pooled and waiting for no one in one.
  return or(
    and(isNotNull(cards.ownerId), sql`${cards.ownerId} not in (${holders})`),
    and(
      isNull(cards.ownerId),
      or(isNull(cards.invitedHolderId), sql`${cards.invitedHolderId} not in (${invited})`),
    ),
  )!;
}

/** The department of the team by id; another team's, or none, is 404. */
export async function departmentOfTeam(
  db: DbOrTx,
  teamId: string,
  departmentId: string,
): Promise<DepartmentRow> {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.teamId, teamId)));
  if (!row) throw new AppError('NOT_FOUND', COPY.departmentNotFound);
  return row;
}

/**
 * The department a list, a body or a query asks for, as the caller may have it: a department
 * admin gets theirs whatever they leave out, and 404 for another; the team's admins get the one
 * asked for (checked to be the team's), or undefined for the whole team.
 */
export async function departmentInScope(
  db: DbOrTx,
  access: TeamAccess,
  asked: string | undefined,
): Promise<DepartmentRow | undefined> {
  const limited = access.department;
  if (limited) {
    if (asked !== undefined && asked.toLowerCase() !== limited.id) {
      throw new AppError('NOT_FOUND', COPY.departmentNotFound);
    }
    return limited;
  }
  return asked === undefined ? undefined : departmentOfTeam(db, access.team.id, asked);
}

/**
 * A department admin's access to a route open to them (`department: true`): their membership,
 * limited to the department they run; undefined when they run none (the 403 stands).
 */
export async function departmentAdminAccess(
  db: DbOrTx,
  where: { teamId: string; userId: string },
): Promise<(TeamMembership & { department: DepartmentRow }) | undefined> {
  const found = await activeMembershipOf(db, where.userId);
  const departmentId = found?.member.adminOfDepartmentId;
  if (!found || !departmentId) return undefined;
  const [department] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.teamId, found.team.id)));
  return department ? { ...found, department } : undefined;
}

/** The department of what a path names, or null for none (a pooled card); undefined: no such thing in the team. */
type DepartmentOfPath = (
  db: DbOrTx,
  teamId: string,
  value: string,
) => Promise<{ departmentId: string | null; role?: TeamRole } | undefined>;

const idOf = (rows: { departmentId: string | null; role?: TeamRole }[]) => rows[0];

/** For each path parameter a department admin may name: where it belongs, and its 404. */
const PATH_SCOPES: Record<string, { notFound: string; find: DepartmentOfPath }> = {
  departmentId: {
    notFound: COPY.departmentNotFound,
    find: async (_db, _teamId, value) => (isUuid(value) ? { departmentId: value } : undefined),
  },
  memberId: {
    notFound: COPY.teamMemberNotFound,
    find: async (db, teamId, value) =>
      isUuid(value)
        ? idOf(
            await db
              .select({ departmentId: teamMembers.departmentId, role: teamMembers.role })
              .from(teamMembers)
              .where(and(eq(teamMembers.id, value), eq(teamMembers.teamId, teamId))),
          )
        : undefined,
  },
  cardId: {
    notFound: COPY.cardNotFound,
    find: async (db, teamId, value) => {
      const id = Number(value);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
      const [card] = await db
        .select({ departmentId: departmentOfCard, pooled: sql<boolean>`${cards.ownerId} is null` })
        .from(cards)
        .where(and(eq(cards.id, id), eq(cards.teamId, teamId)));
      if (!card) return undefined;
      // A pooled card is the whole team's: a department admin hands it to their people.
      return { departmentId: card.departmentId ?? (card.pooled ? null : 'none') };
    },
  },
  requestId: {
    notFound: COPY.changeRequestNotFound,
    find: async (db, teamId, value) =>
      isUuid(value)
        ? idOf(
            await db
              .select({ departmentId: teamMembers.departmentId })
              .from(changeRequests)
              .innerJoin(teamMembers, eq(teamMembers.id, changeRequests.memberId))
              .where(and(eq(changeRequests.id, value), eq(changeRequests.teamId, teamId))),
          )
        : undefined,
  },
};

/**
 * A department admin reaches only what is in their department: anything else the path names is
 * "not found", as for an outsider; the team's owner and admins in it are theirs to change alone.
 */
export async function assertPathInDepartment(
  db: DbOrTx,
  access: TeamAccess & { department: DepartmentRow },
  params: Record<string, string>,
): Promise<void> {
  for (const [param, scope] of Object.entries(PATH_SCOPES)) {
    const value = params[param];
    if (value === undefined) continue;
    const found = await scope.find(db, access.team.id, value.toLowerCase());
    const inDepartment =
      found &&
      (found.departmentId === null
        ? param === 'cardId'
        : found.departmentId === access.department.id);
    if (!inDepartment) throw new AppError('NOT_FOUND', scope.notFound);
    if (found.role && found.role !== 'member') throw new AppError('FORBIDDEN', COPY.teamAdminsOnly);
  }
}
