import { usePageCopy } from './copy-context';
import { IN_APP_HINT_ID, type ProfileTheme } from './public-profile-theme';

/**
 * Phones only: 'Download Contact' stays in reach once the header's button has scrolled away
 * (src/shared/ui/sticky-download.ts shows it). Hidden, it is out of the way of screen readers and
 * the Tab key; the header's button is then the only copy.
 */
export function StickyDownloadBar({
  vcardUrl,
  theme,
  inAppHint,
}: {
  vcardUrl: string;
  theme: ProfileTheme;
  inAppHint?: string | null;
}) {
  const copy = usePageCopy();
  return (
    <div
      data-sticky-download=""
      aria-hidden="true"
      className={`invisible fixed inset-x-0 bottom-0 z-40 border-t px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg data-shown:visible sm:hidden ${theme.bar}`}
    >
      <a
        href={vcardUrl}
        tabIndex={-1}
        aria-describedby={inAppHint ? IN_APP_HINT_ID : undefined}
        className={`mx-auto block max-w-md ${theme.primary}`}
      >
        {copy.visitorPageDownloadContact}
      </a>
    </div>
  );
}
