import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionTouchIntervalMs } from '#shared/constants';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { Button } from '#web/components/ui/button';
import { UNGUARDED_NAVIGATION } from '#web/components/unsaved-changes-prompt';
import { appConfig } from '#web/lib/app-config';
import { useCurrentUser } from '#web/lib/current-user';
import { INACTIVITY_SIGN_OUT, noteSignedOut } from '#web/lib/device-drafts';
import { reportActivity } from '../api/report-activity';
import {
  createInactivityTimer,
  type InactivityState,
  type InactivityTimer,
} from '../inactivity-timer';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

/**
 * Mounted by the signed-in layout, so it watches every signed-in route: after the configured
 * idle time it warns, then notes where the owner was (for the Login page to go back to, and to
 * say why) and sends the owner to the sign-out route, which keeps the editors' unsaved drafts
 * on the device (docs/product.md#inactivity-sign-out).
 */
export function InactivityGuard() {
  const navigate = useNavigate();
  const location = useLocation();
  const { data: user } = useCurrentUser();
  const here = useRef({ path: '/', userId: '' });
  useEffect(() => {
    here.current = {
      path: location.pathname + location.search + location.hash,
      userId: user?.id ?? '',
    };
  });
  const timerRef = useRef<InactivityTimer | null>(null);
  const [state, setState] = useState<InactivityState>({
    remainingSeconds: appConfig.inactivityTimeoutSeconds,
    warning: false,
  });

  useEffect(() => {
    const timer = createInactivityTimer({
      timeoutSeconds: appConfig.inactivityTimeoutSeconds,
      warningSeconds: appConfig.inactivityWarningSeconds,
      onChange: setState,
      onTimeout: () => {
        if (here.current.userId) {
          noteSignedOut({
            userId: here.current.userId,
            path: here.current.path,
            idleSeconds: appConfig.inactivityTimeoutSeconds,
          });
        }
        navigate(ROUTES.logout, { state: { ...UNGUARDED_NAVIGATION, ...INACTIVITY_SIGN_OUT } });
      },
    });
    timerRef.current = timer;
    timer.start();
    // The server sees only requests: report activity to it too, at the pace it records use.
    const reportEveryMs = sessionTouchIntervalMs(appConfig.inactivityTimeoutSeconds);
    let reportedAt = Date.now();
    const onActivity = () => {
      timer.activity();
      if (Date.now() - reportedAt < reportEveryMs) return;
      reportedAt = Date.now();
      void reportActivity();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true });
    return () => {
      timer.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [navigate]);

  const extend = () => timerRef.current?.extend();
  const seconds = state.remainingSeconds;

  return (
    <Dialog open={state.warning} onClose={extend} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-gray-500/75" />
      <div className="fixed inset-0 z-10 flex min-h-full items-center justify-center p-4">
        <DialogPanel
          transition
          className="w-full max-w-sm rounded-lg bg-white px-6 pt-5 pb-4 text-center shadow-xl"
        >
          <DialogTitle as="h3" className="text-base font-semibold text-gray-900">
            {COPY.acctAreYouStillThere}
          </DialogTitle>
          <p className="mt-2 text-sm text-gray-600" aria-live="polite">
            {COPY.acctLoggedOutIn(seconds)}
          </p>
          <Button className="mt-5 w-full" onClick={extend}>
            {COPY.acctImStillHere}
          </Button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
