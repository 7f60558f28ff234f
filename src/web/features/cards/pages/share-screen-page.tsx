import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { COPY } from '#shared/copy';
import { buildPath, ROUTES } from '#shared/routes';
import { LoadingGate } from '#web/components/loading-gate';
import { api } from '#web/lib/api';
import { currentUserQueryOptions, hasConnect } from '#web/lib/current-user';
import { markOnboardingStep } from '#web/lib/onboarding';
import { keepLoadedAssetsOffline } from '#web/lib/service-worker';
import { useSessionStatus } from '#web/lib/session';
import { cardQueryOptions } from '../api/get-card';
import { cardDisplayName } from '../card-display';
import { cardShareUrl } from '../card-links';
import { NfcLink } from '../components/nfc-link';
import { readShareSnapshot, saveShareSnapshot, type ShareSnapshot } from '../share-snapshot';

/** Keeps the screen on while the code is shown (where the browser allows it). */
function useScreenWakeLock() {
  useEffect(() => {
    let lock: WakeLockSentinel | undefined;
    const request = () => {
      if (document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => (lock = sentinel),
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}

/** The card, its QR code as the server draws it, and the snapshot they make (when signed in). */
function useFreshSnapshot(cardId: number, enabled: boolean) {
  // Only with a session: a call without one would end the session and leave the screen.
  const card = useQuery({ ...cardQueryOptions(cardId), enabled });
  const { data: user } = useQuery({ ...currentUserQueryOptions(), enabled });
  const active = hasConnect(user);
  const svg = useQuery({
    queryKey: ['cards', cardId, 'qr.svg', card.data?.qrStyle, card.data?.handle],
    queryFn: async () => (await api.getBlob(`cards/${cardId}/qr.svg`)).text(),
    enabled: enabled && card.isSuccess,
  });
  const snapshot = useMemo((): ShareSnapshot | null => {
    if (!enabled || !card.data || !svg.data) return null;
    const config = card.data.CardConfiguration;
    return {
      name: cardDisplayName(card.data),
      subtitle: [config.workTitle, config.workOrganization].filter(Boolean).join(' · '),
      url: cardShareUrl(card.data, active, 'qr'),
      svg: svg.data,
    };
  }, [enabled, card.data, svg.data, active]);
  return { snapshot, card: enabled ? card.data : undefined, active };
}

/**
 * /cards/:id/share — the card's QR code full screen, for handing out the card in person: big,
 * high contrast, the screen kept awake, and working offline after one visit (the page and its
 * scripts are kept by the service worker, the code in this browser's storage).
 */
export function ShareScreenPage() {
  // Home's first-hour checklist: the card was put in front of someone (docs/product.md#card-tab).
  useEffect(() => markOnboardingStep('opened-share'), []);
  const id = Number(useParams().id);
  const status = useSessionStatus();
  const location = useLocation();
  const signedIn = status === 'authenticated';
  const { snapshot: fresh, card, active } = useFreshSnapshot(id, signedIn);
  const [kept] = useState(() => readShareSnapshot(id));
  const [offlineReady, setOfflineReady] = useState(false);
  useScreenWakeLock();

  useEffect(() => {
    if (fresh) saveShareSnapshot(id, fresh);
  }, [id, fresh]);
  useEffect(() => {
    if (!fresh) return;
    let cancelled = false;
    void keepLoadedAssetsOffline().then((ok) => !cancelled && setOfflineReady(ok));
    return () => {
      cancelled = true;
    };
  }, [fresh]);

  const shown = fresh ?? kept;
  const svgUrl = useMemo(
    () => (shown ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(shown.svg)}` : null),
    [shown],
  );

  if (!shown) {
    if (status === 'loading' || signedIn) return <LoadingGate />;
    return <Navigate to={buildPath(ROUTES.login, { from: location.pathname })} replace />;
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-between bg-white px-4 py-6 text-gray-900">
      <div className="flex w-full max-w-xl items-center justify-between">
        <Link
          to={buildPath(ROUTES.cardEdit, { id })}
          className="rounded-md px-3 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50"
        >
          {COPY.appClose}
        </Link>
        {offlineReady && (
          <span role="status" className="text-xs font-medium text-green-700">
            {COPY.appWorksOffline}
          </span>
        )}
      </div>
      <div className="flex w-full flex-col items-center">
        <img
          src={svgUrl ?? undefined}
          alt={COPY.cardEdQrCodeFor(shown.url)}
          className="aspect-square w-[min(88vw,70vh)] max-w-[36rem]"
        />
        <h1 className="mt-6 text-center text-3xl font-bold tracking-tight">{shown.name}</h1>
        {shown.subtitle && (
          <p className="mt-1 text-center text-lg text-gray-600">{shown.subtitle}</p>
        )}
        <p className="mt-4 text-center text-sm text-gray-500">
          {COPY.cardUiScanToSaveMyContactTurn}
        </p>
      </div>
      <div className="w-full max-w-xl">{card && <NfcLink card={card} active={active} />}</div>
    </main>
  );
}

export default ShareScreenPage;
