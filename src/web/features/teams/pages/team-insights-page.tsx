import { useState } from 'react';
import type { Team, TeamInsights } from '#shared/schemas/teams';
import { QueryState } from '#web/components/query-state';
import { useTeamInsights } from '../api/reports';
import { TeamArea } from '../components/team-area';
import { ColumnHeading, TeamTable } from '../components/team-table';

const PERIODS = [7, 30, 90] as const;
const COLUMNS = [
  { key: 'views', label: 'Views' },
  { key: 'visitors', label: 'Visitors' },
  { key: 'saves', label: 'Contacts saved' },
  { key: 'clicks', label: 'Link clicks' },
  { key: 'messages', label: 'Messages' },
] as const;
type Column = (typeof COLUMNS)[number]['key'];

/** /team/insights: the team's totals and a row per member, sortable by any count. */
export function TeamInsightsPage() {
  return <TeamArea>{(team) => <Insights team={team} />}</TeamArea>;
}

function Insights({ team }: { team: Team }) {
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const insights = useTeamInsights(team.id, days);
  return (
    <div className="max-w-5xl space-y-6">
      <div>
        <label htmlFor="team-period" className="mr-2 text-sm font-medium text-gray-900">
          Period
        </label>
        <select
          id="team-period"
          value={days}
          onChange={(event) => setDays(Number(event.target.value) as (typeof PERIODS)[number])}
          className="rounded-md border-0 py-1.5 pr-8 pl-2 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500"
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>{`Last ${period} days`}</option>
          ))}
        </select>
      </div>
      {insights.isSuccess ? (
        <InsightsTable insights={insights.data} />
      ) : (
        <QueryState query={insights} />
      )}
    </div>
  );
}

function InsightsTable({ insights }: { insights: TeamInsights }) {
  const [sort, setSort] = useState<Column>('views');
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
        caption="Insights per member"
        columns={
          <>
            <ColumnHeading>Member</ColumnHeading>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort === column.key ? 'descending' : 'none'}
                className="px-4 py-3 text-right font-semibold"
              >
                <button
                  type="button"
                  onClick={() => setSort(column.key)}
                  className="hover:underline"
                >
                  {column.label}
                </button>
              </th>
            ))}
          </>
        }
      >
        {rows.map((row) => (
          <tr key={row.memberId ?? 'pool'}>
            <th scope="row" className="px-4 py-3 text-left font-medium text-gray-900">
              {row.name}
            </th>
            {COLUMNS.map((column) => (
              <td key={column.key} className="px-4 py-3 text-right text-gray-700 tabular-nums">
                {row[column.key]}
              </td>
            ))}
          </tr>
        ))}
      </TeamTable>
    </>
  );
}

export default TeamInsightsPage;
