import { Link } from 'react-router';
import { SCREENS } from '#shared/copy/screens';
import { buildPath, ROUTES } from '#shared/routes';
import type { AdminAccountDetail } from '#shared/schemas/admin';
import { TEAM_MEMBER_STATUS_LABELS, TEAM_ROLE_LABELS } from '#shared/schemas/teams';
import { Panel } from '#web/components/ui/panel';
import { formatDate } from '#web/lib/format-date';
import { Facts } from './facts';

/**
 * The account's teams (docs/product.md#operator-console): its place in each, and each team's
 * size.
 */
export function AccountTeams({ teams }: { teams: AdminAccountDetail['teams'] }) {
  if (teams.length === 0) return null;
  return (
    <Panel title={SCREENS.consoleTeams}>
      <div className="space-y-6">
        {teams.map((team) => (
          <div key={team.teamId}>
            <h3 className="mb-2 text-sm font-semibold text-gray-900">
              <Link
                to={buildPath(ROUTES.adminTeam, { id: team.teamId })}
                className="text-brand-700 hover:underline"
              >
                {team.name}
              </Link>
            </h3>
            <Facts
              items={[
                [
                  SCREENS.consolePlace,
                  SCREENS.consoleTeamPlace(
                    TEAM_ROLE_LABELS[team.role],
                    TEAM_MEMBER_STATUS_LABELS[team.status].toLowerCase(),
                  ),
                ],
                [
                  SCREENS.consoleMembers,
                  SCREENS.consoleTeamMembersCount(team.activeMembers, team.invitations),
                ],
                [SCREENS.consoleCards, SCREENS.consoleTeamCardsCount(team.cards, team.pooledCards)],
                [SCREENS.consoleLockedFields, String(team.lockedFields)],
                [
                  SCREENS.consoleDeleted,
                  team.deletedAt ? formatDate(team.deletedAt, 'dateTime') : SCREENS.consoleNo,
                ],
                [
                  SCREENS.consoleTeamId,
                  <span key="id" className="font-mono text-xs">
                    {team.teamId}
                  </span>,
                ],
              ]}
            />
          </div>
        ))}
      </div>
    </Panel>
  );
}
