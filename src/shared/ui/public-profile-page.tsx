import { useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../constants';
import { PublicProfileView, type PublicProfileViewProps } from './public-profile-view';

type Toast = { id: number; text: string; tone: 'success' | 'error' | 'info' };

const toneClass = {
  success: 'bg-green-600',
  error: 'bg-red-600',
  info: 'bg-gray-800',
} as const;

/**
 * The public page: the profile plus its own small toast area (bottom corner at the end of the line: right, or left in Arabic; 5 s), so the
 * visitor's page needs no toast library. On the server-rendered page React never runs in the
 * browser: the enhancement script (src/web/public-profile-entry.ts) puts its toasts in the same
 * area, found by `data-toasts`.
 */
export function PublicProfilePage(props: Omit<PublicProfileViewProps, 'notify' | 'mode'>) {
  const [toast, setToast] = useState<Toast | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <>
      <PublicProfileView
        {...props}
        mode="live"
        notify={(text, tone) => setToast({ id: Date.now(), text, tone })}
      />
      <div
        aria-live="polite"
        data-toasts=""
        // Above the sticky 'Download Contact' bar while it shows (phones).
        className="pointer-events-none fixed end-4 bottom-4 z-50 max-sm:[:has([data-shown])~&]:bottom-24"
      >
        {toast && (
          <div
            key={toast.id}
            role="status"
            className={`rounded-lg px-4 py-3 text-sm font-semibold text-white shadow-lg ${toneClass[toast.tone]}`}
          >
            {toast.text}
          </div>
        )}
      </div>
    </>
  );
}
