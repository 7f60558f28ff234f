import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { COPY } from '#shared/copy';
import { signOutDiscardLeadsQuestion } from '#shared/copy/capture';
import { ROUTES } from '#shared/routes';
import { Button } from '#web/components/ui/button';
import { forgetSnapshots } from '../device-snapshot';
import { loadQueueRuntime } from '../use-capture-queue';

async function waitingCount(userId: string): Promise<number> {
  try {
    const { leadStore } = await loadQueueRuntime();
    return await leadStore().count(userId);
  } catch {
    // A browser that keeps no IndexedDB keeps no leads.
    return 0;
  }
}

/**
 * The user menu's 'Sign out' (docs/product.md#capture): with leads of the account still waiting
 * on this device it asks '3 leads are waiting to upload. Sign out and discard them?': 'Upload
 * first' goes to the capture screen, which uploads them; 'Discard and sign out' removes them and
 * signs out. The person's sign-out also removes every account's capture screen kept on the
 * device. (The inactivity sign-out asks nothing and keeps the leads: they are the account's,
 * uploaded once it signs in again.)
 */
export function useSignOutWithLeads(userId: string | undefined) {
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(0);
  const [busy, setBusy] = useState(false);
  const signOut = () => {
    forgetSnapshots();
    void navigate(ROUTES.logout);
  };
  const request = async () => {
    const count = userId ? await waitingCount(userId) : 0;
    if (count === 0) signOut();
    else setWaiting(count);
  };
  const discard = async () => {
    setBusy(true);
    const { leadStore } = await loadQueueRuntime();
    await leadStore().removeAll(userId!);
    setBusy(false);
    setWaiting(0);
    signOut();
  };
  const dialog = (
    <Dialog open={waiting > 0} onClose={() => setWaiting(0)} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-gray-500/75" />
      <div className="fixed inset-0 z-10 flex min-h-full items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white px-6 pt-5 pb-4 shadow-xl">
          <DialogTitle as="h2" className="text-base font-semibold text-gray-900">
            {COPY.captureSignOutTitle}
          </DialogTitle>
          <p className="mt-2 text-sm text-gray-600">{signOutDiscardLeadsQuestion(waiting)}</p>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="danger" disabled={busy} onClick={() => void discard()}>
              {COPY.capUiDiscardAndSignOut}
            </Button>
            <Button
              onClick={() => {
                setWaiting(0);
                void navigate(ROUTES.capture);
              }}
            >
              {COPY.capUiUploadFirst}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
  return { request: () => void request(), dialog };
}
