import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('react-toastify', () => {
  const record = (_content: unknown, options: Record<string, unknown>) => shown.push(options);
  return { toast: { success: record, error: record, info: record, dismiss: () => undefined } };
});

const { actionToasts, EDITOR_TOAST, notify, SETTINGS_TOAST, TOAST_CONTAINER, toastPosition } =
  await import('./toasts');

describe('where toasts go (docs/product.md#signed-in-layout)', () => {
  beforeEach(() => {
    shown.length = 0;
  });

  it('never at the bottom, where the save bars are: the default and any bottom place move to the top', () => {
    expect(TOAST_CONTAINER.position).toBe('top-center');
    for (const bottom of ['bottom-right', 'bottom-center', 'bottom-left'] as const) {
      expect(toastPosition(bottom)).toBe('top-center');
    }
    expect(toastPosition(undefined)).toBe('top-center');
    expect(toastPosition('top-right')).toBe('top-right');
  });

  it('a toast does not pause under the pointer, whichever way it is shown', () => {
    expect(TOAST_CONTAINER.pauseOnHover).toBe(false);
    notify.success('Saved!');
    notify.error('No', { position: 'bottom-right' });
    notify.info('Note', SETTINGS_TOAST);
    actionToasts('save', EDITOR_TOAST).failed('No');
    actionToasts('save', EDITOR_TOAST).succeeded('Saved!');
    expect(shown.map((options) => [options.position, options.pauseOnHover])).toEqual([
      ['top-center', false],
      ['top-center', false],
      ['top-right', false],
      ['top-center', false],
      ['top-center', false],
    ]);
  });
});
