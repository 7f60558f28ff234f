import { removedFromTeamMessage } from '#shared/copy';
import { Alert } from '#web/components/ui/alert';
import { useTeamRemoval } from '#web/lib/current-team';
import { formatDate } from '#web/lib/format-date';

/**
 * Home's and /team's word to an account a team's admin deactivated: which team, when, and where
 * its cards went (docs/product.md#teams). Asked only while the account is in no team.
 */
export function TeamRemovedNotice({ inNoTeam }: { inNoTeam: boolean }) {
  const removal = useTeamRemoval(inNoTeam);
  const removed = removal.data;
  if (!inNoTeam || !removed) return null;
  return (
    <div className="mb-6 max-w-3xl">
      <Alert tone="info">
        {removedFromTeamMessage(removed.teamName, formatDate(removed.at, 'day'))}
      </Alert>
    </div>
  );
}
