import { COPY } from '#shared/copy';
import type { AdminAccountSummary } from '#shared/schemas/admin';
import { Badge } from './badge';

/** Role, set-up and suspension at a glance. */
export function AccountBadges({ account }: { account: AdminAccountSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      {account.role === 'admin' && <Badge tone="blue">{COPY.consoleAdmin}</Badge>}
      {account.verified ? (
        <Badge tone="green">{COPY.consoleVerified}</Badge>
      ) : (
        <Badge tone="yellow">{COPY.consoleInvited}</Badge>
      )}
      {account.suspendedAt && <Badge tone="red">{COPY.consoleSuspended}</Badge>}
    </span>
  );
}
