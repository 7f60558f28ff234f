// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopyToClipboard } from './use-copy-to-clipboard';

const HTML = '<table><tr><td>Ada Lovelace</td></tr></table>';
const TEXT = 'Ada Lovelace';

/** A stand-in for the browser's ClipboardItem (jsdom has none) that keeps what it was given. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
}

function clipboard(api: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: api, configurable: true });
}

async function copyWith(html?: string) {
  const { result } = renderHook(() => useCopyToClipboard());
  await act(() => result.current.copy(TEXT, html));
  return result;
}

describe('useCopyToClipboard with rich text', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clipboard(undefined);
  });

  it('writes text/html and text/plain as one clipboard item and confirms', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const write = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    clipboard({ write, writeText });
    const result = await copyWith(HTML);
    expect(write).toHaveBeenCalledTimes(1);
    const [[item]] = write.mock.calls[0] as [[FakeClipboardItem]];
    expect(Object.keys(item.items).sort()).toEqual(['text/html', 'text/plain']);
    expect(await item.items['text/html']!.text()).toBe(HTML);
    expect(item.items['text/html']!.type).toBe('text/html');
    expect(await item.items['text/plain']!.text()).toBe(TEXT);
    expect(writeText).not.toHaveBeenCalled();
    expect(result.current.copied).toBe(true);
  });

  it('falls back to the plain text when the browser refuses HTML', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const writeText = vi.fn().mockResolvedValue(undefined);
    clipboard({
      write: vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')),
      writeText,
    });
    const result = await copyWith(HTML);
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(result.current.copied).toBe(true);
  });

  it('falls back to the plain text where there is no ClipboardItem', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    const write = vi.fn();
    const writeText = vi.fn().mockResolvedValue(undefined);
    clipboard({ write, writeText });
    const result = await copyWith(HTML);
    expect(write).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(result.current.copied).toBe(true);
  });

  it('confirms nothing when neither write works', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    clipboard({
      write: vi.fn().mockRejectedValue(new Error('denied')),
      writeText: vi.fn().mockRejectedValue(new Error('denied')),
    });
    const result = await copyWith(HTML);
    expect(result.current.copied).toBe(false);
  });
});
