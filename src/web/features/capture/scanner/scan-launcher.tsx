import { useEffect, useState, type ComponentType } from 'react';
import { COPY } from '#shared/copy';
import { Alert } from '#web/components/ui/alert';
import { Icon } from '#web/components/ui/icons';
import { isOnline } from '#web/hooks/use-online';
import { keepLoadedAssetsOffline } from '#web/lib/service-worker';
import { useCaptureForm } from '../capture-context';
import type { ScanOutcome } from './scan-outcome';
import type { ScanMode, ScanPanelProps } from './scan-panel';

/** The panel's chunk (camera, parsers, the calls): fetched when needed, never with the screen. */
const loadPanel = () => import('./scan-panel');

/**
 * Fetches the panel and what it needs (jsQR where the browser has no QR detector), then asks
 * the service worker to keep them with the screen's files: the hall's network may be gone by
 * the time the owner first taps 'Scan a badge'.
 */
async function prepareOffline(): Promise<void> {
  const panel = await loadPanel();
  await panel.preloadPanelParts();
  await keepLoadedAssetsOffline();
}

// Each a single path: the app's outline icon draws every subpath with the same stroke.
const CameraIcon = () => (
  <Icon d="M6.827 6.175A2.31 2.31 0 0 1 5.186 7.23c-.38.054-.757.112-1.134.175C2.999 7.58 2.25 8.507 2.25 9.574V18a2.25 2.25 0 0 0 2.25 2.25h15A2.25 2.25 0 0 0 21.75 18V9.574c0-1.067-.75-1.994-1.802-2.169a47.865 47.865 0 0 0-1.134-.175 2.31 2.31 0 0 1-1.64-1.055l-.822-1.316a2.192 2.192 0 0 0-1.736-1.039 48.774 48.774 0 0 0-5.232 0 2.192 2.192 0 0 0-1.736 1.039l-.821 1.316ZM16.5 12.75a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0Z" />
);

const QrIcon = () => (
  <Icon d="M3.75 4.875c0-.621.504-1.125 1.125-1.125h4.5c.621 0 1.125.504 1.125 1.125v4.5c0 .621-.504 1.125-1.125 1.125h-4.5A1.125 1.125 0 0 1 3.75 9.375v-4.5ZM3.75 14.625c0-.621.504-1.125 1.125-1.125h4.5c.621 0 1.125.504 1.125 1.125v4.5c0 .621-.504 1.125-1.125 1.125h-4.5a1.125 1.125 0 0 1-1.125-1.125v-4.5ZM13.5 4.875c0-.621.504-1.125 1.125-1.125h4.5c.621 0 1.125.504 1.125 1.125v4.5c0 .621-.504 1.125-1.125 1.125h-4.5A1.125 1.125 0 0 1 13.5 9.375v-4.5ZM6.75 6.75h.75v.75h-.75v-.75ZM6.75 16.5h.75v.75h-.75v-.75ZM16.5 6.75h.75v.75h-.75v-.75ZM13.5 13.5h.75v.75h-.75v-.75ZM13.5 19.5h.75v.75h-.75v-.75ZM19.5 13.5h.75v.75h-.75v-.75ZM19.5 19.5h.75v.75h-.75v-.75ZM16.5 16.5h.75v.75h-.75v-.75Z" />
);

const MODES: { mode: ScanMode; label: string; Icon: () => React.JSX.Element }[] = [
  { mode: 'card', label: COPY.capUiScanACard, Icon: CameraIcon },
  { mode: 'badge', label: COPY.capUiScanABadge, Icon: QrIcon },
];

/**
 * The capture screen's two scan buttons, 'Scan a card' and 'Scan a badge', and the panel they
 * open under them. This file is all the screen's first load carries of scanning; the panel
 * is its own chunk (decision 071). `onScan` receives what a scan read: the form fills its
 * fields from it, and keeps a card's photo with the lead.
 */
export function ScanLauncher({ onScan }: { onScan(outcome: ScanOutcome): void }) {
  const [mode, setMode] = useState<ScanMode | null>(null);
  const [Panel, setPanel] = useState<ComponentType<ScanPanelProps> | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!isOnline()) return;
    const prepare = () => void prepareOffline().catch(() => undefined);
    // After the screen is drawn and idle: never in the way of its first use.
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prepare, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prepare, 2000);
    return () => clearTimeout(timer);
  }, []);

  function open(next: ScanMode) {
    setMode(next === mode ? null : next);
    setUnavailable(false);
    if (Panel) return;
    loadPanel().then(
      (module) => setPanel(() => module.default),
      // Offline before the panel was ever fetched: it cannot open; the form still works.
      () => setUnavailable(true),
    );
  }

  return (
    <div className="mb-3 space-y-3">
      <div className="grid grid-cols-2 gap-3">
        {MODES.map(({ mode: each, label, Icon: ModeIcon }) => (
          <button
            key={each}
            type="button"
            aria-pressed={mode === each}
            onClick={() => open(each)}
            className="flex min-h-14 items-center justify-center gap-2 rounded-lg bg-white px-3 py-3 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 aria-pressed:ring-brand-600"
          >
            <ModeIcon />
            {label}
          </button>
        ))}
      </div>
      {mode && unavailable && <Alert tone="error">{COPY.scannerNeedsNetwork}</Alert>}
      {mode && Panel && (
        <Panel key={mode} mode={mode} onScan={onScan} onClose={() => setMode(null)} />
      )}
    </div>
  );
}

/** The launcher in the capture form's scan area: what a scan reads fills the form. */
export function ScanArea() {
  const { applyScan } = useCaptureForm();
  return <ScanLauncher onScan={applyScan} />;
}
