import { useMemo, useState } from 'react';
import { COPY } from '#shared/copy';
import { selectLeadLabel } from '#shared/copy/follow-up';
import { sourceLabel } from '#shared/insights/source-labels';
import { LEAD_STATUS_LABELS, type Lead } from '#shared/schemas/leads';
import { EventFilter } from '#web/components/event-filter';
import { PageHeader } from '#web/components/page-header';
import { Button, buttonClassName } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryState } from '#web/components/ui/query-state';
import { withFailureToast } from '#web/lib/failure-toast';
import { formatDate } from '#web/lib/format-date';
import { downloadLeadsCsv } from '../api/download-leads-csv';
import { downloadVisitorVCard } from '../api/download-visitor-vcard';
import { useLeads } from '../api/get-leads';
import { useMarkLeadRead } from '../api/mark-lead-read';
import { CrmStatus } from '../components/crm-status';
import { FollowUpBar } from '../components/follow-up-bar';
import { LeadCaptureDetails } from '../components/lead-capture-details';
import { LeadFilters, useLeadFilters } from '../components/lead-filters';
import { useLeadSelection } from '../components/lead-selection';
import { LeadTools } from '../components/lead-tools';

/** A reply in the owner's own mail app, addressed and titled, quoting the message. */
function replyLink(lead: Lead): string {
  const quoted = lead.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const params = new URLSearchParams({
    subject: COPY.replySubject,
    body: `\n\n${lead.name} wrote on ${formatDate(lead.createdAt, 'dateTime')}:\n${quoted}`,
  });
  // URLSearchParams writes spaces as '+', which mail apps show as plus signs in a mailto: link.
  return `mailto:${encodeURIComponent(lead.email)}?${params.toString().replace(/\+/g, '%20')}`;
}

function LeadItem({
  lead,
  onOpen,
  selected,
  onSelect,
}: {
  lead: Lead;
  onOpen(): void;
  selected: boolean;
  onSelect(on: boolean): void;
}) {
  const [open, setOpen] = useState(false);
  const markRead = useMarkLeadRead();
  const saveContact = () => withFailureToast(() => downloadVisitorVCard(lead));
  const toggle = () => {
    setOpen((value) => !value);
    if (!open) onOpen();
    if (!lead.readAt && !open) markRead.mutate(lead.id);
  };
  return (
    <li className="rounded-lg bg-white shadow-sm ring-1 ring-gray-900/5">
      <div className="flex items-start">
        {/* Beside the row's button, not in it: a control inside a button is not reachable. */}
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={selectLeadLabel(lead.name)}
          className="mt-5 ms-4 size-4 shrink-0 rounded border-gray-300 text-brand-600"
        />
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          className="flex min-w-0 flex-1 items-start justify-between gap-4 p-4 text-start"
        >
          <span className="min-w-0">
            <span className="flex items-center gap-2">
              {/* Unread is about this screen (a dot and the word); the status is the lead's stage
                (an outlined chip, 'New' included): they never read the same. */}
              {!lead.readAt && (
                <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-brand-700">
                  <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
                  {COPY.leadsUiUnread}
                </span>
              )}
              <span
                className={`truncate text-gray-900 ${lead.readAt ? 'font-medium' : 'font-bold'}`}
              >
                {lead.name}
              </span>
              <span className="shrink-0 rounded-md px-1.5 py-0.5 text-xs font-medium text-gray-700 ring-1 ring-gray-300 ring-inset">
                {LEAD_STATUS_LABELS[lead.status]}
              </span>
            </span>
            <span className="mt-1 block truncate text-sm text-gray-600">{lead.message}</span>
          </span>
          <span className="shrink-0 text-end text-xs text-gray-500">
            <time dateTime={lead.createdAt}>{formatDate(lead.createdAt, 'dateTime')}</time>
            <span className="block">{lead.cardName}</span>
          </span>
        </button>
      </div>
      <LeadCaptureDetails lead={lead} />
      {lead.crm.length > 0 && (
        <div className="-mt-1 px-4 pb-3">
          <CrmStatus lead={lead} />
        </div>
      )}
      {open && (
        <div className="border-t border-gray-100 p-4 text-sm text-gray-700">
          <p className="whitespace-pre-wrap">{lead.message}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-gray-500">{COPY.appEmail}</dt>
            <dd>
              <a className="text-brand-600" href={`mailto:${lead.email}`}>
                {lead.email}
              </a>
            </dd>
            <dt className="text-gray-500">{COPY.appPhone}</dt>
            <dd>
              <a className="text-brand-600" href={`tel:${lead.phone.replace(/[^+\d]/g, '')}`}>
                {lead.phone}
              </a>
            </dd>
            {lead.company && (
              <>
                <dt className="text-gray-500">{COPY.appCompany}</dt>
                <dd>{lead.company}</dd>
              </>
            )}
            {lead.title && (
              <>
                <dt className="text-gray-500">{COPY.appJobTitle}</dt>
                <dd>{lead.title}</dd>
              </>
            )}
            {lead.source && (
              <>
                <dt className="text-gray-500">{COPY.leadsUiSource}</dt>
                <dd>{sourceLabel(lead.source)}</dd>
              </>
            )}
            {lead.consentText && lead.consentedAt && (
              <>
                <dt className="text-gray-500">{COPY.leadsUiConsent}</dt>
                <dd>
                  {lead.consentText}{' '}
                  <span className="text-gray-500">
                    ({formatDate(lead.consentedAt, 'dateTime')})
                  </span>
                </dd>
              </>
            )}
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <a className={buttonClassName('primary')} href={replyLink(lead)}>
              {COPY.leadsUiReplyByEmail}
            </a>
            <Button variant="secondary" onClick={() => void saveContact()}>
              {COPY.leadsUiSaveAsContact}
            </Button>
          </div>
          <LeadTools lead={lead} />
        </div>
      )}
    </li>
  );
}

/**
 * Messages visitors sent through the owner's Connect profiles, newest first, as leads to work from
 * (docs/product.md#messages): search, a status filter, and each lead's status, note, archive and
 * delete.
 */
export function LeadsPage() {
  const { filters, setFilters, q, status, filtered: searched } = useLeadFilters();
  const [eventId, setEventId] = useState('');
  const filtered = searched || eventId !== '';
  const leads = useLeads({
    q: q || undefined,
    status: status || undefined,
    eventId: eventId || undefined,
  });
  const [cardFilter, setCardFilter] = useState('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  // Opening a lead marks it read; under 'Unread only' it stays listed until the filter changes.
  const [openedHere, setOpenedHere] = useState<ReadonlySet<string>>(new Set());
  const selection = useLeadSelection();
  const cards = useMemo(() => {
    const seen = new Map<number, string>();
    for (const m of leads.data ?? []) seen.set(m.cardId, m.cardName);
    return [...seen];
  }, [leads.data]);
  const shown = (leads.data ?? []).filter(
    (m) =>
      (cardFilter === 'all' || String(m.cardId) === cardFilter) &&
      (!unreadOnly || !m.readAt || openedHere.has(m.id)),
  );

  const exportCsv = () => withFailureToast(() => downloadLeadsCsv(eventId));

  return (
    <>
      <PageHeader
        title={COPY.appMessages}
        actions={
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            disabled={!leads.data?.length}
          >
            {COPY.leadsUiExportCsv}
          </Button>
        }
      />
      <LeadFilters values={filters} onChange={setFilters} />
      <EventFilter value={eventId} onChange={setEventId} className="mb-4" />
      <QueryState query={leads} />
      {filtered && leads.data?.length === 0 && (
        <p className="text-sm text-gray-500">{COPY.noMatchingLeads}</p>
      )}
      {!filtered && leads.data?.length === 0 && (
        <EmptyState
          title={COPY.leadsUiNoMessagesYet}
          description={COPY.leadsUiWhenVisitorsUseTheLetsConnect}
        />
      )}
      {Boolean(leads.data?.length) && (
        <label className="mb-4 flex items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => {
              setUnreadOnly(event.target.checked);
              setOpenedHere(new Set());
            }}
            className="size-4 rounded border-gray-300 text-brand-600"
          />
          {COPY.leadsUiUnreadOnly}
        </label>
      )}
      {unreadOnly && shown.length === 0 && Boolean(leads.data?.length) && (
        <p className="text-sm text-gray-500">{COPY.noUnreadMessages}</p>
      )}
      {cards.length > 1 && (
        <label className="mb-4 block max-w-xs text-sm font-medium text-gray-900">
          {COPY.appCard}
          <select
            value={cardFilter}
            onChange={(event) => setCardFilter(event.target.value)}
            className="mt-1 block w-full rounded-md border-0 py-2 ps-3 ring-1 ring-gray-300 ring-inset"
          >
            <option value="all">{COPY.leadsUiAllCards}</option>
            {cards.map(([id, name]) => (
              <option key={id} value={String(id)}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      {shown.length > 0 && <FollowUpBar shown={shown} selection={selection} />}
      {shown.length > 0 && (
        <ul className="max-w-3xl space-y-3" aria-label={COPY.appMessages}>
          {shown.map((lead) => (
            <LeadItem
              key={lead.id}
              lead={lead}
              onOpen={() => setOpenedHere((ids) => new Set(ids).add(lead.id))}
              selected={selection.selected.has(lead.id)}
              onSelect={(on) => selection.toggle(lead.id, on)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

export default LeadsPage;
