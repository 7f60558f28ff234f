import { useState } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { Team, TeamInsights } from '#shared/schemas/teams';
import { EventFilter } from '#web/components/event-filter';
import { QueryState } from '#web/components/ui/query-state';
import { formatDate } from '#web/lib/format-date';
import { useTeamInsights } from '../api/reports';
import { ReportDepartmentFilter, SELECT_CLASS } from '../components/department-filter';
import { TeamArea } from '../components/team-area';
import { ColumnHeading, TeamTable } from '../components/team-table';

const PERIODS = [7, 30, 90] as const;
const COLUMNS = [
  { key: 'views', label: SCREENS.teamViews },
  { key: 'visitors', label: SCREENS.teamVisitors },
  { key: 'saves', label: SCREENS.teamContactsSaved },
  { key: 'clicks', label: SCREENS.teamLinkClicks },
  { key: 'messages', label: SCREENS.teamMessagesColumn },
] as const;
type Column = (typeof COLUMNS)[number]['key'];

/**
 * /team/insights: the team's (or one department's) totals, a row per member, sortable by any
 * count, and a row per department; over the last days, or over one event's days, its messages
 * being the leads captured at it (docs/product.md#events).
 */
export function TeamInsightsPage() {
  return <TeamArea>{(team) => <Insights team={team} />}</TeamArea>;
}

function Insights({ team }: { team: Team }) {
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const [sort, setSort] = useState<Column>('views');
  const [departmentId, setDepartmentId] = useState('');
  const [eventId, setEventId] = useState('');
  const insights = useTeamInsights(team.id, days, departmentId, eventId);
  const select = SELECT_CLASS;
  return (
    <div className="max-w-5xl space-y-6">
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <div>
          <label htmlFor="team-period" className="me-2 text-sm font-medium text-gray-900">
            {SCREENS.teamPeriod}
          </label>
          <select
            id="team-period"
            value={days}
            disabled={eventId !== ''}
            onChange={(event) => setDays(Number(event.target.value) as (typeof PERIODS)[number])}
            className={select}
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {SCREENS.teamLastDays(period)}
              </option>
            ))}
          </select>
        </div>
        <ReportDepartmentFilter team={team} value={departmentId} onChange={setDepartmentId} />
        <EventFilter value={eventId} onChange={setEventId} inline />
        {/* On a phone the rows have no heading to sort by: the order is chosen here. */}
        <div className="sm:hidden">
          <label htmlFor="team-sort" className="me-2 text-sm font-medium text-gray-900">
            {SCREENS.teamSortBy}
          </label>
          <select
            id="team-sort"
            value={sort}
            onChange={(event) => setSort(event.target.value as Column)}
            className={select}
          >
            {COLUMNS.map((column) => (
              <option key={column.key} value={column.key}>
                {column.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {insights.isSuccess ? (
        <>
          {eventId && (
            <p className="-mt-3 text-sm text-gray-600">
              {formatDate(insights.data.from, 'day')} – {formatDate(insights.data.to, 'day')}:{' '}
              {COPY.eventInsightsNote}
            </p>
          )}
          <InsightsTable insights={insights.data} sort={sort} onSort={setSort} />
          {!departmentId && insights.data.departments.length > 0 && (
            <DepartmentsTable rows={insights.data.departments} />
          )}
        </>
      ) : (
        <QueryState query={insights} />
      )}
    </div>
  );
}

/**
 * The totals, then a row per member; on a phone each row is a block of the list, its counts
 * labelled (docs/product.md#teams).
 */
function InsightsTable({
  insights,
  sort,
  onSort,
}: {
  insights: TeamInsights;
  sort: Column;
  onSort: (column: Column) => void;
}) {
  const rows = [...insights.members].sort(
    (a, b) => b[sort] - a[sort] || a.name.localeCompare(b.name),
  );
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {COLUMNS.map((column) => (
          <div
            key={column.key}
            className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-900/5"
          >
            <dt className="text-sm text-gray-600">{column.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-gray-900">
              {insights.totals[column.key]}
            </dd>
          </div>
        ))}
      </dl>
      <TeamTable
        caption={SCREENS.teamInsightsPerMember}
        listOnPhone
        columns={
          <>
            <ColumnHeading>{SCREENS.teamMember}</ColumnHeading>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort === column.key ? 'descending' : 'none'}
                className="px-4 py-3 text-end font-semibold"
              >
                {/* The phone's rows sort with 'Sort by': its hidden headings keep their names. */}
                <span className="sm:hidden">{column.label}</span>
                <button
                  type="button"
                  onClick={() => onSort(column.key)}
                  className="hover:underline max-sm:hidden"
                >
                  {column.label}
                </button>
              </th>
            ))}
          </>
        }
      >
        {rows.map((row) => (
          <FiguresRow key={row.memberId ?? 'pool'} row={row} />
        ))}
      </TeamTable>
    </>
  );
}

/** A row per department, each the sum of its members' rows, by name. */
function DepartmentsTable({ rows }: { rows: TeamInsights['departments'] }) {
  return (
    <TeamTable
      caption={SCREENS.teamInsightsPerDepartment}
      listOnPhone
      columns={
        <>
          <ColumnHeading>{SCREENS.teamDepartmentLabel}</ColumnHeading>
          {COLUMNS.map((column) => (
            <th key={column.key} scope="col" className="px-4 py-3 text-end font-semibold">
              {column.label}
            </th>
          ))}
        </>
      }
    >
      {rows.map((row) => (
        <FiguresRow key={row.departmentId} row={row} />
      ))}
    </TeamTable>
  );
}

/** One row of figures: whose (a member, the pool, a department), then each column's total. */
function FiguresRow({ row }: { row: { name: string } & TeamInsights['totals'] }) {
  return (
    <tr role="row">
      <th
        scope="row"
        role="rowheader"
        className="px-4 py-3 text-start font-medium text-gray-900 max-sm:block max-sm:basis-full max-sm:py-1.5"
      >
        {row.name}
      </th>
      {COLUMNS.map((column) => (
        <td
          key={column.key}
          role="cell"
          className="px-4 py-3 text-end text-gray-700 tabular-nums max-sm:text-start"
        >
          <span aria-hidden="true" className="text-gray-600 sm:hidden">
            {column.label}{' '}
          </span>
          <span className="max-sm:font-semibold max-sm:text-gray-900">{row[column.key]}</span>
        </td>
      ))}
    </tr>
  );
}

export default TeamInsightsPage;
