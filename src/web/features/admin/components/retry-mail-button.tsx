import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { AdminMail } from '#shared/schemas/admin';
import { notify } from '#web/lib/toasts';
import { useRetryMail } from '../api/retry-mail';
import { ActionButton } from './action-button';
import { optionalReason } from './action-dialog';

export function RetryMailButton({ mail }: { mail: AdminMail }) {
  const retry = useRetryMail(mail.id);
  return (
    <ActionButton
      label={SCREENS.consoleRetry}
      title={SCREENS.consoleRetryTitle(mail.subject, mail.toAddress)}
      question={COPY.adminRetryMailQuestion}
      confirmLabel={SCREENS.consoleRetryNow}
      run={async (input) => {
        await retry.mutateAsync(optionalReason(input));
        notify.success(COPY.adminMailRetried);
      }}
    />
  );
}
