import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { COPY, otherSessionsSignedOutMessage, signOutSessionLabel } from '#shared/copy';
import { SESSIONS_ANCHOR, type OwnerSession } from '#shared/schemas/sessions';
import { Button } from '#web/components/ui/button';
import { QueryState } from '#web/components/ui/query-state';
import { formatDate } from '#web/lib/format-date';
import { actionToasts, errorMessage, SETTINGS_TOAST } from '#web/lib/toasts';
import { useSessions } from '../api/get-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { useSignOutSession } from '../api/sign-out-session';

function SessionItem({ session }: { session: OwnerSession }) {
  const signOut = useSignOutSession();
  const toasts = actionToasts(`sign-out-session-${session.id}`, SETTINGS_TOAST);
  const busy = signOut.isPending && signOut.variables === session.id;
  const end = async () => {
    try {
      await signOut.mutateAsync(session.id);
      toasts.succeeded(COPY.sessionSignedOut);
    } catch (error) {
      toasts.failed(errorMessage(error, COPY.sessionSignOutFailed));
    }
  };
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gray-900">
          <span>{session.device}</span>
          {session.current && (
            <span className="rounded-md bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-600/20 ring-inset">
              {COPY.thisDevice}
            </span>
          )}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
          {session.approximateLocation && (
            <div className="flex gap-1">
              <dt>{COPY.sessionLocationLabel}</dt>
              <dd className="font-mono">{session.approximateLocation}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>{COPY.sessionSignedInLabel}</dt>
            <dd>{formatDate(session.createdAt, 'day')}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{COPY.sessionLastActiveLabel}</dt>
            <dd>{formatDate(session.lastUsedAt, 'dateTime')}</dd>
          </div>
        </dl>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          className="self-start sm:self-center sm:shrink-0"
          aria-label={signOutSessionLabel(session.device)}
          disabled={busy}
          onClick={() => void end()}
        >
          {busy ? COPY.signingOutSession : COPY.signOutSession}
        </Button>
      )}
    </li>
  );
}

/**
 * Settings → Security: the account's live sessions, this device first, each other one with
 * 'Sign out', and 'Sign out of all other sessions'. The new-sign-in mail links here
 * (`/settings#sessions`), so the list scrolls into view once it has loaded.
 */
export function SessionsSection() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const location = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const loaded = sessions.data !== undefined;
  useEffect(() => {
    if (loaded && location.hash === `#${SESSIONS_ANCHOR}`) anchor.current?.scrollIntoView();
  }, [loaded, location.hash]);
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  const toasts = actionToasts('sign-out-other-sessions', SETTINGS_TOAST);
  const endOthers = async () => {
    try {
      const { revoked } = await signOutOthers.mutateAsync();
      toasts.succeeded(otherSessionsSignedOutMessage(revoked));
    } catch (error) {
      toasts.failed(errorMessage(error, COPY.otherSessionsSignOutFailed));
    }
  };
  return (
    <div id={SESSIONS_ANCHOR} ref={anchor} className="scroll-mt-20">
      <h3 className="text-sm font-semibold text-gray-900">{COPY.sessionsTitle}</h3>
      <QueryState query={sessions} className="mt-2 text-sm" />
      {sessions.data && (
        <>
          <ul className="mt-2 divide-y divide-gray-100" aria-label={COPY.sessionsTitle}>
            {sessions.data.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">{COPY.noOtherSessions}</p>
          ) : (
            <Button
              variant="secondary"
              className="mt-4"
              disabled={signOutOthers.isPending}
              onClick={() => void endOthers()}
            >
              {signOutOthers.isPending ? COPY.signingOutOtherSessions : COPY.signOutOtherSessions}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
