import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { QR_CONTAINER_PX, QR_SIZE_PX } from '#shared/constants';
import { COPY } from '#shared/copy';
import { buildPath, ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { qrColourProblem, type QrStyle } from '#shared/schemas/qr-style';
import { Button, SAVING_LABEL } from '#web/components/ui/button';
import { notify } from '#web/lib/toasts';
import { downloadQr, useUpdateQrStyle } from '../api/qr-code';
import { cardPageUrl, cardShareUrl, vcardUrl } from '../card-links';
import { CardSection } from './card-section';
import { NfcLink } from './nfc-link';
import { QrCodeImage, qrLogoUrl } from './qr-code-image';
import { QrStyleFields } from './qr-style-fields';

const sameStyle = (a: QrStyle, b: QrStyle) =>
  a.foreground === b.foreground &&
  a.background === b.background &&
  a.dots === b.dots &&
  a.logo === b.logo;

/**
 * The QR code of the card's share URL (level H, 125 px in 150 px; docs/product.md#card-tab),
 * styled here with a live preview, downloaded as the server renders the saved style (PNG under
 * the product's file name, SVG for print shops), and the vCard and NFC links beside it.
 */
export function QrCodeSection({
  card,
  active,
  onDirtyChange,
}: {
  card: Card;
  active: boolean;
  /** Told whether the style on screen differs from the saved one. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [draft, setDraft] = useState<QrStyle>(card.qrStyle);
  const [downloading, setDownloading] = useState<'png' | 'svg' | null>(null);
  const save = useUpdateQrStyle(card.id);
  const qrLink = cardShareUrl(card, active, 'qr');
  const problem = qrColourProblem(draft.foreground, draft.background);
  const dirty = !sameStyle(draft, card.qrStyle);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const download = async (format: 'png' | 'svg') => {
    setDownloading(format);
    try {
      await downloadQr(card, format);
    } catch {
      notify.error(COPY.qrDownloadFailed);
    } finally {
      setDownloading(null);
    }
  };
  const saveStyle = () =>
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        notify.success(COPY.saved);
      },
      onError: (error) => notify.error(error.message),
    });

  return (
    <CardSection
      title={COPY.cardEdQrCodeDownload}
      description={active ? COPY.qrOpensProfile : COPY.qrOpensCardPage}
    >
      <div className="flex flex-col items-start gap-6 sm:flex-row">
        <div
          className="flex shrink-0 items-center justify-center rounded-md bg-white ring-1 ring-gray-200"
          style={{ width: QR_CONTAINER_PX, height: QR_CONTAINER_PX }}
        >
          <QrCodeImage
            value={qrLink}
            style={draft}
            logoUrl={qrLogoUrl(draft, card.CardConfiguration)}
            size={QR_SIZE_PX}
            label={COPY.cardEdQrCodeFor(qrLink)}
          />
        </div>
        <div className="w-full min-w-0 flex-1">
          <p className="mb-4 text-sm text-gray-600">
            <a
              href={cardPageUrl(card)}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-600 hover:text-brand-700"
            >
              {COPY.cardEdViewCardPage}
              <span className="sr-only"> {COPY.cardEdOpensInANewTab}</span>
            </a>
            <span className="block break-all">{qrLink}</span>
            {!active && card.handle && (
              <span className="block text-xs text-gray-500">
                {COPY.cardEdYourHandleAddressWorksWhileYour}
              </span>
            )}
          </p>
          <QrStyleFields
            idPrefix={`qr-${card.id}`}
            style={draft}
            onChange={setDraft}
            images={card.CardConfiguration}
          />
          {problem && (
            <p role="alert" className="mt-3 text-sm text-red-600">
              {problem}
            </p>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button onClick={saveStyle} disabled={!dirty || problem !== null || save.isPending}>
              {save.isPending ? SAVING_LABEL : COPY.cardEdSaveQrStyle}
            </Button>
            {dirty && (
              <Button variant="secondary" onClick={() => setDraft(card.qrStyle)}>
                {COPY.cardEdDiscardChanges}
              </Button>
            )}
          </div>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-gray-100 pt-5">
        <Button
          variant="secondary"
          onClick={() => void download('png')}
          disabled={dirty || downloading !== null}
        >
          {downloading === 'png' ? COPY.cardEdPreparing : COPY.cardEdDownloadQrPng}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download('svg')}
          disabled={dirty || downloading !== null}
        >
          {downloading === 'svg' ? COPY.cardEdPreparing : COPY.cardEdDownloadQrSvgForPrint}
        </Button>
        <a
          href={vcardUrl(card)}
          className="text-sm font-semibold text-brand-600 hover:text-brand-700"
        >
          {COPY.appDownloadVcard}
        </a>
        <Link
          to={buildPath(ROUTES.cardShare, { id: card.id })}
          className="text-sm font-semibold text-brand-600 hover:text-brand-700"
        >
          {COPY.cardEdShareScreen}
        </Link>
      </div>
      {dirty && (
        <p className="mt-2 text-sm text-gray-500">{COPY.cardEdSaveYourStyleToDownloadIt}</p>
      )}
      <NfcLink card={card} active={active} />
    </CardSection>
  );
}
