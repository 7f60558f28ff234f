// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowFileHandOff, UnsavedChangesPrompt } from './unsaved-changes-prompt';

function renderPrompt(when: boolean) {
  const router = createMemoryRouter([{ path: '/', element: <UnsavedChangesPrompt when={when} /> }]);
  render(<RouterProvider router={router} />);
}

/** Whether the browser would ask "Leave site?" for this unload. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('UnsavedChangesPrompt', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks before the tab unloads only while there are changes', () => {
    renderPrompt(false);
    expect(unloadAsks()).toBe(false);
    cleanup();
    renderPrompt(true);
    expect(unloadAsks()).toBe(true);
  });

  it('does not ask for a file handed off in place (a wallet pass), and asks again after', () => {
    vi.useFakeTimers();
    renderPrompt(true);
    allowFileHandOff();
    expect(unloadAsks()).toBe(false);
    vi.advanceTimersByTime(1_500);
    expect(unloadAsks()).toBe(true);
  });
});
