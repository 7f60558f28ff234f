import type { ReactNode } from 'react';
import { COPY } from '#shared/copy';
import { SettingsSection } from './settings-section';

/** Settings → Security: the sessions list, and beside it the sign-in protections. */
export function SecuritySection({ children }: { children: ReactNode }) {
  return (
    <SettingsSection
      id="security"
      title={COPY.securityTitle}
      description={COPY.securityDescription}
    >
      <div className="space-y-10">{children}</div>
    </SettingsSection>
  );
}
