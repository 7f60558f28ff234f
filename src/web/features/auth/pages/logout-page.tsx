import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGOUT_REDIRECT_DELAY_MS } from '#shared/constants';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { Logo } from '#web/components/logo';
import { forgetOtherAccounts, isInactivitySignOut } from '#web/lib/device-drafts';
import { signOut } from '#web/lib/session';

/**
 * Logout: clears the session and goes to /login after 3 seconds (docs/product.md#screens). The
 * person's own sign-out also removes every draft kept on the device; the inactivity sign-out
 * keeps them for the owner's return (decision 050).
 */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const byInactivity = isInactivitySignOut(useLocation().state);
  useEffect(() => {
    if (!byInactivity) forgetOtherAccounts(null);
    void signOut(queryClient);
    const timer = setTimeout(
      () => navigate(ROUTES.login, { replace: true }),
      LOGOUT_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [queryClient, navigate, byInactivity]);
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-3 px-6 text-center">
      <Logo />
      <h1 className="mt-6 text-2xl font-bold text-gray-900">{COPY.acctLoggingYouOutNow}</h1>
      <p className="text-gray-600">{COPY.acctYoullBeAutomaticallyRedirectedInA}</p>
    </main>
  );
}

export default LogoutPage;
