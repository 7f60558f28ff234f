import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { buildPath, ROUTES } from '#shared/routes';
import { EmptyState } from '#web/components/ui/empty-state';
import { FormField } from '#web/components/ui/form-field';
import { QueryState } from '#web/components/ui/query-state';
import { useDebouncedValue } from '#web/hooks/use-debounced-value';
import { formatDate } from '#web/lib/format-date';
import { useAdminAccounts } from '../api/get-accounts';
import { AccountBadges } from '../components/account-badges';
import { AdminHeader } from '../components/admin-header';
import { LoadMore } from '../components/load-more';
import { TableRegion, td, th } from '../components/table-region';
import { fullName } from '../format';

const SEARCH_DELAY_MS = 300;
/** Columns a phone leaves out (the account cell says the same in a line of its own). */
const WIDE = 'hidden sm:table-cell';

/** /admin/accounts — search as you type (kept in ?q= so Back returns to the same list). */
export function AdminAccountsPage() {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) setParams(q ? { q } : {}, { replace: true });
  }, [q, params, setParams]);
  const accounts = useAdminAccounts(q);
  const items = accounts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <AdminHeader title={SCREENS.consoleAccounts} current="accounts" />
      <form role="search" className="mb-6 max-w-md" onSubmit={(event) => event.preventDefault()}>
        <FormField
          label={SCREENS.consoleSearchAccounts}
          type="search"
          placeholder={SCREENS.consoleSearchPlaceholder}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <QueryState query={accounts} />
      {accounts.isSuccess && items.length === 0 && (
        <EmptyState title={SCREENS.consoleNoAccounts} description={COPY.adminNoAccounts} />
      )}
      {items.length > 0 && (
        <TableRegion label={SCREENS.consoleAccounts}>
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className={th}>
                {SCREENS.consoleAccount}
              </th>
              <th scope="col" className={th}>
                {SCREENS.consoleStatus}
              </th>
              <th scope="col" className={`${th} ${WIDE}`}>
                {SCREENS.consoleSubscription}
              </th>
              <th scope="col" className={`${th} ${WIDE} text-end`}>
                {SCREENS.consoleCards}
              </th>
              <th scope="col" className={`${th} ${WIDE}`}>
                {SCREENS.consoleCreated}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {items.map((account) => (
              <tr key={account.id}>
                <td className={td}>
                  <Link
                    to={buildPath(ROUTES.adminAccount, { id: account.id })}
                    className="font-semibold text-brand-600 hover:text-brand-700"
                  >
                    {fullName(account)}
                  </Link>
                  <span className="block wrap-anywhere text-gray-500">{account.email}</span>
                  <span className="block text-xs text-gray-500 sm:hidden">
                    {SCREENS.consoleCardCount(account.cardCount)} ·{' '}
                    {account.subscriptionStatus ?? SCREENS.consoleNoSubscription}
                  </span>
                </td>
                <td className={td}>
                  <AccountBadges account={account} />
                </td>
                <td className={`${td} ${WIDE}`}>{account.subscriptionStatus ?? '—'}</td>
                <td className={`${td} ${WIDE} text-end tabular-nums`}>{account.cardCount}</td>
                <td className={`${td} ${WIDE} whitespace-nowrap`}>
                  {formatDate(account.createdAt, 'day')}
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      <LoadMore
        hasMore={accounts.hasNextPage}
        loading={accounts.isFetchingNextPage}
        onLoad={() => void accounts.fetchNextPage()}
      />
    </>
  );
}
