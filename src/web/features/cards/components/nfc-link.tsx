import { useState } from 'react';
import { COPY } from '#shared/copy';
import type { Card } from '#shared/schemas/cards';
import { Button } from '#web/components/ui/button';
import { useCopyToClipboard } from '#web/hooks/use-copy-to-clipboard';
import { cardShareUrl } from '../card-links';

/** Web NFC (Chrome on Android); not in TypeScript's DOM types yet. */
interface NdefWriter {
  write(message: { records: { recordType: 'url'; data: string }[] }): Promise<void>;
}
type NdefWindow = Window & { NDEFReader?: new () => NdefWriter };

export function hasWebNfc(): boolean {
  return typeof window !== 'undefined' && 'NDEFReader' in window;
}

/** Writes the URL as the tag's one NDEF record: a phone that taps it opens the profile. */
async function writeTag(url: string): Promise<void> {
  const Reader = (window as NdefWindow).NDEFReader;
  if (!Reader) throw new Error(COPY.cardUiWebNfcIsNotAvailable);
  await new Reader().write({ records: [{ recordType: 'url', data: url }] });
}

type WriteState = 'idle' | 'waiting' | 'written' | 'failed';

/**
 * The card's `?src=nfc` link, so taps show apart from scans in Insights: written to a tag from
 * the phone where the browser can (Chrome on Android), else shown to copy into an NFC app.
 */
export function NfcLink({ card, active }: { card: Card; active: boolean }) {
  const nfcLink = cardShareUrl(card, active, 'nfc');
  const { copied, copy } = useCopyToClipboard();
  const [state, setState] = useState<WriteState>('idle');

  const write = async () => {
    setState('waiting');
    try {
      await writeTag(nfcLink);
      setState('written');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="mt-6">
      <label htmlFor={`nfc-link-${card.id}`} className="block text-sm font-medium text-gray-900">
        {COPY.cardUiNfcChipLink}
      </label>
      <p className="mt-1 text-sm text-gray-500">
        {hasWebNfc() ? COPY.cardUiWriteThisLinkToAnNfc : COPY.cardUiWriteThisLinkToYourCards}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input
          id={`nfc-link-${card.id}`}
          readOnly
          value={nfcLink}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-md border-0 bg-gray-50 px-3 py-2 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset"
        />
        {hasWebNfc() && (
          <Button onClick={() => void write()} disabled={state === 'waiting'}>
            {state === 'waiting' ? COPY.cardUiHoldATagToYourPhone : COPY.cardUiWriteToNfcTag}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void copy(nfcLink)}>
          {COPY.cardUiCopyNfcLink}
        </Button>
        {copied && (
          <span role="status" className="text-sm font-medium text-green-700">
            {COPY.appCopied}
          </span>
        )}
      </div>
      {state === 'written' && (
        <p role="status" className="mt-2 text-sm font-medium text-green-700">
          {COPY.cardUiWrittenATapOnTheTag}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {COPY.nfcWriteFailed}
        </p>
      )}
    </div>
  );
}
