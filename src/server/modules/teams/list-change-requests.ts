import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, changeRequests, teamMembers } from '#server/db/schema';
import { cardNameOf } from '#shared/cards/card-name';
import { nameOrEmail } from '#shared/cards/display-name';
import type { ChangeRequest } from '#shared/schemas/change-requests';
import type { ChangeRequestStatus } from '#shared/schemas/departments';
import { TEMPLATE_FIELD_LABELS } from '#shared/schemas/team-template';
import { fieldValueOf, profilesOf } from './change-request-fields';
import type { TeamAccess } from './team-access';

/** The most a list answers: far more than a team decides between two looks at the screen. */
const LIST_LIMIT = 500;

/**
 * Whose requests the caller reads: the team's owner and admins all of them, a department's admin
 * those of its members (and their own), a member their own.
 */
export function requestsVisibleTo(access: TeamAccess): SQL | undefined {
  if (access.member.role !== 'member') return undefined;
  const own = eq(changeRequests.memberId, access.member.id);
  const runs = access.department?.id ?? access.member.adminOfDepartmentId;
  return runs ? or(own, eq(teamMembers.departmentId, runs)) : own;
}

/**
 * GET /api/teams/{id}/change-requests?status=: the requests the caller may read, pending first,
 * then newest first, with what the card shows now beside what was asked.
 */
export async function listChangeRequests(
  deps: Pick<AppDeps, 'database'>,
  { access, status }: { access: TeamAccess; status: ChangeRequestStatus | undefined },
): Promise<ChangeRequest[]> {
  const { db } = deps.database;
  const rows = await db
    .select({ request: changeRequests, member: teamMembers, card: cards })
    .from(changeRequests)
    .innerJoin(teamMembers, eq(teamMembers.id, changeRequests.memberId))
    .innerJoin(cards, eq(cards.id, changeRequests.cardId))
    .where(
      and(
        eq(changeRequests.teamId, access.team.id),
        status ? eq(changeRequests.status, status) : undefined,
        requestsVisibleTo(access),
      ),
    )
    .orderBy(sql`${changeRequests.status} = 'pending' desc`, desc(changeRequests.createdAt))
    .limit(LIST_LIMIT);
  const profiles = await profilesOf(
    db,
    rows.map((row) => row.card.id),
  );
  return rows.map(({ request, member, card }) => ({
    id: request.id,
    cardId: card.id,
    cardName: cardNameOf({ ...card, product: card.shopifyProductTitle }),
    memberId: member.id,
    memberName: nameOrEmail(member),
    field: request.field,
    fieldLabel: TEMPLATE_FIELD_LABELS[request.field],
    currentValue: fieldValueOf(card, profiles.get(card.id), request.field),
    value: request.value,
    note: request.note,
    status: request.status,
    reason: request.reason,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    mine: member.id === access.member.id,
  }));
}
