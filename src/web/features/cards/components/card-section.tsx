import type { ReactNode } from 'react';

/** A titled panel of the card editor, with a mark beside the title while it has unsaved changes. */
export function CardSection({
  title,
  description,
  status,
  children,
}: {
  title: string;
  description?: string | undefined;
  status?: string | undefined;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-900/5"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={id} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        {status && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/20 ring-inset">
            {status}
          </span>
        )}
      </div>
      {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
