import { useEffect, useRef, useState } from 'react';
import { COPY } from '#shared/copy';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { FilePicker } from '#web/components/ui/file-picker';
import { appConfig } from '#web/lib/app-config';
import { getCardContact } from '../api/get-card-contact';
import { useCamera } from './camera';
import { openImage } from './photo-encode';
import {
  createQrDecoder,
  SCAN_INTERVAL_MS,
  type QrDecoder,
  type QrDecoderName,
} from './qr-decoder';
import { cardFields, readQrText } from './qr-text';
import type { ScanOutcome } from './scan-outcome';
import { Viewfinder } from './viewfinder';

type Phase =
  | { name: 'camera' }
  | { name: 'lookup' }
  | { name: 'done'; message: string; tone: 'success' | 'info' | 'error' };

/** The origins a Catalyst card of this app is on: its configured address, and this page's. */
function appOrigins(): string[] {
  return [appConfig.appUrl, window.location.origin];
}

/**
 * 'Scan a badge': the rear camera read continuously for a QR code (BarcodeDetector where the
 * browser has one, else jsQR; decision 071). The first code read stops the camera: a vCard or
 * MeCard fills the form exactly, a Catalyst card's address fills it from that card's public
 * contact, any other text goes into the note (qr-text.ts). 'Choose a photo' reads a code in a
 * still, for a browser that gives no camera.
 */
export function BadgeScanner({
  onScan,
  onDecoder,
}: {
  onScan(outcome: ScanOutcome): void;
  onDecoder(name: QrDecoderName): void;
}) {
  const [phase, setPhase] = useState<Phase>({ name: 'camera' });

  async function fill(text: string) {
    const reading = readQrText(text, appOrigins());
    if (reading.kind === 'contact') {
      onScan({ source: 'badge', fields: reading.fields });
      return setPhase({ name: 'done', message: COPY.scanCodeContact, tone: 'success' });
    }
    if (reading.kind === 'text') {
      onScan({ source: 'badge', fields: { note: reading.fields.note } });
      return setPhase({ name: 'done', message: COPY.scanCodeText, tone: 'info' });
    }
    setPhase({ name: 'lookup' });
    try {
      const card = await getCardContact(reading.lookup);
      onScan({ source: 'badge', fields: cardFields(card, reading.url) });
      setPhase({ name: 'done', message: COPY.scanCodeContact, tone: 'success' });
    } catch {
      // Offline, or a card no longer shown: its address is kept, the owner types the rest.
      onScan({ source: 'badge', fields: { note: reading.url } });
      setPhase({ name: 'done', message: COPY.scanCardLookupFailed, tone: 'info' });
    }
  }

  const decoder = useRef<Promise<QrDecoder> | null>(null);
  async function choose(file: File | undefined) {
    if (!file) return;
    try {
      decoder.current ??= createQrDecoder();
      const image = await openImage(file);
      const text = await (await decoder.current).decode(image, true);
      image.close();
      if (text) return await fill(text);
      setPhase({ name: 'done', message: COPY.scanNoCodeInPhoto, tone: 'error' });
    } catch {
      setPhase({ name: 'done', message: COPY.scanPhotoUnreadable, tone: 'error' });
    }
  }

  return (
    <div className="space-y-3">
      {phase.name === 'camera' && (
        <LiveQrCamera onText={(text) => void fill(text)} onDecoder={onDecoder} />
      )}
      {phase.name === 'lookup' && (
        <p role="status" className="text-center text-sm font-medium text-gray-700">
          {COPY.scanCardLookup}
        </p>
      )}
      {phase.name === 'done' && <Alert tone={phase.tone}>{phase.message}</Alert>}
      <div className="flex flex-wrap items-center justify-center gap-2">
        {phase.name === 'done' && (
          <Button variant="secondary" onClick={() => setPhase({ name: 'camera' })}>
            {COPY.capUiScanAnother}
          </Button>
        )}
        <FilePicker
          label={COPY.appChoosePhoto}
          accept="image/*"
          capture="environment"
          busy={phase.name === 'lookup'}
          onFile={(file) => void choose(file)}
        />
      </div>
    </div>
  );
}

/** The camera, a frame read every SCAN_INTERVAL_MS until one holds a QR code. */
function LiveQrCamera({
  onText,
  onDecoder,
}: {
  onText(text: string): void;
  onDecoder(name: QrDecoderName): void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const status = useCamera(video, 'badge');
  // The latest callbacks, read by the loop without restarting it.
  const handlers = useRef({ onText, onDecoder });
  useEffect(() => {
    handlers.current = { onText, onDecoder };
  });

  useEffect(() => {
    if (status !== 'on') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void createQrDecoder().then((decoder) => {
      if (stopped) return;
      handlers.current.onDecoder(decoder.name);
      const tick = async () => {
        const element = video.current;
        const text =
          element && element.readyState >= element.HAVE_CURRENT_DATA
            ? await decoder.decode(element).catch(() => null)
            : null;
        if (stopped) return;
        if (text) return handlers.current.onText(text);
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS[decoder.name]);
      };
      void tick();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [status]);

  return (
    <>
      <Viewfinder
        video={video}
        status={status}
        shape="badge"
        label={COPY.capUiCameraTheQrCodeToRead}
      />
      {status === 'on' && (
        <p role="status" className="text-center text-sm text-gray-600">
          {COPY.scanPointAtCode}
        </p>
      )}
    </>
  );
}
