import { SCREENS } from '#shared/copy/screens';
import type { AdminMail } from '#shared/schemas/admin';
import { formatDate } from '#web/lib/format-date';
import { Badge, type BadgeTone } from './badge';
import { RetryMailButton } from './retry-mail-button';
import { TableRegion, td, th } from './table-region';

/** Columns a phone leaves out (the mail's cell says the same in a line of its own). */
const WIDE = 'hidden sm:table-cell';

const STATUS_TONES: Record<AdminMail['status'], BadgeTone> = {
  sent: 'green',
  pending: 'yellow',
  failed: 'red',
};

/** Mails with their delivery state; the queue's screen adds 'Retry' to each. */
export function MailTable({
  label,
  mails,
  retry = false,
}: {
  label: string;
  mails: AdminMail[];
  retry?: boolean;
}) {
  return (
    <TableRegion label={label}>
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className={th}>
            {SCREENS.consoleMail}
          </th>
          <th scope="col" className={th}>
            {SCREENS.consoleStatus}
          </th>
          <th scope="col" className={`${th} ${WIDE} text-end`}>
            {SCREENS.consoleAttempts}
          </th>
          <th scope="col" className={`${th} ${WIDE}`}>
            {SCREENS.consoleQueued}
          </th>
          <th scope="col" className={`${th} ${WIDE}`}>
            {retry ? SCREENS.consoleNextAttempt : SCREENS.consoleSent}
          </th>
          {retry && (
            <th scope="col" className={th}>
              <span className="sr-only">{SCREENS.consoleActions}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {mails.map((mail) => (
          <tr key={mail.id}>
            <td className={`${td} min-w-40`}>
              <span className="block font-medium text-gray-900">{mail.subject}</span>
              <span className="block wrap-anywhere text-gray-500">{mail.toAddress}</span>
              <span className="block text-xs text-gray-500 sm:hidden">
                {SCREENS.consoleQueued} {formatDate(mail.createdAt, 'dateTime')} ·{' '}
                {SCREENS.consoleAttemptCount(mail.attempts)}
                <span className="block">
                  {retry ? SCREENS.consoleNextAttempt : SCREENS.consoleSent}{' '}
                  {formatDate(retry ? mail.nextAttemptAt : mail.sentAt, 'dateTime')}
                </span>
              </span>
              {mail.lastError && (
                <span className="mt-1 block text-xs wrap-break-word text-red-700">
                  {mail.lastError}
                </span>
              )}
            </td>
            <td className={td}>
              <Badge tone={STATUS_TONES[mail.status]}>{mail.status}</Badge>
            </td>
            <td className={`${td} ${WIDE} text-end tabular-nums`}>{mail.attempts}</td>
            <td className={`${td} ${WIDE} whitespace-nowrap`}>
              {formatDate(mail.createdAt, 'dateTime')}
            </td>
            <td className={`${td} ${WIDE} whitespace-nowrap`}>
              {formatDate(retry ? mail.nextAttemptAt : mail.sentAt, 'dateTime')}
            </td>
            {retry && (
              <td className={td}>
                <RetryMailButton mail={mail} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
