import { useParams } from 'react-router';
import { Link } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { CenteredCardLayout } from '#web/components/centered-card-layout';
import { Button } from '#web/components/ui/button';
import { QueryState } from '#web/components/ui/query-state';
import { appConfig } from '#web/lib/app-config';
import { errorMessage } from '#web/lib/toasts';
import { useResendInvitation } from '../api/resend-invitation';
import { useVerifyAccount } from '../api/verify-account';
import { CreateAccountForm } from '../components/create-account-form';

/**
 * An invitation that no longer works (expired, or replaced by a newer one) can be sent again, to
 * the address it went to (docs/product.md#account-lifecycle). The answer never says whether the
 * link was an invitation.
 */
function NewLinkRequest({ token }: { token: string }) {
  const resend = useResendInvitation(token);
  if (resend.isSuccess) {
    return (
      <p role="status" className="mt-4 font-medium text-gray-900">
        {COPY.newInvitationOnItsWay}
      </p>
    );
  }
  return (
    <div className="mt-4">
      <Button onClick={() => resend.mutate()} aria-disabled={resend.isPending || undefined}>
        {resend.isPending ? COPY.acctSending : COPY.acctSendMeANewLink}
      </Button>
      {resend.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {errorMessage(resend.error)}
        </p>
      )}
    </div>
  );
}

/** /create-account/:token: four states (docs/product.md#account-lifecycle, steps 3 and 4). */
export function CreateAccountPage() {
  const { token = '' } = useParams();
  const verification = useVerifyAccount(token);

  if (!verification.isSuccess) {
    return (
      <QueryState
        query={verification}
        loading={<CenteredCardLayout title={COPY.acctVerifyingYourAccount} />}
        failed={() => (
          <CenteredCardLayout
            title={COPY.acctUnableToVerifyYourAccount}
            subtitle={
              <>
                <p>{COPY.verificationLinkMayBeInvalid}</p>
                <NewLinkRequest token={token} />
                <p className="mt-4">
                  <a
                    href={`mailto:${appConfig.supportEmail}`}
                    className="font-semibold text-brand-600 hover:text-brand-700"
                  >
                    {appConfig.supportEmail}
                  </a>
                </p>
              </>
            }
          />
        )}
      />
    );
  }
  if (verification.data.isRegistered) {
    return (
      <CenteredCardLayout
        title={COPY.acctYourAccountIsAlreadyVerified}
        subtitle={
          <Link to={ROUTES.login} className="font-semibold text-brand-600 hover:text-brand-700">
            {COPY.acctLogInToYourAccount}
          </Link>
        }
      />
    );
  }
  return (
    <CenteredCardLayout
      title={COPY.acctCreateYourAccount}
      subtitle={COPY.acctCompleteYourAccountSetupToGet}
    >
      <CreateAccountForm token={token} invitation={verification.data} />
    </CenteredCardLayout>
  );
}

export default CreateAccountPage;
