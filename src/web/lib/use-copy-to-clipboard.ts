import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '#shared/constants';

/**
 * SPEC §2: copying shows 'Copied' for 2 seconds; when the clipboard is unsupported (or the
 * browser refuses), nothing was copied and nothing is confirmed.
 */
export function useCopyToClipboard(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    if (!navigator.clipboard) return;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Permission refused: nothing was copied, so nothing to confirm.
    }
  };
  return { copied, copy };
}
