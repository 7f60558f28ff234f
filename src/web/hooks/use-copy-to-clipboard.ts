import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '#shared/constants';

/**
 * Puts `html` on the clipboard as rich text with `text` as its plain-text side, so a mail app's
 * editor pastes the formatting and a plain field the text; where the browser writes only text
 * (no ClipboardItem, or it refuses HTML), the text alone.
 */
async function writeRichText(text: string, html: string): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || typeof navigator.clipboard.write !== 'function') {
    return navigator.clipboard.writeText(text);
  }
  try {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      }),
    ]);
  } catch {
    await navigator.clipboard.writeText(text);
  }
}

/**
 * docs/product.md#card-tab: copying shows 'Copied' for 2 seconds; when the clipboard is unsupported
 * (or the browser refuses), nothing was copied and nothing is confirmed. With `html`, the copy is
 * rich text, falling back to the plain text where the browser only writes text.
 */
export function useCopyToClipboard(): {
  copied: boolean;
  copy: (text: string, html?: string) => Promise<void>;
} {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string, html?: string) => {
    if (!navigator.clipboard) return;
    try {
      await (html === undefined ? navigator.clipboard.writeText(text) : writeRichText(text, html));
      setCopied(true);
    } catch {
      // Permission refused: nothing was copied, so nothing to confirm.
    }
  };
  return { copied, copy };
}
