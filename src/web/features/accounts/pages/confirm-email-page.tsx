import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { CenteredCardLayout } from '#web/components/centered-card-layout';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ApiError } from '#web/lib/api-client';
import { sentenceWith } from '#web/lib/sentence-with';
import { clearSession } from '#web/lib/session';
import { useConfirmEmail } from '../api/confirm-email';

const loginLink = (
  <Link to={ROUTES.login} className="font-semibold text-brand-600 hover:text-brand-700">
    {COPY.acctLogIn}
  </Link>
);

/**
 * /confirm-email/:token — the link mailed to a new address. The change waits for a click, so
 * a mail scanner that opens links does not spend it. Every session ends on the server, so this
 * browser forgets its tokens too.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const mutation = useConfirmEmail();

  if (mutation.isSuccess) {
    return (
      <CenteredCardLayout
        title={COPY.acctYourEmailAddressIsChanged}
        subtitle={<p>{sentenceWith(COPY.acctAccountNowUses, mutation.data.email, loginLink)}</p>}
      />
    );
  }
  const rejection =
    mutation.error instanceof ApiError &&
    mutation.error.status >= 400 &&
    mutation.error.status < 500
      ? mutation.error.message
      : mutation.error
        ? COPY.somethingNotWorking
        : null;
  return (
    <CenteredCardLayout
      title={COPY.acctConfirmYourNewEmailAddress}
      subtitle={COPY.acctYourAccountWillUseThisAddress}
    >
      <div className="space-y-5">
        {rejection && <Alert tone="error">{rejection}</Alert>}
        <Button
          className="w-full"
          disabled={mutation.isPending || !token}
          onClick={() => mutation.mutate(token, { onSuccess: () => clearSession(queryClient) })}
        >
          {mutation.isPending ? COPY.acctConfirming : COPY.acctConfirmEmailAddress}
        </Button>
      </div>
    </CenteredCardLayout>
  );
}

export default ConfirmEmailPage;
