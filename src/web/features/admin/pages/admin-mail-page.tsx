import { Link, useSearchParams } from 'react-router';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { buildPath, ROUTES } from '#shared/routes';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryState } from '#web/components/ui/query-state';
import { useAdminMail, type MailStatus } from '../api/get-mail';
import { AdminHeader } from '../components/admin-header';
import { LoadMore } from '../components/load-more';
import { MailTable } from '../components/mail-table';

const STATUSES: { status: MailStatus; name: string }[] = [
  { status: 'failed', name: SCREENS.consoleFailed },
  { status: 'pending', name: SCREENS.consolePending },
];

/** /admin/mail?status=failed|pending — the queue's stuck mail, each with 'Retry'. */
export function AdminMailPage() {
  const [params] = useSearchParams();
  const status: MailStatus = params.get('status') === 'pending' ? 'pending' : 'failed';
  const mail = useAdminMail(status);
  const items = mail.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <AdminHeader title={SCREENS.consoleMail} current="mail" />
      <nav aria-label={SCREENS.consoleMailStatus} className="mb-4">
        <ul className="inline-flex rounded-md bg-gray-100 p-1">
          {STATUSES.map((s) => (
            <li key={s.status}>
              <Link
                to={buildPath(ROUTES.adminMail, { status: s.status })}
                aria-current={s.status === status ? 'page' : undefined}
                className={`block rounded px-4 py-1.5 text-sm font-semibold ${
                  s.status === status
                    ? 'bg-white text-gray-900 shadow-sm'
                    : 'text-gray-600 hover:text-gray-900'
                }`}
              >
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={mail} />
      {mail.isSuccess && items.length === 0 && (
        <EmptyState
          title={status === 'failed' ? SCREENS.consoleNoFailedMail : SCREENS.consoleNoPendingMail}
          description={status === 'failed' ? COPY.adminNoFailedMail : COPY.adminNoPendingMail}
        />
      )}
      {items.length > 0 && (
        <MailTable
          label={status === 'failed' ? SCREENS.consoleFailedMail : SCREENS.consolePendingMail}
          mails={items}
          retry
        />
      )}
      <LoadMore
        hasMore={mail.hasNextPage}
        loading={mail.isFetchingNextPage}
        onLoad={() => void mail.fetchNextPage()}
      />
    </>
  );
}
