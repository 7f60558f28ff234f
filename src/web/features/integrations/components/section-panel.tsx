import { useId, type ReactNode } from 'react';

/** One section of the Integrations screens: a white panel with its heading, a region named by it. */
export function SectionPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5 sm:p-6"
    >
      <h2 id={id} className="text-base font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-2 space-y-4">{children}</div>
    </section>
  );
}
