import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { COPY } from '#shared/copy';
import { leadsWaitingMessage } from '#shared/copy/capture';
import type { Event } from '#shared/schemas/capture';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { isOnline } from '#web/hooks/use-online';
import { notify } from '#web/lib/toasts';
import { CaptureFormContext, type CaptureFormApi } from '../capture-context';
import {
  captureResolver,
  isoWithOffset,
  leadBody,
  nextPersonValues,
  scannedValues,
  valuesOf,
  type CaptureFormValues,
} from '../capture-form-state';
import type { QueuedLead } from '../queue/lead-store';
import { loadQueueRuntime } from '../use-capture-queue';
import { FilingFields } from './filing-fields';
import { PhotoPicker } from './photo-picker';

/** A queued lead brought back into the form to be corrected, with its photo. */
export interface Editing {
  lead: QueuedLead;
  photo: Blob | null;
}

/** Puts a lead in the phone's queue (a new one, or a corrected one in its place). */
async function queueLead(userId: string, values: CaptureFormValues, editing: Editing | null) {
  const { leadStore } = await loadQueueRuntime();
  const store = leadStore();
  if (editing) {
    const { lead } = editing;
    await store.replace(
      {
        ...lead,
        body: leadBody(values, lead.body),
        hasPhoto: values.photo !== null,
        error: null,
        attempts: 0,
        nextAttemptAt: 0,
        photoWaiting: false,
      },
      values.photo,
    );
    return;
  }
  const clientId = crypto.randomUUID();
  await store.add(
    {
      clientId,
      userId,
      queuedAt: Date.now(),
      body: leadBody(values, { clientId, capturedAt: isoWithOffset(new Date()) }),
      hasPhoto: values.photo !== null,
      leadId: null,
      error: null,
      attempts: 0,
      nextAttemptAt: 0,
    },
    values.photo,
  );
}

/**
 * The capture form: the person's details, the consent, the card and event it is filed under and
 * the photo of their card; 'Save lead' queues it on the phone (the API's checks first, under
 * each field), then empties the form for the next person, focus back on 'First name'. `scan`
 * is the scan area above the form; it fills the form through useCaptureForm().applyScan.
 */
export function CaptureForm({
  userId,
  cards,
  events,
  eventsKept,
  online,
  initialFiling,
  onFilingChange,
  editing,
  onEditDone,
  onQueued,
  waiting = 0,
  scan,
}: {
  userId: string;
  cards: Array<{ id: number; label: string }>;
  events: Event[];
  eventsKept: boolean;
  online: boolean;
  initialFiling: Pick<CaptureFormValues, 'cardId' | 'eventId'>;
  onFilingChange(filing: Pick<CaptureFormValues, 'cardId' | 'eventId'>): void;
  editing: Editing | null;
  onEditDone(): void;
  onQueued(): void;
  /** Leads waiting on the phone: a phone's bottom bar repeats the count said above the form. */
  waiting?: number;
  scan?: ReactNode;
}) {
  const form = useForm<CaptureFormValues>({
    resolver: captureResolver,
    defaultValues: nextPersonValues(initialFiling),
  });
  const { errors, isSubmitting } = form.formState;
  const [saved, setSaved] = useState<string | null>(null);
  // Counts the saves: after each, the focus goes back to 'First name' (once the form re-rendered
  // empty: a focus given inside the submit is lost to the reset).
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    if (saves > 0) form.setFocus('firstName');
  }, [saves, form]);
  const [cardId, eventId, photo] = useWatch({
    control: form.control,
    name: ['cardId', 'eventId', 'photo'],
  });

  // The card defaults to the first; an event no longer listed (deleted) is none.
  useEffect(() => {
    if (cards.length && !cards.some((card) => String(card.id) === cardId)) {
      form.setValue('cardId', String(cards[0]!.id));
    }
  }, [cards, cardId, form]);
  useEffect(() => {
    if (eventId && !eventsKept && !events.some((event) => event.id === eventId)) {
      form.setValue('eventId', '');
    }
  }, [events, eventsKept, eventId, form]);
  useEffect(() => onFilingChange({ cardId, eventId }), [cardId, eventId, onFilingChange]);

  useEffect(() => {
    if (!editing) return;
    form.reset(valuesOf(editing.lead, editing.photo));
    form.setFocus('firstName');
  }, [editing, form]);

  const api = useMemo<CaptureFormApi>(
    () => ({
      applyScan(outcome) {
        form.reset(scannedValues(form.getValues(), outcome), { keepDefaultValues: true });
        setSaved(null);
      },
    }),
    [form],
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await queueLead(userId, values, editing);
    } catch {
      notify.error(COPY.captureKeepFailed);
      return;
    }
    form.reset(nextPersonValues({ cardId: values.cardId, eventId: values.eventId }));
    if (editing) onEditDone();
    setSaved(isOnline() ? COPY.leadSaved : COPY.leadSavedOnDevice);
    setSaves((count) => count + 1);
    onQueued();
  });

  const field = (name: keyof CaptureFormValues & string) => ({
    error: errors[name as 'firstName']?.message,
    ...form.register(name as 'firstName', { onChange: () => setSaved(null) }),
  });

  return (
    <CaptureFormContext.Provider value={api}>
      <div className="space-y-6">
        {/* Set once for the day, above the person: the form below stays short. */}
        <FilingFields
          form={form}
          cards={cards}
          events={events}
          eventsKept={eventsKept}
          online={online}
        />
        {cards.length === 0 && <p className="text-sm text-red-600">{COPY.captureNoCard}</p>}
        <section
          aria-labelledby="capture-their-card"
          // The scan panel's place (branch wt/scanner): above the form, as the booth works.
          data-slot="scan-panel"
          className="rounded-lg border-2 border-dashed border-gray-300 p-4"
        >
          <h2 id="capture-their-card" className="mb-3 text-sm font-semibold text-gray-900">
            {COPY.capUiTheirCardOrBadge}
          </h2>
          {scan}
          <PhotoPicker
            photo={photo}
            onChange={(next) => form.setValue('photo', next, { shouldDirty: true })}
          />
        </section>
        {editing && (
          <div className="flex items-center justify-between gap-3 rounded-md bg-blue-50 p-3 text-sm text-blue-900">
            <p>{COPY.captureEditingQueued}</p>
            <Button
              variant="secondary"
              onClick={() => {
                form.reset(nextPersonValues({ cardId, eventId }));
                onEditDone();
              }}
            >
              {COPY.capUiCancelEdit}
            </Button>
          </div>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              label={COPY.capUiFirstName}
              autoComplete="off"
              autoCapitalize="words"
              enterKeyHint="next"
              {...field('firstName')}
            />
            <FormField
              label={COPY.capUiLastName}
              autoComplete="off"
              autoCapitalize="words"
              enterKeyHint="next"
              {...field('lastName')}
            />
            <FormField
              label={COPY.appEmail}
              type="email"
              inputMode="email"
              autoComplete="off"
              enterKeyHint="next"
              {...field('email')}
            />
            <FormField
              label={COPY.appPhone}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              enterKeyHint="next"
              {...field('phone')}
            />
            <FormField
              label={COPY.appCompany}
              autoComplete="off"
              enterKeyHint="next"
              {...field('company')}
            />
            <FormField
              label={COPY.appJobTitle}
              autoComplete="off"
              enterKeyHint="next"
              {...field('title')}
            />
          </div>
          <NoteField form={form} onTyping={() => setSaved(null)} />
          <label className="flex items-center gap-3 text-base text-gray-900 sm:text-sm">
            <input
              type="checkbox"
              className="size-6 rounded border-gray-300 text-brand-600 sm:size-4"
              {...form.register('consent', { onChange: () => setSaved(null) })}
            />
            {COPY.capUiTheyAgreedToBeContacted}
          </label>
          {/* Within the thumb's reach on a phone: kept at the bottom of the screen. */}
          <div className="sticky bottom-0 -mx-4 border-t border-gray-200 bg-gray-50/95 px-4 pt-3 pb-2 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
            <Button
              type="submit"
              disabled={isSubmitting || cards.length === 0}
              className="w-full py-4 text-lg"
            >
              {isSubmitting ? COPY.appSaving : COPY.capUiSaveLead}
            </Button>
            <p
              role="status"
              aria-live="polite"
              className="mt-1 min-h-5 text-center text-sm text-green-800"
            >
              {saved}
            </p>
            {waiting > 0 && (
              <p aria-hidden="true" className="text-center text-xs text-amber-800 sm:hidden">
                {leadsWaitingMessage(waiting)}
              </p>
            )}
          </div>
        </form>
      </div>
    </CaptureFormContext.Provider>
  );
}

function NoteField({
  form,
  onTyping,
}: {
  form: ReturnType<typeof useForm<CaptureFormValues>>;
  onTyping(): void;
}) {
  const error = form.formState.errors.note?.message;
  return (
    <div>
      <label htmlFor="capture-note" className="block text-sm font-medium text-gray-900">
        {COPY.appNote}
      </label>
      <textarea
        id="capture-note"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'capture-note-error' : undefined}
        className="mt-1 block w-full rounded-md border-0 px-3 py-2 text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 focus:ring-inset aria-invalid:ring-red-500 sm:text-sm"
        {...form.register('note', { onChange: onTyping })}
      />
      {error && (
        <p id="capture-note-error" role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
