import { useId } from 'react';
import { COPY } from '#shared/copy';
import { useEvents } from '#web/lib/events';
import { formatDate } from '#web/lib/format-date';

/**
 * 'Event' above a lead list or Insights (docs/product.md#events): all events ('') or one of the
 * owner's and their team's. Nothing while they have none: there is nothing to choose. `inline`
 * puts the label beside the select, as in a row of Insights' choices.
 */
export function EventFilter({
  value,
  onChange,
  className = '',
  inline = false,
}: {
  value: string;
  onChange(eventId: string): void;
  className?: string;
  inline?: boolean;
}) {
  const id = useId();
  const events = useEvents();
  if (!events.data?.length) return null;
  return (
    <div className={`${inline ? 'flex flex-wrap items-center gap-2' : ''} ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {COPY.appEvent}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`block max-w-full rounded-md border-0 pe-8 ps-3 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 ${inline ? 'py-1.5' : 'mt-1 py-2'}`}
      >
        <option value="">{COPY.eventFilterAll}</option>
        {events.data.map((event) => (
          <option key={event.id} value={event.id}>
            {event.name} ({formatDate(event.startsOn, 'day')})
          </option>
        ))}
      </select>
    </div>
  );
}
