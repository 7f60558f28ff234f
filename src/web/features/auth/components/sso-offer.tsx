import { COPY } from '#shared/copy';
import { ssoErrorMessage } from '#shared/copy/sso-errors';
import { Alert } from '#web/components/ui/alert';
import { buttonClassName } from '#web/components/ui/button';

export { discoverSsoAfter } from '../api/sso';

// The Login page's single sign-on parts, loaded only when there is one to show: /login's first
// load stays within its budget (decision 038, decision 064).

/**
 * With `url`, 'Continue with single sign-on' (where the typed address's single sign-on starts);
 * with `reason`, why the single sign-on that came back with `?ssoError=` failed.
 */
export default function SsoParts({ url, reason }: { url?: string; reason?: string }) {
  if (url) {
    return (
      <a href={url} className={buttonClassName('secondary', 'mt-4 w-full')}>
        {COPY.continueWithSso}
      </a>
    );
  }
  const message = ssoErrorMessage(reason ?? null);
  return message ? <Alert tone="error">{message}</Alert> : null;
}
