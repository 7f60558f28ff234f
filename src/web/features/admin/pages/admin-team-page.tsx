import { Link, useParams } from 'react-router';
import { COPY } from '#shared/copy';
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
        crumbs={[{ label: 'Accounts', to: ROUTES.adminAccounts }]}
      />
      <div className="grid max-w-5xl grid-cols-1 gap-6">
        <Panel title="Team">
          <Facts
            items={[
              ['Slug', team.slug],
              ['Created', formatDate(team.createdAt, 'dateTime')],
              ['Deleted', team.deletedAt ? formatDate(team.deletedAt, 'dateTime') : 'No'],
              ['Locked fields', team.lockedFields.join(', ') || 'None'],
              ['Subscription', subscriptionLine(subscription)],
              ['Seats to bill now', String(billableSeats)],
              ['Stripe customer', team.stripeCustomerId ?? '—'],
              [
                'Team id',
                <span key="id" className="font-mono text-xs">
                  {team.id}
                </span>,
              ],
            ]}
          />
        </Panel>
        <Panel title={`Members (${members.length})`}>
          <TableRegion label="Members">
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={th}>
                  Person
                </th>
                <th scope="col" className={th}>
                  Role
                </th>
                <th scope="col" className={th}>
                  Status
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
        <Panel title={`Cards (${cards.length})`}>
          {cards.length === 0 ? (
            <p className="text-sm text-gray-500">None.</p>
          ) : (
            <TableRegion label="Team cards">
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className={th}>
                    Card
                  </th>
                  <th scope="col" className={th}>
                    Held by
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
                    <td className={td}>{card.holder?.name ?? 'In the pool'}</td>
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
  if (!subscription) return 'None';
  const until = subscription.cancelAt ?? subscription.currentPeriodEnd;
  const when = until
    ? `, ${subscription.cancelAt ? 'ends' : 'renews'} ${formatDate(until, 'day')}`
    : '';
  return `${subscription.status}, ${subscription.seats} seats${when}`;
}

export default AdminTeamPage;
