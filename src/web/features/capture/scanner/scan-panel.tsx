import { useState } from 'react';
import { COPY } from '#shared/copy';
import { CloseIcon } from '#web/components/ui/icons';
import { BadgeScanner } from './badge-scanner';
import { CardScanner } from './card-scanner';
import { preloadQrDecoder, type QrDecoderName } from './qr-decoder';
import type { ScanOutcome } from './scan-outcome';

export type ScanMode = 'card' | 'badge';

export interface ScanPanelProps {
  mode: ScanMode;
  onScan(outcome: ScanOutcome): void;
  onClose(): void;
}

const TITLES: Record<ScanMode, string> = { card: COPY.capUiScanACard, badge: COPY.capUiScanABadge };

/**
 * The scan panel (docs/product.md#capture), loaded only when the owner opens it (or ahead, once
 * the capture screen is idle and online, so it also opens offline): the camera for a paper
 * card's photo or for a badge's QR code. `data-decoder` names the QR decoder this browser
 * runs, for the browser tests to report.
 */
export default function ScanPanel({ mode, onScan, onClose }: ScanPanelProps) {
  const [decoder, setDecoder] = useState<QrDecoderName | null>(null);
  return (
    <section
      aria-label={TITLES[mode]}
      data-decoder={decoder ?? undefined}
      className="space-y-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200 sm:p-4"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold text-gray-900">{TITLES[mode]}</h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <CloseIcon className="h-5 w-5" />
          <span className="sr-only">{COPY.capUiCloseTheScanner}</span>
        </button>
      </div>
      {mode === 'card' ? (
        <CardScanner onScan={onScan} />
      ) : (
        <BadgeScanner onScan={onScan} onDecoder={setDecoder} />
      )}
    </section>
  );
}

/** What the panel needs beyond its own chunk: jsQR, on a browser without a QR detector. */
export function preloadPanelParts(): Promise<void> {
  return preloadQrDecoder();
}
