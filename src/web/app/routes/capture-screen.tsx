import { OfflineSessionGate } from '#web/features/capture/components/offline-session-gate';
import { CapturePage } from '#web/features/capture/pages/capture-page';
import { SignedInLayout } from '../signed-in-layout';

/**
 * /capture in the signed-in layout, behind the capture screen's own guard, which opens it as the
 * owner whose session the device keeps when the network is gone (decision 070).
 */
export function CaptureScreen() {
  return (
    <OfflineSessionGate>
      <SignedInLayout>
        <CapturePage />
      </SignedInLayout>
    </OfflineSessionGate>
  );
}

export default CaptureScreen;
