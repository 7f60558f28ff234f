import { deletedTeamLeadsMessage, COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { Button } from '#web/components/ui/button';
import { Panel } from '#web/components/ui/panel';
import { withFailureToast } from '#web/lib/failure-toast';
import { formatDate } from '#web/lib/format-date';
import { useDeletedTeams } from '../api/current-team';
import { downloadTeamLeadsCsv } from '../api/reports';

/** For an owner whose team is deleted: its leads, while they are kept. Nothing otherwise. */
export function DeletedTeamLeads() {
  const deleted = useDeletedTeams();
  if (!deleted.data?.length) return null;
  return (
    <div className="mt-6 max-w-xl">
      <Panel title={SCREENS.teamLeadsOfADeletedTeam}>
        <p className="text-sm text-gray-600">{COPY.deletedTeamLeadsHint}</p>
        <ul className="mt-4 space-y-3">
          {deleted.data.map((team) => (
            <li key={team.id}>
              <Button
                variant="secondary"
                onClick={() =>
                  void withFailureToast(() => downloadTeamLeadsCsv(team.id, team.slug))
                }
              >
                {deletedTeamLeadsMessage(team.name, formatDate(team.leadsAvailableUntil, 'day'))}
              </Button>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
