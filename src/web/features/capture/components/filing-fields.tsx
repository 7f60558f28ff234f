import { useId, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { COPY } from '#shared/copy';
import type { Event } from '#shared/schemas/capture';
import { Button } from '#web/components/ui/button';
import type { CaptureFormValues } from '../capture-form-state';
import { NewEventDialog } from './new-event-dialog';

const SELECT_CLASS =
  'mt-1 block w-full rounded-md border-0 py-2.5 pe-10 ps-3 text-base text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:text-sm';

/**
 * Where the lead is filed: the card (a select only when the owner has more than one) and the
 * current event, with 'New event' while there is a network. Offline the events are those kept
 * from the last visit, and the screen says so.
 */
export function FilingFields({
  form,
  cards,
  events,
  eventsKept,
  online,
}: {
  form: UseFormReturn<CaptureFormValues>;
  cards: Array<{ id: number; label: string }>;
  events: Event[];
  /** The events shown are the device's copy, not the server's answer. */
  eventsKept: boolean;
  online: boolean;
}) {
  const cardId = useId();
  const eventId = useId();
  const [creating, setCreating] = useState(false);
  const [chosenCard, chosenEvent] = useWatch({
    control: form.control,
    name: ['cardId', 'eventId'],
  });
  // Controlled rather than registered: an event created here is chosen as its option arrives.
  const choose = (field: 'cardId' | 'eventId') => (event: { target: { value: string } }) =>
    form.setValue(field, event.target.value, { shouldDirty: true });
  return (
    <div className="space-y-4">
      {cards.length > 1 && (
        <div>
          <label htmlFor={cardId} className="block text-sm font-medium text-gray-900">
            {COPY.appCard}
          </label>
          <select
            id={cardId}
            className={SELECT_CLASS}
            value={chosenCard}
            onChange={choose('cardId')}
          >
            {cards.map((card) => (
              <option key={card.id} value={String(card.id)}>
                {card.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={eventId} className="block text-sm font-medium text-gray-900">
          {COPY.appEvent}
        </label>
        <div className="flex items-end gap-2">
          <select
            id={eventId}
            className={SELECT_CLASS}
            aria-describedby={eventsKept && !online ? `${eventId}-hint` : undefined}
            value={chosenEvent}
            onChange={choose('eventId')}
          >
            <option value="">{COPY.capUiNoEvent}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.name}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            className="shrink-0 py-2.5"
            disabled={!online}
            title={online ? undefined : COPY.captureEventNeedsNetwork}
            onClick={() => setCreating(true)}
          >
            {COPY.capUiNewEvent}
          </Button>
        </div>
        {eventsKept && !online && (
          <p id={`${eventId}-hint`} className="mt-1 text-sm text-gray-500">
            {COPY.captureEventsOffline}
          </p>
        )}
      </div>
      <NewEventDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(event) => form.setValue('eventId', event.id, { shouldDirty: true })}
      />
    </div>
  );
}
