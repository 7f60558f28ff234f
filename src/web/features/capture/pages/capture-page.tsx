/**
 * /capture: leads met in person, typed or scanned at a booth, on a phone held in one hand, with
 * or without a network (docs/product.md#capture, decision 070).
 *
 * For the scan panel (the camera for QR badges and paper-card photos): render it as the `scan`
 * of <CaptureForm> below (the dashed "Their card or badge" area above the form, marked
 * `data-slot="scan-panel"`), and from inside it call
 *
 *   const { applyScan } = useCaptureForm();   // from '../capture-context'
 *   applyScan({ source: 'badge', fields: { firstName, lastName, email, ... } });
 *   applyScan({ source: 'scan', fields: result.fields, photo: jpegBlob });
 *   applyScan({ source: 'badge', fields: { note: textThatIsNoContact } });
 *
 * `ScanOutcome` (../capture-form-state.ts): `fields` is `Partial<CaptureFields>` (firstName,
 * lastName, email, phone, company, title, note); each field read replaces what the form holds,
 * a note is added under the owner's own; `source` becomes the lead's; `photo` (a Blob: JPEG,
 * PNG or WebP up to 10 MB) is attached to the lead, queued with it and uploaded after it
 * (PUT /api/messages/{id}/photo). Nothing is sent until the owner presses 'Save lead'. A chunk
 * the panel loads later (a QR decoder) is kept for offline use once it calls
 * `keepLoadedAssetsOffline()` (#web/lib/service-worker) after loading it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { cardNameOf } from '#shared/cards/card-name';
import { COPY } from '#shared/copy';
import type { Card } from '#shared/schemas/cards';
import { LoadingGate } from '#web/components/loading-gate';
import { PageHeader } from '#web/components/page-header';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useOnline } from '#web/hooks/use-online';
import { useCurrentUser } from '#web/lib/current-user';
import { keepLoadedAssetsOffline } from '#web/lib/service-worker';
import { cardsQueryOptions } from '../api/get-cards';
import { eventsQueryOptions } from '../api/get-events';
import type { CaptureFormValues } from '../capture-form-state';
import { CaptureForm, type Editing } from '../components/capture-form';
import { WaitingLeads } from '../components/waiting-leads';
import { keepSnapshot, readSnapshot, updateSnapshot } from '../device-snapshot';
import type { QueuedLead } from '../queue/lead-store';
import { ScanArea } from '../scanner/scan-launcher';
import { loadQueueRuntime, useLeadUploads, useQueuedLeads } from '../use-capture-queue';

/** The select's names for the owner's cards, in the API's order (the first is the default). */
export function cardChoices(cards: Card[]): Array<{ id: number; label: string }> {
  const named = [...cards]
    .sort((a, b) => a.id - b.id)
    .map((card) => {
      const product = card.shopifyVariantTitle
        ? `${card.shopifyProductTitle} (${card.shopifyVariantTitle})`
        : card.shopifyProductTitle;
      const name = cardNameOf({ ...card.CardConfiguration, nickname: card.nickname, product });
      return { id: card.id, label: name === product ? product : `${name}, ${product}` };
    });
  // Cards of one person and one product read alike: their order tells them apart.
  return named.map((card, index) =>
    named.filter((other) => other.label === card.label).length > 1
      ? { ...card, label: `${card.label} ${index + 1}` }
      : card,
  );
}

/** The owner's cards and events: the server's when it answers, else the device's copy. */
function useFilingChoices(userId: string) {
  const online = useOnline();
  const [kept] = useState(() => readSnapshot(userId));
  // Read again whenever the network returns: a hall's network comes and goes all day.
  const cards = useQuery({ ...cardsQueryOptions(), enabled: online, refetchOnReconnect: 'always' });
  const events = useQuery({
    ...eventsQueryOptions(),
    enabled: online,
    refetchOnReconnect: 'always',
  });
  const cardList = useMemo(
    () => (cards.data ? cardChoices(cards.data) : (kept?.cards ?? null)),
    [cards.data, kept],
  );
  return {
    online,
    kept,
    cards: cardList,
    events: events.data ?? kept?.events ?? [],
    eventsKept: !events.data,
    fresh: Boolean(cards.data && events.data),
    /** Nothing to show yet, and the server may still answer. */
    loading: cardList === null && online && !cards.isError,
  };
}

export function CapturePage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <CaptureScreen userId={user.id} />;
}

function CaptureScreen({ userId }: { userId: string }) {
  const { data: user } = useCurrentUser();
  const choices = useFilingChoices(userId);
  const leads = useQueuedLeads(userId);
  const uploads = useLeadUploads(userId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [discarding, setDiscarding] = useState<QueuedLead | null>(null);
  const [offlineReady, setOfflineReady] = useState(false);
  const [filing, setFiling] = useState<Pick<CaptureFormValues, 'cardId' | 'eventId'>>(() => ({
    cardId: choices.kept?.cardId ? String(choices.kept.cardId) : '',
    eventId: choices.kept?.eventId ?? '',
  }));

  // Once the server answered, the device keeps what the screen needs to open offline.
  const { fresh, cards, events } = choices;
  useEffect(() => {
    if (!fresh || !user || !cards) return;
    keepSnapshot({
      user,
      cards,
      events,
      cardId: filing.cardId ? Number(filing.cardId) : null,
      eventId: filing.eventId || null,
    });
  }, [fresh, user, cards, events, filing]);
  // Kept once the server answered and the queue's code is loaded: offline it is needed too.
  const [queueLoaded, setQueueLoaded] = useState(false);
  useEffect(() => {
    void loadQueueRuntime().then(() => setQueueLoaded(true));
  }, []);
  const ready = fresh && queueLoaded;
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    void keepLoadedAssetsOffline().then((ok) => !cancelled && setOfflineReady(ok));
    return () => {
      cancelled = true;
    };
  }, [ready]);

  const onFilingChange = useCallback(
    (next: Pick<CaptureFormValues, 'cardId' | 'eventId'>) => {
      setFiling((current) =>
        current.cardId === next.cardId && current.eventId === next.eventId ? current : next,
      );
      updateSnapshot(userId, {
        cardId: next.cardId ? Number(next.cardId) : null,
        eventId: next.eventId || null,
      });
    },
    [userId],
  );

  const queryClient = useQueryClient();
  const edit = async (lead: QueuedLead) => {
    // What the server refused may be a card or event gone since: the choices are read again.
    void queryClient.invalidateQueries({ queryKey: eventsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: cardsQueryOptions().queryKey });
    const { leadStore } = await loadQueueRuntime();
    setEditing({ lead, photo: (await leadStore().photo(lead.clientId)) ?? null });
    window.scrollTo({ top: 0 });
  };
  const discard = async (lead: QueuedLead) => {
    const { leadStore } = await loadQueueRuntime();
    await leadStore().remove(lead.clientId);
    if (editing?.lead.clientId === lead.clientId) setEditing(null);
  };

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={COPY.appCapture}
        actions={
          offlineReady && (
            <span role="status" className="text-xs font-medium text-green-700">
              {COPY.appWorksOffline}
            </span>
          )
        }
      />
      <div className="space-y-6">
        {leads && leads.length > 0 && (
          <WaitingLeads
            leads={leads}
            status={uploads.status}
            onEdit={(lead) => void edit(lead)}
            onDiscard={(lead) => (lead.leadId ? void discard(lead) : setDiscarding(lead))}
          />
        )}
        {cards === null ? (
          choices.loading ? (
            <LoadingGate />
          ) : (
            <p className="text-sm text-gray-600">{COPY.captureNeedsOnlineOpen}</p>
          )
        ) : (
          <CaptureForm
            userId={userId}
            cards={cards}
            events={events}
            eventsKept={choices.eventsKept}
            online={choices.online}
            initialFiling={filing}
            onFilingChange={onFilingChange}
            editing={editing}
            onEditDone={() => setEditing(null)}
            onQueued={uploads.kick}
            scan={<ScanArea />}
            waiting={leads?.length ?? 0}
          />
        )}
      </div>
      <ConfirmDialog
        open={discarding !== null}
        title={COPY.capUiDiscardThisLead}
        question={COPY.captureDiscardQuestion}
        confirmLabel={COPY.appDiscard}
        onClose={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) void discard(discarding);
          setDiscarding(null);
        }}
      />
    </div>
  );
}

export default CapturePage;
