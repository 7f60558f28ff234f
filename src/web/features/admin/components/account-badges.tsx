import type { AdminAccountSummary } from '#shared/schemas/admin';
import { Badge } from './badge';

/** Role, set-up and suspension at a glance. */
export function AccountBadges({ account }: { account: AdminAccountSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      {account.role === 'admin' && <Badge tone="blue">Admin</Badge>}
      {account.verified ? (
        <Badge tone="green">Verified</Badge>
      ) : (
        <Badge tone="yellow">Invited</Badge>
      )}
      {account.suspendedAt && <Badge tone="red">Suspended</Badge>}
    </span>
  );
}
