import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls sideways inside this box, which the
 * keyboard can reach (Tab, then the arrow keys) and which names the table for screen readers.
 */
export function TableRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-gray-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      <table className="min-w-full divide-y divide-gray-200 text-start text-sm">{children}</table>
    </div>
  );
}

export const th = 'px-3 py-2.5 text-xs font-semibold tracking-wide text-gray-700 uppercase';
export const td = 'px-3 py-2.5 align-top text-gray-700';
