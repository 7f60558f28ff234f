import { useEffect, useState, useSyncExternalStore } from 'react';
import type { QueuedLead } from './queue/lead-store';
import type * as QueueRuntime from './queue/upload-controller';
import type { UploadController, UploadStatus } from './queue/upload-controller';

type Runtime = typeof QueueRuntime;
let runtime: Promise<Runtime> | null = null;

/**
 * The queue and its uploader, loaded on first use: the menu's badge and the uploads started
 * with the signed-in layout do not weigh on every screen's first load.
 */
export function loadQueueRuntime(): Promise<Runtime> {
  return (runtime ??= import('./queue/upload-controller'));
}

/** The account's leads waiting on this device, oldest first (null until read). */
export function useQueuedLeads(userId: string | undefined): QueuedLead[] | null {
  const [leads, setLeads] = useState<{ userId: string; leads: QueuedLead[] } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let unsubscribe = () => {};
    void loadQueueRuntime().then(({ leadStore }) => {
      if (cancelled) return;
      const store = leadStore();
      const read = () =>
        store.list(userId).then(
          (list) => !cancelled && setLeads({ userId, leads: list }),
          () => undefined,
        );
      unsubscribe = store.subscribe(() => void read());
      void read();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [userId]);
  return leads && leads.userId === userId ? leads.leads : null;
}

const IDLE: UploadController = {
  kick: () => Promise.resolve({ stopped: null }),
  status: () => 'idle',
  subscribe: () => () => {},
  stop: () => {},
};

/**
 * Runs this tab's uploads for the account while mounted (the signed-in layout, so they start on
 * every open of the app and after a sign-in) and answers their status and a way to start one.
 */
export function useLeadUploads(userId: string | undefined): {
  status: UploadStatus;
  kick(): void;
} {
  const [controller, setController] = useState<UploadController>(IDLE);
  useEffect(() => {
    if (!userId) return;
    let leave: (() => void) | null = null;
    let cancelled = false;
    void loadQueueRuntime().then(({ startUploads }) => {
      if (cancelled) return;
      const started = startUploads(userId);
      leave = started.leave;
      setController(started.controller);
    });
    return () => {
      cancelled = true;
      leave?.();
      setController(IDLE);
    };
  }, [userId]);
  const status = useSyncExternalStore(controller.subscribe, controller.status, controller.status);
  return { status, kick: () => void controller.kick() };
}
