import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A group of checkboxes, each a value of the API shown by its name and its code (a webhook's
 * events, an API key's scopes), with the group's error under it.
 */
export function CodeChoices<Value extends string>({
  legend,
  values,
  labels,
  columns,
  field,
  error,
}: {
  legend: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  /** Columns from the small breakpoint up. */
  columns: 'sm:grid-cols-2' | 'sm:grid-cols-3';
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className={`mt-2 grid grid-cols-1 gap-2 ${columns}`}>
        {values.map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm text-gray-900">
            <input
              type="checkbox"
              value={value}
              className="mt-0.5 size-4 rounded border-gray-300 text-brand-600"
              {...field}
            />
            <span>
              {labels[value]}
              <code className="block text-xs text-gray-600">{value}</code>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
