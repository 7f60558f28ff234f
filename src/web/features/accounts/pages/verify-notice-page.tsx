import { Link, useSearchParams } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { CenteredCardLayout } from '#web/components/centered-card-layout';
import { sentenceWith } from '#web/lib/sentence-with';

/**
 * /create-account-notification?name=...&email=...: the notice of docs/product.md#account-lifecycle.
 */
export function VerifyNoticePage() {
  const [params] = useSearchParams();
  const name = params.get('name')?.trim();
  const email = params.get('email')?.trim();
  return (
    <CenteredCardLayout title={COPY.acctPleaseHelpUsVerifyYourAccount}>
      <div className="space-y-4 rounded-lg bg-white p-6 text-gray-700 shadow-sm ring-1 ring-gray-900/5">
        <p className="font-semibold text-gray-900">{name ? COPY.acctHiName(name) : COPY.acctHi}</p>
        <p>
          {sentenceWith(
            COPY.acctWeSentAVerificationEmail,
            <strong className="text-gray-900">{email || COPY.acctYourEmailAddress}</strong>,
          )}
        </p>
        <p className="text-sm text-gray-500">
          {COPY.acctCantFindItCheckYourSpam}{' '}
          <Link to={ROUTES.login} className="font-semibold text-brand-600 hover:text-brand-700">
            {COPY.acctLogIn}
          </Link>
        </p>
      </div>
    </CenteredCardLayout>
  );
}

export default VerifyNoticePage;
