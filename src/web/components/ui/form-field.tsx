import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Beside the hint, outside the input's description: an action on the field. */
  aside?: ReactNode;
}

/** A labelled input with its error in red, wired for screen readers. */
export function FormField({
  label,
  error,
  hint,
  aside,
  className = '',
  ref,
  ...input
}: FormFieldProps & {
  ref?: React.Ref<HTMLInputElement>;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded-md border-0 px-3 py-2 text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset placeholder:text-gray-400 focus:ring-2 focus:ring-brand-500 focus:ring-inset read-only:bg-gray-50 aria-invalid:ring-red-500 sm:text-sm"
        {...input}
      />
      {hint && !error && (
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <p id={`${id}-hint`} className="text-sm text-gray-500">
            {hint}
          </p>
          {aside}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
