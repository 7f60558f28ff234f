import { useId, type ReactNode } from 'react';

/** One titled block of the settings page: description on the left, form on the right. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  /** An anchor a link can point at (`/settings#security`). */
  id?: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  // A generated id: the title has spaces, and aria-labelledby reads a space-separated id list.
  const headingId = useId();
  return (
    <section
      id={id}
      className="grid grid-cols-1 gap-x-8 gap-y-6 py-10 md:grid-cols-3"
      aria-labelledby={headingId}
    >
      <div>
        <h2 id={headingId} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{description}</p>
      </div>
      <div className="md:col-span-2">{children}</div>
    </section>
  );
}
