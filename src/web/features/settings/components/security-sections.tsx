import { useId, type ReactNode } from 'react';
import { COPY } from '#shared/copy';

/** The page's Security heading and the sections under it (passkeys, and the like). */
export function SecuritySections({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="pt-10">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {COPY.securityHeading}
      </h2>
      <div className="divide-y divide-gray-100">{children}</div>
    </section>
  );
}
