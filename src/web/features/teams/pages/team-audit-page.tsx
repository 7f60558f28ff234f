import { useMemo, useState } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import {
  TEAM_AUDIT_ACTIONS,
  type TeamAuditAction,
  type TeamAuditEntry,
} from '#shared/schemas/team-audit';
import type { Team } from '#shared/schemas/teams';
import { Button } from '#web/components/ui/button';
import { QueryState } from '#web/components/ui/query-state';
import { withFailureToast } from '#web/lib/failure-toast';
import { formatDate } from '#web/lib/format-date';
import { downloadTeamAuditCsv, useTeamAudit, type TeamAuditFilters } from '../api/audit';
import { TeamArea } from '../components/team-area';
import { ColumnHeading, TeamTable } from '../components/team-table';

/** /team/audit: who changed what in the team, newest first, filtered, and the CSV. */
export function TeamAuditPage() {
  return <TeamArea>{(team) => <AuditLog team={team} />}</TeamArea>;
}

/** A detail's value in words: a list joined, an object as its own pairs. */
function inWords(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(inWords).join(', ');
  if (typeof value === 'object') return detailsInWords(value as Record<string, unknown>);
  return String(value);
}

/** The order details read in: what it was before what it became. */
const DETAIL_ORDER = ['before', 'from', 'after', 'to'];
const rank = (key: string) => (DETAIL_ORDER.includes(key) ? DETAIL_ORDER.indexOf(key) : 9);

/** `{before: 'member', after: 'admin'}` as 'Before: member; After: admin'. */
function detailsInWords(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => `${COPY.teamAuditDetailLabels[key] ?? key}: ${inWords(value)}`)
    .join('; ');
}

function actorName(entry: TeamAuditEntry): string {
  if (entry.actor.kind === 'system') return COPY.teamAuditSystemActor;
  if (entry.actor.kind === 'scim') return COPY.teamAuditDirectoryActor;
  return entry.actor.name;
}

const select =
  'rounded-md border-0 py-1.5 pe-8 ps-2 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500';

function AuditLog({ team }: { team: Team }) {
  const [filters, setFilters] = useState<TeamAuditFilters>({ action: '', actorId: '' });
  const audit = useTeamAudit(team.id, filters);
  const all = audit.data?.pages.flatMap((page) => page.items) ?? [];
  // The people to filter by: everyone who acted in the rows of the unfiltered log seen so far
  // (the filtered list would offer only the person chosen).
  const everyone = useTeamAudit(team.id, { action: '', actorId: '' });
  const people = useMemo(() => {
    const found = new Map<string, string>();
    for (const entry of everyone.data?.pages.flatMap((page) => page.items) ?? []) {
      if (entry.actor.id && !found.has(entry.actor.id)) found.set(entry.actor.id, actorName(entry));
    }
    return found;
  }, [everyone.data]);
  const download = () => withFailureToast(() => downloadTeamAuditCsv(team.id, team.slug, filters));
  return (
    <div className="max-w-5xl space-y-4">
      <p className="text-sm text-gray-600">{COPY.teamAuditIntro}</p>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <label htmlFor="audit-action" className="me-2 text-sm font-medium text-gray-900">
            {COPY.teamAuditFilterAction}
          </label>
          <select
            id="audit-action"
            value={filters.action}
            onChange={(event) =>
              setFilters({ ...filters, action: event.target.value as TeamAuditAction | '' })
            }
            className={select}
          >
            <option value="">{COPY.teamAuditAllActions}</option>
            {TEAM_AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {COPY.teamAuditActionLabels[action]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-person" className="me-2 text-sm font-medium text-gray-900">
            {COPY.teamAuditFilterPerson}
          </label>
          <select
            id="audit-person"
            value={filters.actorId}
            onChange={(event) => setFilters({ ...filters, actorId: event.target.value })}
            className={select}
          >
            <option value="">{COPY.teamAuditEveryone}</option>
            {[...people].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => void download()}>
          {COPY.teamAuditDownloadCsv}
        </Button>
      </div>
      {!audit.isSuccess ? (
        <QueryState query={audit} />
      ) : all.length === 0 ? (
        <p className="text-sm text-gray-600">{COPY.teamAuditEmpty}</p>
      ) : (
        <TeamTable
          caption={COPY.teamAuditTab}
          listOnPhone
          columns={
            <>
              <ColumnHeading>{COPY.teamAuditWhat}</ColumnHeading>
              <ColumnHeading>{COPY.teamAuditWhen}</ColumnHeading>
              <ColumnHeading>{COPY.teamAuditWho}</ColumnHeading>
              <ColumnHeading>{COPY.teamAuditTarget}</ColumnHeading>
              <ColumnHeading>{COPY.teamAuditDetails}</ColumnHeading>
            </>
          }
        >
          {all.map((entry) => (
            <tr key={entry.id} role="row" className="align-top">
              <td role="cell" className="px-4 py-3 font-medium text-gray-900">
                {COPY.teamAuditActionLabels[entry.action]}
              </td>
              <td role="cell" className="px-4 py-3 whitespace-nowrap text-gray-700">
                {formatDate(entry.at, 'dateTime')}
              </td>
              <td role="cell" className="px-4 py-3 text-gray-700">
                {actorName(entry)}
              </td>
              <td role="cell" className="px-4 py-3 break-all text-gray-700">
                {entry.target.label}
              </td>
              <td role="cell" className="max-w-xs px-4 py-3 text-gray-600 max-sm:basis-full">
                {detailsInWords(entry.details)}
              </td>
            </tr>
          ))}
        </TeamTable>
      )}
      {audit.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void audit.fetchNextPage()}
          disabled={audit.isFetchingNextPage}
        >
          {audit.isFetchingNextPage ? SCREENS.teamLoading : COPY.teamAuditLoadMore}
        </Button>
      )}
    </div>
  );
}

export default TeamAuditPage;
