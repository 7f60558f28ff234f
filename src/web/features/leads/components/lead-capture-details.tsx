import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { COPY } from '#shared/copy';
import { capturedLabel, cardPhotoLabels, followedUpLabel } from '#shared/copy/follow-up';
import { sourceLabel } from '#shared/insights/source-labels';
import type { Lead } from '#shared/schemas/leads';
import { Button } from '#web/components/ui/button';
import { formatDate } from '#web/lib/format-date';
import { useLeadPhoto } from '../api/lead-photo';
import { BlobImage } from './blob-image';

/** The card photo as a thumbnail that opens larger. */
function CardPhoto({ lead }: { lead: Lead }) {
  const photo = useLeadPhoto(lead.id, lead.hasPhoto);
  const [open, setOpen] = useState(false);
  const labels = cardPhotoLabels(lead.name);
  if (photo.isError) return <span className="text-gray-500">{COPY.leadPhotoUnavailable}</span>;
  if (!photo.data) {
    return <span aria-hidden="true" className="h-10 w-16 animate-pulse rounded bg-gray-100" />;
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={labels.open}
        className="shrink-0 overflow-hidden rounded ring-1 ring-gray-300 hover:ring-brand-500"
      >
        <BlobImage blob={photo.data} alt="" className="h-10 w-16 object-cover" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <DialogBackdrop className="fixed inset-0 bg-gray-900/75" />
        <div className="fixed inset-0 z-10 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-3xl rounded-lg bg-white p-4 shadow-xl">
            <DialogTitle as="h3" className="text-base font-semibold text-gray-900">
              {labels.title}
            </DialogTitle>
            <BlobImage
              blob={photo.data}
              alt={labels.alt}
              className="mt-3 max-h-[70vh] w-full rounded object-contain"
            />
            <div className="mt-4 flex justify-end">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {COPY.appClose}
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}

/**
 * A lead met in person (docs/product.md#card-photos): how and when it was captured and its card
 * photo; and, for any lead, when the owner's follow-up went to it.
 */
export function LeadCaptureDetails({ lead }: { lead: Lead }) {
  if (!lead.capturedAt && !lead.followedUpAt && !lead.hasPhoto) return null;
  return (
    <div className="-mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 px-4 pb-3 text-xs text-gray-600">
      {lead.hasPhoto && <CardPhoto lead={lead} />}
      {lead.capturedAt && (
        <span>
          {capturedLabel(
            lead.source ? sourceLabel(lead.source) : sourceLabel('manual'),
            formatDate(lead.capturedAt, 'dateTime'),
          )}
        </span>
      )}
      {lead.followedUpAt && (
        <span className="inline-flex items-center gap-1 rounded-md bg-green-50 px-1.5 py-0.5 font-medium text-green-800 ring-1 ring-green-600/20 ring-inset">
          <span aria-hidden="true">✓</span>
          {followedUpLabel(formatDate(lead.followedUpAt, 'day'))}
        </span>
      )}
    </div>
  );
}
