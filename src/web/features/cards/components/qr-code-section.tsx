import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { QR_CONTAINER_PX, QR_LEVEL, QR_SIZE_PX } from '#shared/constants';
import type { Card } from '#shared/schemas/cards';
import { Button } from '#web/components/button';
import { useCopyToClipboard } from '#web/lib/use-copy-to-clipboard';
import { cardShareUrl, vcardUrl } from '../card-links';
import { CardSection } from './card-section';

/** Print-quality size of the downloaded PNG. */
const DOWNLOAD_PX = 1024;

function fileBase(card: Card): string {
  const { firstName, lastName } = card.CardConfiguration;
  return `${firstName || 'My'}-${lastName || 'Card'}`.replace(/[^\p{L}\p{N}-]+/gu, '');
}

function saveAs(href: string, name: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The QR code of the public profile link (level H, 125 px in 150 px), PNG/SVG and vCard
 * downloads, and the link to write to the card's NFC chip. The QR code and the chip carry their
 * own `?src=` tag, so Insights can tell scans from taps.
 */
export function QrCodeSection({ card, active }: { card: Card; active: boolean }) {
  const printCanvas = useRef<HTMLCanvasElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const qrLink = cardShareUrl(card, active, 'qr');
  const nfcLink = cardShareUrl(card, active, 'nfc');
  const { copied, copy } = useCopyToClipboard();

  const downloadPng = () => {
    const canvas = printCanvas.current;
    if (!canvas) throw new Error('QR code canvas is missing');
    saveAs(canvas.toDataURL('image/png'), `${fileBase(card)}-QR.png`);
  };
  const downloadSvg = () => {
    if (!svg.current) throw new Error('QR code SVG is missing');
    const blob = new Blob([new XMLSerializer().serializeToString(svg.current)], {
      type: 'image/svg+xml',
    });
    const url = URL.createObjectURL(blob);
    saveAs(url, `${fileBase(card)}-QR.svg`);
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  return (
    <CardSection
      title="QR Code & Download"
      description="Scanning the code opens your Connect profile."
    >
      <div className="flex flex-wrap items-center gap-6">
        <div
          className="flex items-center justify-center rounded-md bg-white ring-1 ring-gray-200"
          style={{ width: QR_CONTAINER_PX, height: QR_CONTAINER_PX }}
        >
          <QRCodeCanvas
            value={qrLink}
            size={QR_SIZE_PX}
            level={QR_LEVEL}
            role="img"
            aria-label={`QR code for ${qrLink}`}
          />
        </div>
        <div className="hidden" aria-hidden="true">
          <QRCodeCanvas
            ref={printCanvas}
            value={qrLink}
            size={DOWNLOAD_PX}
            level={QR_LEVEL}
            marginSize={4}
          />
          <QRCodeSVG ref={svg} value={qrLink} size={DOWNLOAD_PX} level={QR_LEVEL} marginSize={4} />
        </div>
        <div className="flex flex-col gap-2">
          <Button variant="secondary" onClick={downloadPng}>
            Download QR (PNG)
          </Button>
          <Button variant="secondary" onClick={downloadSvg}>
            Download QR (SVG for print)
          </Button>
          <a
            href={vcardUrl(card)}
            className="text-center text-sm font-semibold text-brand-600 hover:text-brand-700"
          >
            Download vCard
          </a>
        </div>
      </div>
      <div className="mt-6">
        <label htmlFor={`nfc-link-${card.id}`} className="block text-sm font-medium text-gray-900">
          NFC chip link
        </label>
        <p className="mt-1 text-sm text-gray-500">
          Write this link to your card&apos;s NFC chip, so taps show apart from scans in Insights.
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <input
            id={`nfc-link-${card.id}`}
            readOnly
            value={nfcLink}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 rounded-md border-0 bg-gray-50 px-3 py-2 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset"
          />
          <Button variant="secondary" onClick={() => void copy(nfcLink)}>
            Copy NFC link
          </Button>
          {copied && (
            <span role="status" className="text-sm font-medium text-green-700">
              Copied
            </span>
          )}
        </div>
      </div>
    </CardSection>
  );
}
