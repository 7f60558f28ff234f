import { SCREENS } from '#shared/copy/screens';
import type { AdminAccountDetail } from '#shared/schemas/admin';
import { Panel } from '#web/components/ui/panel';
import { formatDate } from '#web/lib/format-date';
import { MailTable } from './mail-table';
import { TableRegion, td, th } from './table-region';

const none = <p className="text-sm text-gray-500">{SCREENS.consoleEmptySection}</p>;

/** The account's subscriptions (newest first), its last mails and its shop orders. */
export function AccountHistory({ detail }: { detail: AdminAccountDetail }) {
  return (
    <>
      <Panel title={SCREENS.consoleSubscriptions}>
        {detail.subscriptions.length === 0 ? (
          none
        ) : (
          <TableRegion label={SCREENS.consoleSubscriptions}>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={th}>
                  {SCREENS.consoleStatus}
                </th>
                <th scope="col" className={th}>
                  {SCREENS.consoleStarted}
                </th>
                <th scope="col" className={th}>
                  {SCREENS.consolePeriodEnds}
                </th>
                <th scope="col" className={th}>
                  {SCREENS.consoleCancels}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {detail.subscriptions.map((s) => (
                <tr key={s.id}>
                  <td className={td}>{s.status}</td>
                  <td className={td}>{formatDate(s.createdAt, 'day')}</td>
                  <td className={td}>{formatDate(s.currentPeriodEnd, 'day')}</td>
                  <td className={td}>{formatDate(s.cancelAt, 'day')}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
      </Panel>
      <Panel title={SCREENS.consoleRecentMail}>
        {detail.mails.length === 0 ? (
          none
        ) : (
          <MailTable label={SCREENS.consoleRecentMail} mails={detail.mails} />
        )}
      </Panel>
      <Panel title={SCREENS.consoleShopOrders}>
        {detail.orders.length === 0 ? (
          none
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {detail.orders.map((order) => (
              <li key={order.orderId} className="py-2">
                <span className="font-medium text-gray-900">
                  {SCREENS.consoleOrder} {order.orderId}
                </span>
                <span className="block text-gray-500">
                  {formatDate(order.processedAt, 'dateTime')} · {SCREENS.consoleOrderCards}{' '}
                  {order.cardIds.join(', ') || '—'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
