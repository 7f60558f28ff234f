import { useId, useRef } from 'react';

/**
 * A button that opens the file chooser: a label styled as a secondary button around a visually
 * hidden file input (so the keyboard and screen readers reach a real input, and the label shows
 * its focus). The input is emptied after each choice, so choosing the same file again counts.
 */
export function FilePicker({
  label,
  accept,
  busy,
  onFile,
  className = '',
  capture,
}: {
  label: string;
  accept: string;
  busy: boolean;
  onFile(file: File | undefined): void;
  className?: string;
  /** On a phone, opens that camera directly instead of the file chooser. */
  capture?: 'environment' | 'user';
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <label
      htmlFor={inputId}
      aria-disabled={busy}
      className={`inline-flex cursor-pointer rounded-md bg-white px-3 py-2 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 aria-disabled:cursor-wait aria-disabled:opacity-60 ${className}`}
    >
      {label}
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={accept}
        capture={capture}
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (input.current) input.current.value = '';
          onFile(file);
        }}
      />
    </label>
  );
}
