import { useEffect, useId, useRef } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { Button } from '#web/components/ui/button';
import { useCopyToClipboard } from '#web/hooks/use-copy-to-clipboard';

/**
 * A secret the server gives this once (a webhook's signing secret, an API key): the warning, the
 * value to select or copy (focused when it appears), and the button that puts it away once the
 * owner has kept it.
 */
export function ShownOnce({
  label,
  value,
  warning,
  onDone,
}: {
  label: string;
  value: string;
  warning: string;
  onDone(): void;
}) {
  const id = useId();
  const { copied, copy } = useCopyToClipboard();
  const input = useRef<HTMLInputElement>(null);
  // Brought into view and selected, ready to copy, where the form that made it may be far below.
  useEffect(() => input.current?.focus(), []);
  return (
    <div
      role="region"
      aria-label={label}
      className="rounded-md bg-amber-50 p-4 ring-1 ring-amber-600/30 ring-inset"
    >
      <p className="text-sm font-semibold text-amber-900">{warning}</p>
      <label htmlFor={id} className="mt-3 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          id={id}
          ref={input}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 basis-56 rounded-md border-0 bg-white px-3 py-2 font-mono text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500"
        />
        <Button variant="secondary" onClick={() => void copy(value)}>
          {COPY.copyButton}
        </Button>
        {copied && (
          <span role="status" className="text-sm font-medium text-green-700">
            {COPY.copiedNotice}
          </span>
        )}
      </div>
      <Button className="mt-3" onClick={onDone}>
        {SCREENS.integrationsIHaveCopiedIt}
      </Button>
    </div>
  );
}
