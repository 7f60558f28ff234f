import { useId, type ReactNode } from 'react';

/** A white panel with its heading, a region named by it; `id` is where a link may lead. */
export function Panel({
  title,
  id: anchor,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="scroll-mt-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5 sm:p-6"
    >
      <h2 id={id} className="mb-4 text-base font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
