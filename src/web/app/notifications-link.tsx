import { Link } from 'react-router';
import { notificationsLabel } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { BellIcon } from '../components/ui/icons';
import { useUnreadLeads } from '../lib/unread-leads';
import { useUnseenDecisions } from '../lib/unseen-decisions';

/**
 * The bell: how many visitor messages are unread and how many decisions on the account's change
 * requests are unseen, and the way to them: the change requests while a decision waits, else
 * the Messages page.
 */
export function NotificationsLink() {
  const unread = useUnreadLeads().data?.count ?? 0;
  const decided = useUnseenDecisions().data?.count ?? 0;
  const total = unread + decided;
  return (
    <Link
      to={decided > 0 ? ROUTES.teamChangeRequests : ROUTES.messages}
      className="relative -m-2.5 p-2.5 text-gray-400 hover:text-gray-500"
      aria-label={notificationsLabel(unread, decided)}
    >
      <BellIcon className="h-6 w-6" />
      {total > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 end-0.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {total > 99 ? '99+' : total}
        </span>
      )}
    </Link>
  );
}
