import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { COPY } from '#shared/copy';
import { buildPath, ROUTES } from '#shared/routes';
import { CenteredCardLayout } from '#web/components/centered-card-layout';
import { LoadingGate } from '#web/components/loading-gate';
import { useOnline } from '#web/hooks/use-online';
import { tokenStore } from '#web/lib/api';
import { currentUserQueryOptions } from '#web/lib/current-user';
import { initSession, useSessionStatus } from '#web/lib/session';
import { readSnapshot, userIdOfToken, type CaptureSnapshot } from '../device-snapshot';

/** The kept capture screen of the account whose session this device holds, if any. */
function keptForStoredSession(): CaptureSnapshot | null {
  const tokens = tokenStore.get();
  const userId = tokens && userIdOfToken(tokens.accessToken);
  return userId ? readSnapshot(userId) : null;
}

/**
 * The capture screen's sign-in guard (decision 070). Signed in, it shows the screen. With a
 * session kept on the device and the screen kept for its account, it shows the screen at once,
 * as that owner, without waiting for the server: a hall's network that fails or never answers
 * leaves the session as it is (the API client keeps the tokens on a network failure), and the
 * session is checked again when the browser is back online. A definite "no" from the server
 * clears the tokens, and the guard sends the owner to sign in, as every signed-in screen does.
 */
export function OfflineSessionGate({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const queryClient = useQueryClient();
  const location = useLocation();
  const online = useOnline();
  const kept = status === 'authenticated' ? null : keptForStoredSession();
  const { queryKey } = currentUserQueryOptions();
  if (kept && !queryClient.getQueryData(queryKey)) {
    // The layout's name and menu, and the screen's account, before any answer.
    queryClient.setQueryData(queryKey, kept.user);
  }

  const resumable = status === 'anonymous' && kept !== null;
  useEffect(() => {
    if (resumable && online) void initSession(queryClient);
  }, [resumable, online, queryClient]);

  if (status === 'authenticated' || kept) return children;
  if (status === 'loading') return <LoadingGate />;
  // Offline, signing in cannot work: say what the screen needs instead of a sign-in that fails.
  if (!online) {
    return (
      <CenteredCardLayout title={COPY.appCapture}>
        <p className="text-center text-sm text-gray-600">{COPY.captureNeedsOnlineOpen}</p>
      </CenteredCardLayout>
    );
  }
  return <Navigate to={buildPath(ROUTES.login, { from: location.pathname })} replace />;
}
