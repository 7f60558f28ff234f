import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teamAuditLog, type TeamAuditRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { TeamAuditEntry, TeamAuditPage, TeamAuditQuery } from '#shared/schemas/team-audit';
import { csvFile } from '../leads/public';

/** Rows per page of GET /api/teams/{id}/audit. */
export const TEAM_AUDIT_PAGE = 50;
/** The most rows one CSV holds, newest first (a year of a busy team). */
export const MAX_TEAM_AUDIT_CSV = 50_000;

/** A page's end is the last row's id: ids only grow, so the next page is every smaller one. */
function readCursor(cursor: string): number {
  const id = Number(Buffer.from(cursor, 'base64url').toString());
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new AppError('BAD_REQUEST', COPY.teamAuditCursorInvalid);
  }
  return id;
}

function cursorOf(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

function toEntry(row: TeamAuditRow): TeamAuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
    action: row.action,
    target: { kind: row.targetKind, id: row.targetId, label: row.targetLabel },
    details: row.details,
  };
}

/** Newest first, by the team's indexes (team, id), (team, action, id) or (team, actor, id). */
async function readRows(
  deps: Pick<AppDeps, 'database'>,
  { teamId, query, limit }: { teamId: string; query: TeamAuditQuery; limit: number },
): Promise<TeamAuditRow[]> {
  const where: SQL[] = [eq(teamAuditLog.teamId, teamId)];
  if (query.action) where.push(eq(teamAuditLog.action, query.action));
  if (query.actorId) where.push(eq(teamAuditLog.actorId, query.actorId));
  if (query.cursor) where.push(lt(teamAuditLog.id, readCursor(query.cursor)));
  return deps.database.db
    .select()
    .from(teamAuditLog)
    .where(and(...where))
    .orderBy(desc(teamAuditLog.id))
    .limit(limit);
}

/** GET /api/teams/{id}/audit: a page of the team's log, with the next page's cursor. */
export async function listTeamAudit(
  deps: Pick<AppDeps, 'database'>,
  { teamId, query }: { teamId: string; query: TeamAuditQuery },
): Promise<TeamAuditPage> {
  const rows = await readRows(deps, { teamId, query, limit: TEAM_AUDIT_PAGE + 1 });
  const page = rows.slice(0, TEAM_AUDIT_PAGE);
  return {
    items: page.map(toEntry),
    nextCursor: rows.length > TEAM_AUDIT_PAGE ? cursorOf(page.at(-1)!.id) : null,
  };
}

/** GET /api/teams/{id}/audit.csv: the log with the list's filters, for a spreadsheet. */
export async function teamAuditCsv(
  deps: Pick<AppDeps, 'database'>,
  { teamId, query }: { teamId: string; query: TeamAuditQuery },
): Promise<string> {
  const rows = await readRows(deps, {
    teamId,
    query: { ...query, cursor: undefined },
    limit: MAX_TEAM_AUDIT_CSV,
  });
  return csvFile(
    [
      'When',
      'Actor kind',
      'Actor id',
      'Actor',
      'Action',
      'What',
      'Target kind',
      'Target id',
      'Target',
      'Details',
    ],
    rows.map((row) => [
      row.at.toISOString(),
      row.actorKind,
      row.actorId ?? '',
      row.actorName,
      row.action,
      COPY.teamAuditActionLabels[row.action],
      row.targetKind,
      row.targetId,
      row.targetLabel,
      JSON.stringify(row.details),
    ]),
  );
}
