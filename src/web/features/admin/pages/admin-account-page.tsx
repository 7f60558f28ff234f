import { Link, useParams } from 'react-router';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { buildPath, ROUTES } from '#shared/routes';
import { Alert } from '#web/components/ui/alert';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { ApiError } from '#web/lib/api-client';
import { formatDate } from '#web/lib/format-date';
import { useAdminAccount } from '../api/get-account';
import { AccountActions } from '../components/account-actions';
import { AccountBadges } from '../components/account-badges';
import { AccountHistory } from '../components/account-history';
import { AccountTeams } from '../components/account-teams';
import { AdminHeader } from '../components/admin-header';
import { CardRow } from '../components/card-row';
import { Facts } from '../components/facts';
import { fullName } from '../format';

/** /admin/accounts/:id — one account, everything about it, and the actions on it. */
export function AdminAccountPage() {
  const id = useParams().id ?? '';
  const detail = useAdminAccount(id);
  if (!detail.isSuccess) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <QueryState
        query={detail}
        error={notFound ? COPY.accountNotFound : COPY.unexpectedLoadError}
      />
    );
  }
  const { account, cards } = detail.data;
  const active = account.subscriptionStatus === 'active';
  return (
    <>
      <AdminHeader
        title={fullName(account)}
        current="accounts"
        crumbs={[{ label: SCREENS.consoleAccounts, to: ROUTES.adminAccounts }]}
        actions={<AccountActions account={account} />}
      />
      <div className="grid max-w-5xl grid-cols-1 gap-6">
        {account.suspendedAt && (
          <Alert tone="error">
            {SCREENS.consoleSuspendedSince} {formatDate(account.suspendedAt, 'dateTime')}
            {account.suspendedReason ? `: ${account.suspendedReason}` : ''}
          </Alert>
        )}
        <Panel
          title={SCREENS.consoleProfile}
          actions={
            <Link
              to={buildPath(ROUTES.adminAudit, { target: account.id })}
              className="text-sm font-semibold text-brand-600 hover:text-brand-700"
            >
              {SCREENS.consoleAuditLogForThisAccount}
            </Link>
          }
        >
          <Facts
            items={[
              [SCREENS.consoleEmail, account.email],
              [
                SCREENS.consoleName,
                [account.firstName, account.lastName].filter(Boolean).join(' ') || '—',
              ],
              [
                SCREENS.consoleRole,
                account.role === 'admin' ? SCREENS.consoleAdmin : SCREENS.consoleOwner,
              ],
              [SCREENS.consoleStatus, <AccountBadges key="status" account={account} />],
              [
                SCREENS.consoleVerified,
                account.verified ? SCREENS.consoleYes : SCREENS.consoleNotVerifiedYet,
              ],
              [SCREENS.consoleSubscription, account.subscriptionStatus ?? '—'],
              [SCREENS.consoleStripeCustomer, account.stripeCustomerId ?? '—'],
              [SCREENS.consoleCreated, formatDate(account.createdAt, 'dateTime')],
              [SCREENS.consoleUpdated, formatDate(account.updatedAt, 'dateTime')],
              [
                SCREENS.consoleAccountId,
                <span key="id" className="font-mono text-xs">
                  {account.id}
                </span>,
              ],
            ]}
          />
        </Panel>
        <Panel title={SCREENS.consoleCardsCount(cards.length)}>
          {cards.length === 0 ? (
            <p className="text-sm text-gray-500">{SCREENS.consoleEmptySection}</p>
          ) : (
            <ul aria-label={SCREENS.consoleCards} className="-my-4 divide-y divide-gray-100">
              {cards.map((card) => (
                <CardRow key={card.id} card={card} active={active} />
              ))}
            </ul>
          )}
        </Panel>
        <AccountTeams teams={detail.data.teams} />
        <AccountHistory detail={detail.data} />
      </div>
    </>
  );
}
