import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { AdminAccountDetail } from '#shared/schemas/admin';
import { notify } from '#web/lib/toasts';
import { useResendInvitation } from '../api/resend-invitation';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useSuspendAccount } from '../api/suspend-account';
import { useUnsuspendAccount } from '../api/unsuspend-account';
import { ActionButton } from './action-button';
import { optionalReason } from './action-dialog';

/**
 * What an admin can do to an account: suspend or unsuspend it, and mail the link its state
 * calls for (the invitation until it is set up, a password reset after).
 */
export function AccountActions({ account }: { account: AdminAccountDetail['account'] }) {
  const suspend = useSuspendAccount(account.id);
  const unsuspend = useUnsuspendAccount(account.id);
  const resend = useResendInvitation(account.id);
  const reset = useSendPasswordReset(account.id);
  return (
    <div className="flex flex-wrap gap-2">
      {account.verified ? (
        <ActionButton
          label={SCREENS.consoleSendPasswordReset}
          title={SCREENS.consoleSendPasswordResetTitle(account.email)}
          question={COPY.adminSendPasswordResetQuestion}
          confirmLabel={SCREENS.consoleSend}
          run={async (input) => {
            await reset.mutateAsync(optionalReason(input));
            notify.success(COPY.adminPasswordResetSent);
          }}
        />
      ) : (
        <ActionButton
          label={SCREENS.consoleResendInvitation}
          title={SCREENS.consoleResendInvitationTitle(account.email)}
          question={COPY.adminResendInvitationQuestion}
          confirmLabel={SCREENS.consoleSend}
          run={async (input) => {
            await resend.mutateAsync(optionalReason(input));
            notify.success(COPY.adminInvitationSent);
          }}
        />
      )}
      {account.suspendedAt ? (
        <ActionButton
          label={SCREENS.consoleUnsuspend}
          title={SCREENS.consoleUnsuspendTitle(account.email)}
          question={COPY.adminUnsuspendQuestion}
          confirmLabel={SCREENS.consoleUnsuspend}
          run={async (input) => {
            await unsuspend.mutateAsync(optionalReason(input));
            notify.success(COPY.adminAccountUnsuspended);
          }}
        />
      ) : (
        <ActionButton
          label={SCREENS.consoleSuspend}
          variant="danger"
          destructive
          reasonRequired
          title={SCREENS.consoleSuspendTitle(account.email)}
          question={COPY.adminSuspendQuestion}
          confirmLabel={SCREENS.consoleSuspend}
          run={async (input) => {
            await suspend.mutateAsync({ reason: input.reason ?? '' });
            notify.success(COPY.adminAccountSuspended);
          }}
        />
      )}
    </div>
  );
}
