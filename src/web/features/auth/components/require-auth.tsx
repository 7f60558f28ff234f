import { Navigate, Outlet, useLocation } from 'react-router';
import { buildPath, ROUTES } from '#shared/routes';
import { LoadingGate } from '#web/components/loading-gate';
import { useSessionStatus } from '#web/lib/session';

/**
 * Signed-out visitors go to /login with `from` set to where they were (docs/product.md#web-client).
 */
export function RequireAuth() {
  const status = useSessionStatus();
  const location = useLocation();
  if (status === 'loading') return <LoadingGate />;
  if (status === 'anonymous') {
    // The hash too: the new-sign-in mail links to /settings#sessions.
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={buildPath(ROUTES.login, from === ROUTES.home ? {} : { from })} replace />;
  }
  return <Outlet />;
}
