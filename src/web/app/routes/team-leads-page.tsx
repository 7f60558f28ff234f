import { useState } from 'react';
import { COPY } from '#shared/copy';
import { sourceLabel } from '#shared/insights/source-labels';
import { LEAD_STATUS_LABELS } from '#shared/schemas/leads';
import type { Team } from '#shared/schemas/teams';
import { EventFilter } from '#web/components/event-filter';
import { Button } from '#web/components/ui/button';
import { QueryState } from '#web/components/ui/query-state';
import { LeadFilters, useLeadFilters } from '#web/features/leads/components/lead-filters';
import { downloadTeamLeadsCsv, useTeamLeads } from '#web/features/teams/api/reports';
import { ReportDepartmentFilter } from '#web/features/teams/components/department-filter';
import { TeamArea } from '#web/features/teams/components/team-area';
import { ColumnHeading, TeamTable } from '#web/features/teams/components/team-table';
import { withFailureToast } from '#web/lib/failure-toast';
import { formatDate } from '#web/lib/format-date';

/**
 * /team/leads: every visitor message to a team card, newest first, searchable, by department
 * and by event, and the CSV (of the department and event chosen).
 */
export function TeamLeadsPage() {
  return <TeamArea>{(team) => <Leads team={team} />}</TeamArea>;
}

function Leads({ team }: { team: Team }) {
  const { filters, setFilters, q, status, filtered } = useLeadFilters();
  const [departmentId, setDepartmentId] = useState('');
  const [eventId, setEventId] = useState('');
  const leads = useTeamLeads(team.id, { q, status, departmentId, eventId });
  const download = () =>
    withFailureToast(() => downloadTeamLeadsCsv(team.id, team.slug, { departmentId, eventId }));
  const all = leads.data?.pages.flatMap((page) => page.leads) ?? [];
  return (
    <div className="max-w-5xl space-y-4">
      <Button variant="secondary" onClick={() => void download()}>
        {COPY.teamAuditDownloadCsv}
      </Button>
      <LeadFilters values={filters} onChange={setFilters} />
      <ReportDepartmentFilter team={team} value={departmentId} onChange={setDepartmentId} />
      <EventFilter value={eventId} onChange={setEventId} />
      {!leads.isSuccess ? (
        <QueryState query={leads} />
      ) : all.length === 0 ? (
        <p className="text-sm text-gray-600">
          {filtered || departmentId || eventId ? COPY.noMatchingLeads : COPY.noTeamLeadsYet}
        </p>
      ) : (
        <TeamTable
          caption={COPY.appLeads}
          listOnPhone
          columns={
            <>
              <ColumnHeading>{COPY.appVisitor}</ColumnHeading>
              <ColumnHeading>{COPY.appMessage}</ColumnHeading>
              <ColumnHeading>{COPY.appCard}</ColumnHeading>
              <ColumnHeading>{COPY.appMember}</ColumnHeading>
              <ColumnHeading>{COPY.appDepartment}</ColumnHeading>
              <ColumnHeading>{COPY.appReceived}</ColumnHeading>
            </>
          }
        >
          {all.map((lead) => (
            <tr key={lead.id} role="row" className="align-top">
              <td role="cell" className="px-4 py-3">
                <div className="font-medium text-gray-900">{lead.name}</div>
                {lead.company && <div className="text-gray-700">{lead.company}</div>}
                <div className="break-all text-gray-600">{lead.email}</div>
                <div className="text-gray-600">{lead.phone}</div>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-600">
                  <span className="rounded-md px-1.5 py-0.5 font-medium text-gray-700 ring-1 ring-gray-300 ring-inset">
                    {LEAD_STATUS_LABELS[lead.status]}
                  </span>
                  {lead.source && <span>{sourceLabel(lead.source)}</span>}
                </div>
              </td>
              <td role="cell" className="max-w-xs px-4 py-3 whitespace-pre-line text-gray-700">
                {lead.message}
              </td>
              <td role="cell" className="px-4 py-3 text-gray-700">
                {lead.cardName}
              </td>
              <td role="cell" className="px-4 py-3 text-gray-700">
                {lead.member?.name ?? ''}
              </td>
              <td role="cell" className="px-4 py-3 text-gray-700">
                {lead.department?.name ?? ''}
              </td>
              <td role="cell" className="px-4 py-3 whitespace-nowrap text-gray-700">
                {formatDate(lead.createdAt, 'dateTime')}
              </td>
            </tr>
          ))}
        </TeamTable>
      )}
      {leads.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void leads.fetchNextPage()}
          disabled={leads.isFetchingNextPage}
        >
          {leads.isFetchingNextPage ? COPY.appLoading : COPY.teamAuditLoadMore}
        </Button>
      )}
    </div>
  );
}

export default TeamLeadsPage;

/** /team/events, loaded with this page (router.tsx says why). */
export { TeamEventsPage } from '#web/features/teams/pages/team-events-page';
