import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, departments, leads, teamMembers } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { cardNameOf } from '#shared/cards/card-name';
import { nameOrEmail } from '#shared/cards/display-name';
import { COPY } from '#shared/copy';
import type { LeadListQuery } from '#shared/schemas/leads';
import type {
  TeamLead,
  TeamLeadPage,
  TeamLeadsCsvQuery,
  TeamLeadsQuery,
} from '#shared/schemas/teams';
import { recordTeamAudit } from '../audit/public';
import { eventOfTeam } from '../events/public';
import {
  cardNameColumns,
  csvFile,
  eventNamesOf,
  LEAD_CAPTURE_COLUMNS,
  LEAD_CONTACT_COLUMNS,
  LEAD_DETAIL_COLUMNS,
  leadCaptureCells,
  leadContactCells,
  leadDetailCells,
  leadFieldsOf,
  leadFilters,
} from '../leads/public';
import { departmentInScope } from './department-scope';
import type { TeamAccess } from './team-membership';

/** The most leads one CSV holds, newest first. */
export const MAX_LEADS_CSV = 50_000;

/** A page's end: the last lead's time and id, so the next page starts just after it. */
function cursorOf(lead: { createdAt: Date; id: string }): string {
  return Buffer.from(`${lead.createdAt.toISOString()}|${lead.id}`).toString('base64url');
}

function readCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('BAD_REQUEST', COPY.teamLeadsCursorInvalid);
  }
  return { createdAt, id };
}

/**
 * The event the list or CSV is filtered by must be the team's or the caller's own: any other is
 * a 404 rather than a list that looks empty.
 */
async function assertEventSeen(
  deps: Pick<AppDeps, 'database'>,
  { access, eventId }: { access: TeamAccess; eventId: string | undefined },
): Promise<void> {
  if (!eventId) return;
  await eventOfTeam(deps.database.db, {
    teamId: access.team.id,
    userId: access.member.userId,
    eventId,
  });
}

/**
 * The team's leads (docs/product.md#teams): every visitor message to one of its cards, newest
 * first, each with the member who held the card then (null once they deleted their account) and
 * that member's department now (decision 060), which `departmentId` filters on. They are the
 * team's: a member who leaves, or deletes their account, takes none of them. Keyset pages on
 * (created_at, id), read by messages_team_created_idx.
 */
async function readLeads(
  deps: Pick<AppDeps, 'database'>,
  {
    teamId,
    departmentId,
    after,
    limit,
    query,
    archived = false,
  }: {
    teamId: string;
    departmentId: string | undefined;
    after?: { createdAt: Date; id: string };
    limit: number;
    query: LeadListQuery;
    archived?: boolean;
  },
) {
  const rows = await deps.database.db
    .select({
      lead: leads,
      member: teamMembers,
      department: { id: departments.id, name: departments.name },
      ...cardNameColumns,
    })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.teamId, leads.teamId), eq(teamMembers.userId, leads.ownerId)),
    )
    .leftJoin(departments, eq(departments.id, teamMembers.departmentId))
    .where(
      and(
        eq(leads.teamId, teamId),
        departmentId ? eq(teamMembers.departmentId, departmentId) : undefined,
        // The owner's list's filters (docs/product.md#messages): search, status (archived only when
        // asked), card, event.
        ...leadFilters(query, { archived }),
        after
          ? or(
              lt(leads.createdAt, after.createdAt),
              and(eq(leads.createdAt, after.createdAt), lt(leads.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  return rows.map(({ lead, member, department, ...card }) => ({
    row: lead,
    lead: {
      id: lead.id,
      cardId: lead.cardId,
      cardName: cardNameOf(card),
      member: member
        ? {
            memberId: member.id,
            name: nameOrEmail(member),
            email: member.email,
          }
        : null,
      department,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      createdAt: lead.createdAt.toISOString(),
      ...leadFieldsOf(lead),
    } satisfies TeamLead,
  }));
}

/** GET /api/teams/{id}/leads: one page, and where the next starts. */
export async function listTeamLeads(
  deps: Pick<AppDeps, 'database'>,
  { access, query }: { access: TeamAccess; query: TeamLeadsQuery },
): Promise<TeamLeadPage> {
  const after = query.cursor ? readCursor(query.cursor) : undefined;
  await assertEventSeen(deps, { access, eventId: query.eventId });
  const department = await departmentInScope(deps.database.db, access, query.departmentId);
  // One more than asked: whether a next page exists, without counting.
  const rows = await readLeads(deps, {
    teamId: access.team.id,
    departmentId: department?.id,
    ...(after ? { after } : {}),
    limit: query.limit + 1,
    query,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.row;
  return {
    leads: page.map(({ lead }) => lead),
    nextCursor: rows.length > query.limit && last ? cursorOf(last) : null,
  };
}

/**
 * GET /api/teams/{id}/leads.csv: the team's leads (newest first) for a spreadsheet or a CRM,
 * with the list's filters; archived ones too unless a status is asked for.
 */
export async function teamLeadsCsv(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, query = {} }: { access: TeamAccess; query?: TeamLeadsCsvQuery },
): Promise<string> {
  const { team, actor } = access;
  const { departmentId: asked, ...filters } = query;
  await assertEventSeen(deps, { access, eventId: filters.eventId });
  const department = await departmentInScope(deps.database.db, access, asked);
  const rows = await readLeads(deps, {
    teamId: team.id,
    departmentId: department?.id,
    limit: MAX_LEADS_CSV,
    query: filters,
    archived: true,
  });
  await recordTeamAudit(deps.database.db, deps.clock.now(), {
    teamId: team.id,
    actor,
    action: 'leads.exported',
    target: { kind: 'leads', id: team.id, label: team.name },
    details: {
      rows: rows.length,
      filters: department ? { ...filters, departmentId: department.id } : filters,
    },
  });
  const eventNames = await eventNamesOf(
    deps.database.db,
    rows.map(({ lead }) => lead),
  );
  // New columns go at the end: readers take them by position (docs/product.md#teams).
  return csvFile(
    [
      'Received',
      'Card',
      'Member',
      'Member email',
      'Department',
      ...LEAD_CONTACT_COLUMNS,
      ...LEAD_DETAIL_COLUMNS,
      ...LEAD_CAPTURE_COLUMNS,
    ],
    rows.map(({ lead }) => [
      lead.createdAt,
      lead.cardName,
      lead.member?.name ?? '',
      lead.member?.email ?? '',
      lead.department?.name ?? '',
      ...leadContactCells(lead),
      ...leadDetailCells(lead),
      ...leadCaptureCells(lead, eventNames),
    ]),
  );
}
