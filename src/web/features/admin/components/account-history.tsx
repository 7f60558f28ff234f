import type { AdminAccountDetail } from '#shared/schemas/admin';
import { Panel } from '#web/components/ui/panel';
import { formatDate } from '#web/lib/format-date';
import { MailTable } from './mail-table';
import { TableRegion, td, th } from './table-region';

const none = <p className="text-sm text-gray-500">None.</p>;

/** The account's subscriptions (newest first), its last mails and its shop orders. */
export function AccountHistory({ detail }: { detail: AdminAccountDetail }) {
  return (
    <>
      <Panel title="Subscriptions">
        {detail.subscriptions.length === 0 ? (
          none
        ) : (
          <TableRegion label="Subscriptions">
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Started
                </th>
                <th scope="col" className={th}>
                  Period ends
                </th>
                <th scope="col" className={th}>
                  Cancels
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
      <Panel title="Recent mail">
        {detail.mails.length === 0 ? none : <MailTable label="Recent mail" mails={detail.mails} />}
      </Panel>
      <Panel title="Shop orders">
        {detail.orders.length === 0 ? (
          none
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {detail.orders.map((order) => (
              <li key={order.orderId} className="py-2">
                <span className="font-medium text-gray-900">Order {order.orderId}</span>
                <span className="block text-gray-500">
                  {formatDate(order.processedAt, 'dateTime')} · cards{' '}
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
