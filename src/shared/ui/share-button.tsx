import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '../constants';
import { usePageCopy } from './copy-context';
import { shareLink, sharedPageUrl } from './share-link';

/** An arrow leaving a tray: the share glyph visitors know from their phones. */
const shareIconPath =
  'M12 3a1 1 0 0 1 .7.3l3.5 3.5a1 1 0 1 1-1.4 1.4L13 6.4V15a1 1 0 1 1-2 0V6.4L9.2 8.2a1 1 0 0 1-1.4-1.4l3.5-3.5A1 1 0 0 1 12 3ZM5 11a1 1 0 0 1 1 1v7h12v-7a1 1 0 1 1 2 0v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-7a1 1 0 0 1 1-1Z';

/**
 * 'Share' on the public page: the phone's share sheet, else the address copied and 'Copied'
 * for 2 s. On the server-rendered page React never runs: the page's script finds the button by
 * `data-share` and does the same (src/web/public-profile-entry.ts). Inside the app the click
 * handler below runs; in the editor's preview it only says that visitors use it.
 */
export function ShareButton({
  mode,
  className,
  hidden = false,
  notify,
}: {
  mode: 'live' | 'preview';
  className: string;
  /** Until a script can work it: without JavaScript, no button that does nothing. */
  hidden?: boolean;
  notify: (text: string, tone: 'info') => void;
}) {
  const copy = usePageCopy();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    if (mode === 'preview') {
      notify(copy.sharingDisabledInEditMode, 'info');
      return;
    }
    if ((await shareLink(sharedPageUrl(), document.title)) === 'copied') setCopied(true);
  };

  return (
    <button
      type="button"
      data-share=""
      data-copied-label={copy.visitorPageCopied}
      hidden={hidden}
      onClick={() => void share()}
      className={`inline-flex min-w-32 grow items-center justify-center gap-2 px-5 py-3 text-base font-semibold shadow-sm ring-1 ring-inset ${className}`}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
        <path d={shareIconPath} />
      </svg>
      <span data-share-label="" aria-live="polite">
        {copied ? copy.visitorPageCopied : copy.visitorPageShare}
      </span>
    </button>
  );
}
