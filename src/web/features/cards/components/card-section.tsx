import type { ReactNode } from 'react';

/** A titled panel of the card editor. */
export function CardSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string | undefined;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-900/5"
    >
      <h2 id={id} className="text-base font-semibold text-gray-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
