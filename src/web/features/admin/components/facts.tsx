import type { ReactNode } from 'react';

/** Label and value pairs, two columns from `sm` up. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="font-medium text-gray-500">{label}</dt>
          <dd className="mt-0.5 wrap-break-word text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
