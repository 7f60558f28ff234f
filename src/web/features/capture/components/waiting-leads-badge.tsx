import { leadsWaitingMessage } from '#shared/copy/capture';
import { useCurrentUser } from '#web/lib/current-user';
import { useQueuedLeads } from '../use-capture-queue';

/** The menu's count beside 'Capture' while leads wait on this device to upload (none: nothing). */
export function WaitingLeadsBadge({ userId }: { userId: string | undefined }) {
  const count = useQueuedLeads(userId)?.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span className="sr-only">({leadsWaitingMessage(count)})</span>
      <span
        aria-hidden="true"
        className="ms-auto min-w-6 rounded-full bg-amber-500 px-2 text-center text-xs leading-6 font-semibold text-gray-900"
      >
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
}

/** On a phone's menu button: a dot while leads wait, as the menu's badge says behind it. */
export function WaitingLeadsDot() {
  const { data: user } = useCurrentUser();
  const count = useQueuedLeads(user?.id)?.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span className="sr-only">({leadsWaitingMessage(count)})</span>
      <span
        aria-hidden="true"
        className="absolute top-1.5 end-1.5 size-2.5 rounded-full bg-amber-500 ring-2 ring-white"
      />
    </>
  );
}
