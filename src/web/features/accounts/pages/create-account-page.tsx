import { useParams } from 'react-router';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { ROUTES } from '#shared/routes';
import { CenteredCardLayout } from '#web/components/centered-card-layout';
import { appConfig } from '#web/lib/app-config';
import { useVerifyAccount } from '../api/verify-account';
import { CreateAccountForm } from '../components/create-account-form';

/** /create-account/:token: four states (docs/product.md#account-lifecycle, steps 3 and 4). */
export function CreateAccountPage() {
  const { token = '' } = useParams();
  const verification = useVerifyAccount(token);

  if (verification.isPending) {
    return <CenteredCardLayout title="Verifying your account..." />;
  }
  if (verification.isError) {
    return (
      <CenteredCardLayout
        title="Unable To Verify Your Account"
        subtitle={
          <>
            <p>{MESSAGES.verificationLinkMayBeInvalid}</p>
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
    );
  }
  if (verification.data.isRegistered) {
    return (
      <CenteredCardLayout
        title="Your Account Is Already Verified"
        subtitle={
          <Link to={ROUTES.login} className="font-semibold text-brand-600 hover:text-brand-700">
            Log in to your account
          </Link>
        }
      />
    );
  }
  return (
    <CenteredCardLayout
      title="Create Your Account"
      subtitle="Complete your account setup to get started"
    >
      <CreateAccountForm token={token} invitation={verification.data} />
    </CenteredCardLayout>
  );
}

export default CreateAccountPage;
