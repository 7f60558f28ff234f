import { useId, type ReactNode } from 'react';
import { COPY } from '#shared/copy';
import { SettingsSection } from './settings-section';

/** Settings → Security: the ways of signing in, then where the account is signed in. */
export function SecuritySection({ children }: { children: ReactNode }) {
  return (
    <SettingsSection
      id="security"
      title={COPY.securityTitle}
      description={COPY.securityDescription}
    >
      <div className="flex flex-col gap-10">{children}</div>
    </SettingsSection>
  );
}

/** One part of Security (two-step sign-in, passkeys): its title and words above its controls. */
export function SecurityPart({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {title}
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-gray-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
