import { Link, useParams } from 'react-router';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { buildPath, ROUTES } from '#shared/routes';
import type { AdminTeamDetail } from '#shared/schemas/admin';
import { TEAM_MEMBER_STATUS_LABELS, TEAM_ROLE_LABELS } from '#shared/schemas/teams';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { ApiError } from '#web/lib/api-client';
import { formatDate } from '#web/lib/format-date';
import { useAdminTeam } from '../api/get-team';
import { AdminHeader } from '../components/admin-header';
import { Facts } from '../components/facts';
import { TableRegion, td, th } from '../components/table-region';

/** /admin/teams/:id: a team's members, its cards with their holders, and its seats
 * (docs/product.md#operator-console).
 */
export function AdminTeamPage() {
  const id = useParams().id ?? '';
  const detail = useAdminTeam(id);
  if (!detail.isSuccess) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <QueryState query={detail} error={notFound ? COPY.teamNotFound : COPY.unexpectedLoadError} />
    );
  }
  const { team, subscription, billableSeats, members, cards } = detail.data;
  return (
    <>
      <AdminHeader
        title={team.name}
        current="accounts"
        crumbs={[{ label: SCREENS.consoleAccounts, to: ROUTES.adminAccounts }]}
      />
      <div className="grid max-w-5xl grid-cols-1 gap-6">
        <Panel title={SCREENS.consoleTeam}>
          <Facts
            items={[
              [SCREENS.consoleSlug, team.slug],
              [SCREENS.consoleCreated, formatDate(team.createdAt, 'dateTime')],
              [
                SCREENS.consoleDeleted,
                team.deletedAt ? formatDate(team.deletedAt, 'dateTime') : SCREENS.consoleNo,
              ],
              [SCREENS.consoleLockedFields, team.lockedFields.join(', ') || SCREENS.consoleNone],
              [SCREENS.consoleSubscription, subscriptionLine(subscription)],
              [SCREENS.consoleSeatsToBillNow, String(billableSeats)],
              [SCREENS.consoleStripeCustomer, team.stripeCustomerId ?? '—'],
              [
                SCREENS.consoleTeamId,
                <span key="id" className="font-mono text-xs">
                  {team.id}
                </span>,
              ],
            ]}
          />
        </Panel>
        <Panel title={SCREENS.consoleMembersCount(members.length)}>
          <TableRegion label={SCREENS.consoleMembers}>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={th}>
                  {SCREENS.consolePerson}
                </th>
                <th scope="col" className={th}>
                  {SCREENS.consoleRole}
                </th>
                <th scope="col" className={th}>
                  {SCREENS.consoleStatus}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {members.map((member) => (
                <tr key={member.id}>
                  <td className={td}>
                    {member.userId ? (
                      <Link
                        to={buildPath(ROUTES.adminAccount, { id: member.userId })}
                        className="font-medium text-brand-700 hover:underline"
                      >
                        {member.name}
                      </Link>
                    ) : (
                      <span className="font-medium text-gray-900">{member.name}</span>
                    )}
                    <div className="break-all text-gray-600">{member.email}</div>
                  </td>
                  <td className={td}>{TEAM_ROLE_LABELS[member.role]}</td>
                  <td className={td}>{TEAM_MEMBER_STATUS_LABELS[member.status]}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        </Panel>
        <Panel title={SCREENS.consoleCardsCount(cards.length)}>
          {cards.length === 0 ? (
            <p className="text-sm text-gray-500">{SCREENS.consoleEmptySection}</p>
          ) : (
            <TableRegion label={SCREENS.consoleTeamCards}>
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className={th}>
                    {SCREENS.consoleCard}
                  </th>
                  <th scope="col" className={th}>
                    {SCREENS.consoleHeldBy}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {cards.map((card) => (
                  <tr key={card.id}>
                    <td className={td}>
                      <div className="font-medium text-gray-900">{card.name}</div>
                      <div className="font-mono text-xs text-gray-600">/c/{card.code}</div>
                    </td>
                    <td className={td}>{card.holder?.name ?? SCREENS.consoleInThePool}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          )}
        </Panel>
      </div>
    </>
  );
}

function subscriptionLine(subscription: AdminTeamDetail['subscription']): string {
  if (!subscription) return SCREENS.consoleNone;
  const until = subscription.cancelAt ?? subscription.currentPeriodEnd;
  if (!until) return SCREENS.consoleTeamSubscription(subscription.status, subscription.seats);
  return SCREENS.consoleTeamSubscriptionUntil(
    subscription.status,
    subscription.seats,
    subscription.cancelAt !== null,
    formatDate(until, 'day'),
  );
}

export default AdminTeamPage;
