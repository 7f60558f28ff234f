import { useId, type ReactNode } from 'react';

/** A titled white panel of the account page. */
export function Panel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-900/5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

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
