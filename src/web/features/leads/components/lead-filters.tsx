import { useId, useState } from 'react';
import { COPY } from '#shared/copy';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '#shared/schemas/leads';
import { useDebouncedValue } from '#web/hooks/use-debounced-value';

/** What a lead list is filtered by: the search as typed, and one status ('' for all but archived). */
export interface LeadFilterValues {
  typed: string;
  status: LeadStatus | '';
}

/** A search asks the API once the person pauses typing. */
const SEARCH_DELAY_MS = 300;

/** The filters' state, and what the list asks the API for: the search once typing pauses. */
export function useLeadFilters() {
  const [filters, setFilters] = useState<LeadFilterValues>({ typed: '', status: '' });
  const q = useDebouncedValue(filters.typed.trim(), SEARCH_DELAY_MS);
  return {
    filters,
    setFilters,
    q,
    status: filters.status,
    /** Something narrows the list: an empty one means no match, not no leads. */
    filtered: q !== '' || filters.status !== '',
  };
}

/**
 * The search and status filter above a lead list (docs/product.md#messages), the owner's Messages
 * and a team's Leads alike; the list asks the API with them.
 */
export function LeadFilters({
  values,
  onChange,
}: {
  values: LeadFilterValues;
  onChange(values: LeadFilterValues): void;
}) {
  const ids = { search: useId(), status: useId() };
  return (
    <div className="mb-4 flex max-w-3xl flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={ids.search} className="block text-sm font-medium text-gray-900">
          {COPY.leadsUiSearch}
        </label>
        <input
          id={ids.search}
          type="search"
          value={values.typed}
          onChange={(event) => onChange({ ...values, typed: event.target.value })}
          placeholder={COPY.leadsUiNameEmailOrCompany}
          className="mt-1 block w-full rounded-md border-0 py-2 ps-3 text-sm ring-1 ring-gray-300 ring-inset"
        />
      </div>
      <div>
        <label htmlFor={ids.status} className="block text-sm font-medium text-gray-900">
          {COPY.appStatus}
        </label>
        <select
          id={ids.status}
          value={values.status}
          onChange={(event) =>
            onChange({ ...values, status: event.target.value as LeadStatus | '' })
          }
          className="mt-1 block rounded-md border-0 py-2 pe-8 ps-3 text-sm ring-1 ring-gray-300 ring-inset"
        >
          <option value="">{COPY.leadsUiAllButArchived}</option>
          {LEAD_STATUSES.map((each) => (
            <option key={each} value={each}>
              {LEAD_STATUS_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
