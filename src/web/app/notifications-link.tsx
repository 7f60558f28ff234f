import { Link } from 'react-router';
import { unreadMessagesLabel } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { BellIcon } from '../components/ui/icons';
import { useUnreadLeads } from '../lib/unread-leads';

/** The bell: how many visitor messages are unread, and the way to them (the Messages page). */
export function NotificationsLink() {
  const unread = useUnreadLeads().data?.count ?? 0;
  return (
    <Link
      to={ROUTES.messages}
      className="relative -m-2.5 p-2.5 text-gray-400 hover:text-gray-500"
      aria-label={unreadMessagesLabel(unread)}
    >
      <BellIcon className="h-6 w-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
