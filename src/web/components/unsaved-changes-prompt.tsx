import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { COPY } from '#shared/copy';
import { ConfirmDialog } from './ui/confirm-dialog';

/**
 * The state of a navigation that must never wait for an answer: the inactivity sign-out, which
 * protects a shared computer whether or not the owner left changes behind.
 */
export const UNGUARDED_NAVIGATION = { unguarded: true } as const;

/** Until when a tab "unload" is a file being handed to the system, not the owner leaving. */
let handOffUntil = 0;

/**
 * Says that the next unload is a file opened in place (a wallet pass: Safari shows Wallet's add
 * sheet and the page stays), so the browser's "Leave site?" question is not asked for it.
 */
export function allowFileHandOff() {
  handOffUntil = Date.now() + 1_000;
}

function isUnguarded(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'unguarded' in state;
}

/**
 * While `when` holds, asks before the owner leaves the page: in the app (a link, the back button)
 * with a dialog, and when the tab closes or reloads with the browser's own question.
 */
export function UnsavedChangesPrompt({
  when,
  onLeave,
}: {
  when: boolean;
  /** The owner chose 'Leave without saving': what was kept of the changes goes too. */
  onLeave?: () => void;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isUnguarded(nextLocation.state),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (Date.now() < handOffUntil) return;
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={COPY.appLeaveWithoutSavingTitle}
      question={COPY.appYouHaveChangesThatAreNot}
      confirmLabel={COPY.appLeaveWithoutSavingButton}
      cancelLabel={COPY.appStayOnThisPage}
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onClose={() => blocker.reset?.()}
    />
  );
}
