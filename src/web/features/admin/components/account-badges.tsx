import { SCREENS } from '#shared/copy/screens';
import type { AdminAccountSummary } from '#shared/schemas/admin';
import { Badge } from './badge';

/** Role, set-up and suspension at a glance. */
export function AccountBadges({ account }: { account: AdminAccountSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      {account.role === 'admin' && <Badge tone="blue">{SCREENS.consoleAdmin}</Badge>}
      {account.verified ? (
        <Badge tone="green">{SCREENS.consoleVerified}</Badge>
      ) : (
        <Badge tone="yellow">{SCREENS.consoleInvited}</Badge>
      )}
      {account.suspendedAt && <Badge tone="red">{SCREENS.consoleSuspended}</Badge>}
    </span>
  );
}
