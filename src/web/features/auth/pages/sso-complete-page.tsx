import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COPY } from '#shared/copy';
import { ssoErrorMessage, ssoTestResult } from '#shared/copy/sso-errors';
import { ROUTES } from '#shared/routes';
import { CenteredCardLayout } from '#web/components/centered-card-layout';
import { Alert } from '#web/components/ui/alert';
import { ApiError } from '#web/lib/api-client';
import { signIn } from '#web/lib/session';
import { exchangeSsoCode } from '../api/sso';

/**
 * /sso/complete (docs/product.md#single-sign-on): the end of a single sign-on. `?code=` is
 * exchanged once for a session, kept as a password login keeps it, then home. `?test=1` is a
 * 'Test sign-in': it says what the identity provider answered and signs no one in.
 */
export function SsoCompletePage() {
  const [params] = useSearchParams();
  const test = params.get('test') === '1';
  const code = params.get('code');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The code works once: a second run of the effect (React's development double run) must not
  // spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (test || !code || started.current) return;
    started.current = true;
    exchangeSsoCode(code)
      .then(async (tokens) => {
        await signIn(queryClient, tokens);
        navigate(ROUTES.home, { replace: true });
      })
      .catch((error: unknown) =>
        setFailure(error instanceof ApiError ? error.message : COPY.ssoCodeInvalid),
      );
  }, [code, navigate, queryClient, test]);

  const problem = code ? failure : COPY.ssoCodeInvalid;
  if (test) {
    const email = params.get('email');
    const problem = ssoErrorMessage(params.get('ssoError'));
    // With an address the provider signed someone in (on a verified domain or not); without
    // one the test stopped before that, for the reason given.
    return (
      <CenteredCardLayout title={COPY.acctTestSignIn}>
        <Alert tone={problem ? 'error' : 'success'}>
          {email ? ssoTestResult(email, !problem) : (problem ?? COPY.ssoCodeInvalid)}
        </Alert>
      </CenteredCardLayout>
    );
  }
  return (
    <CenteredCardLayout title={COPY.acctSingleSignOn}>
      {problem ? (
        <div className="space-y-4">
          <Alert tone="error">{problem}</Alert>
          <p className="text-sm">
            <Link to={ROUTES.login} className="font-semibold text-brand-600 hover:text-brand-700">
              {COPY.acctSignInAgain}
            </Link>
          </p>
        </div>
      ) : (
        <p role="status" className="text-sm text-gray-600">
          {COPY.ssoSigningIn}
        </p>
      )}
    </CenteredCardLayout>
  );
}

export default SsoCompletePage;
