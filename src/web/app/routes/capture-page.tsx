import { lazy, Suspense } from 'react';
import { LoadingGate } from '#web/components/loading-gate';

/**
 * The screen behind this module is a chunk of its own: the route table, which /login loads,
 * then names only this small one (the budget of tests/repository/bundle-size.test.ts).
 */
const CaptureScreen = lazy(() => import('./capture-screen'));

/** /capture (decision 070): its guard, the signed-in layout and the screen. */
export function CaptureRoute() {
  return (
    <Suspense fallback={<LoadingGate />}>
      <CaptureScreen />
    </Suspense>
  );
}

export default CaptureRoute;
