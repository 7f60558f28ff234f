import { useId } from 'react';
import { crmFieldMissingLabel, crmSentences } from '#shared/copy/crm';
import type { CrmField, CrmProvider } from '#shared/schemas/integrations';

const SELECT =
  'mt-1 block w-full min-w-0 rounded-md border-0 py-2 pe-8 ps-3 text-gray-900 shadow-sm ring-1 ring-inset focus:ring-2 focus:ring-brand-500 focus:ring-inset disabled:bg-gray-50 disabled:text-gray-700 aria-invalid:ring-red-500 sm:text-sm';

/** A CRM field as the CRM names it, with its API name when that differs ('Job Title (jobtitle)'). */
export function crmFieldLabel(field: CrmField): string {
  return field.label && field.label !== field.name ? `${field.label} (${field.name})` : field.name;
}

/** Whether `value` is a field `fields` lists ('' always is: nothing chosen). */
export function isListedField(fields: readonly CrmField[] | null, value: string): boolean {
  return !value || !fields || fields.some((field) => field.name === value);
}

/**
 * One choice among the fields the CRM lists (GET .../fields), or `emptyLabel` (''). A saved
 * field the CRM no longer lists stays chosen, marked, with a note under it, rather than being
 * dropped unseen. Without `fields` (not read yet, or the CRM did not answer) it shows the saved
 * choice, disabled.
 */
export function CrmFieldSelect({
  label,
  provider,
  fields,
  value,
  emptyLabel,
  error,
  className = '',
  onChange,
}: {
  label: string;
  provider: CrmProvider;
  fields: readonly CrmField[] | null;
  value: string;
  emptyLabel: string;
  error?: string | undefined;
  className?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const missing = !isListedField(fields, value);
  const note = error ?? (missing ? crmSentences(provider).fieldMissing : undefined);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={!fields}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        className={`${SELECT} ${missing ? 'ring-amber-500' : 'ring-gray-300'}`}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{emptyLabel}</option>
        {value && (missing || !fields) && (
          <option value={value}>{missing ? crmFieldMissingLabel(value) : value}</option>
        )}
        {fields?.map((field) => (
          <option key={field.name} value={field.name}>
            {crmFieldLabel(field)}
          </option>
        ))}
      </select>
      {note && (
        <p
          id={`${id}-note`}
          role={error ? 'alert' : undefined}
          className={`mt-1 text-sm ${error ? 'text-red-600' : 'text-amber-800'}`}
        >
          {note}
        </p>
      )}
    </div>
  );
}
