import { Link } from 'react-router';
import { SCREENS } from '#shared/copy/screens';
import { buildPath, ROUTES } from '#shared/routes';
import type { AdminOverview } from '#shared/schemas/admin';
import { QueryState } from '#web/components/ui/query-state';
import { APP_LOCALE } from '#web/lib/app-locale';
import { useAdminOverview } from '../api/get-overview';
import { AdminHeader } from '../components/admin-header';
import { UnassignedCards } from '../components/unassigned-cards';
import { formatAge, formatDollars } from '../format';

interface Tile {
  label: string;
  value: string;
  to?: string;
}

function tiles(o: AdminOverview): Tile[] {
  const count = (n: number) => n.toLocaleString(APP_LOCALE);
  return [
    { label: SCREENS.consoleAccounts, value: count(o.accounts.total), to: ROUTES.adminAccounts },
    { label: SCREENS.consoleVerifiedAccounts, value: count(o.accounts.verified) },
    { label: SCREENS.consoleSuspendedAccounts, value: count(o.accounts.suspended) },
    { label: SCREENS.consoleCards, value: count(o.cards) },
    {
      label: SCREENS.consoleCardsWithoutAnOwner,
      value: count(o.unassignedCards),
      to: '#unassigned-cards',
    },
    { label: SCREENS.consoleActiveSubscriptions, value: count(o.activeSubscriptions) },
    {
      label: SCREENS.consoleMonthlyRecurringRevenue,
      value: formatDollars(o.monthlyRecurringRevenueCents),
    },
    { label: SCREENS.consoleMessagesLast7Days, value: count(o.messagesLast7Days) },
    {
      label: SCREENS.consoleMailPending,
      value: count(o.mailQueue.pending),
      to: buildPath(ROUTES.adminMail, { status: 'pending' }),
    },
    {
      label: SCREENS.consoleMailFailed,
      value: count(o.mailQueue.failed),
      to: buildPath(ROUTES.adminMail, { status: 'failed' }),
    },
    {
      label: SCREENS.consoleOldestPendingMail,
      value: formatAge(o.mailQueue.oldestPendingAgeSeconds),
    },
  ];
}

/** /admin — the figures an operator checks first. */
export function AdminOverviewPage() {
  const overview = useAdminOverview();
  return (
    <>
      <AdminHeader title={SCREENS.consoleOverview} current="overview" />
      <QueryState query={overview} />
      {overview.data && (
        <dl
          aria-label={SCREENS.consoleFigures}
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
        >
          {tiles(overview.data).map((tile) => (
            <div
              key={tile.label}
              className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-900/5"
            >
              <dt className="text-sm font-medium text-gray-500">{tile.label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">
                {tile.to ? (
                  <Link to={tile.to} className="hover:text-brand-700">
                    {tile.value}
                  </Link>
                ) : (
                  tile.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div id="unassigned-cards" className="mt-8">
        <UnassignedCards />
      </div>
    </>
  );
}
