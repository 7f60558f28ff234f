import { useId, type ReactNode } from 'react';

/**
 * A white panel with its heading, a region named by it: the operator console's account and team,
 * the Team screens, the Integrations sections. `id` is where a link may lead; `actions` sit on the
 * heading's line; `bodyClassName` spaces what the panel holds (below the heading by default).
 */
export function Panel({
  title,
  id: anchor,
  actions,
  bodyClassName = 'mt-4',
  children,
}: {
  title: string;
  id?: string;
  actions?: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
}) {
  // A generated id: a title has spaces, and aria-labelledby reads a space-separated id list.
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="scroll-mt-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}
