import { COPY } from '#shared/copy';
import { leadsWaitingMessage } from '#shared/copy/capture';
import { Button } from '#web/components/ui/button';
import type { QueuedLead } from '../queue/lead-store';
import type { UploadStatus } from '../queue/upload-controller';

function nameOf(lead: QueuedLead): string {
  const { firstName, lastName, email, phone } = lead.body;
  return [firstName, lastName].filter(Boolean).join(' ') || email || phone || '';
}

/**
 * The leads kept on this phone: how many wait, what the uploads are doing, and each lead the
 * server refused with its reason, to edit or discard (a lead already uploaded whose photo was
 * refused: discarding drops the photo only).
 */
export function WaitingLeads({
  leads,
  status,
  onEdit,
  onDiscard,
}: {
  leads: QueuedLead[];
  status: UploadStatus;
  onEdit(lead: QueuedLead): void;
  onDiscard(lead: QueuedLead): void;
}) {
  const refused = leads.filter((lead) => lead.error);
  return (
    <section
      aria-label={COPY.capUiLeadsOnThisPhone}
      className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p role="status" className="font-semibold">
        {leadsWaitingMessage(leads.length)}
      </p>
      {status === 'signed-out' && <p className="mt-1">{COPY.captureUploadNeedsSignIn}</p>}
      {status === 'offline' && <p className="mt-1">{COPY.captureEntryRetrying}</p>}
      {leads.some((lead) => lead.photoWaiting && !lead.error) && (
        <p className="mt-1">{COPY.capturePhotoWaiting}</p>
      )}
      {refused.length > 0 && (
        <ul className="mt-3 space-y-3">
          {refused.map((lead) => (
            <li key={lead.clientId} className="rounded-md bg-white p-3 ring-1 ring-amber-200">
              <p className="font-medium text-gray-900">{nameOf(lead)}</p>
              <p className="mt-1 text-red-700">{lead.error}</p>
              <div className="mt-2 flex gap-2">
                {!lead.leadId && (
                  <Button variant="secondary" onClick={() => onEdit(lead)}>
                    {COPY.appEdit}
                  </Button>
                )}
                <Button variant="secondary" onClick={() => onDiscard(lead)}>
                  {lead.leadId ? COPY.capUiDiscardPhoto : COPY.appDiscard}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
