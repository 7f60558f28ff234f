import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '#shared/routes';
import { CenteredCardLayout } from '#web/components/centered-card-layout';

/**
 * /create-account-notification?name=...&email=...: the notice of docs/product.md#account-lifecycle.
 */
export function VerifyNoticePage() {
  const [params] = useSearchParams();
  const name = params.get('name')?.trim();
  const email = params.get('email')?.trim();
  return (
    <CenteredCardLayout title="Please Help Us Verify Your Account">
      <div className="space-y-4 rounded-lg bg-white p-6 text-gray-700 shadow-sm ring-1 ring-gray-900/5">
        <p className="font-semibold text-gray-900">{name ? `Hi ${name},` : 'Hi,'}</p>
        <p>
          We sent a verification email to{' '}
          <strong className="text-gray-900">{email || 'your email address'}</strong> with a link to
          set up your account. Open it to choose your password and start managing your cards.
        </p>
        <p className="text-sm text-gray-500">
          Can&apos;t find it? Check your spam folder. Already set up?{' '}
          <Link to={ROUTES.login} className="font-semibold text-brand-600 hover:text-brand-700">
            Log in
          </Link>
        </p>
      </div>
    </CenteredCardLayout>
  );
}

export default VerifyNoticePage;
