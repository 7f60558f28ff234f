import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '#shared/copy';
import { ApiError } from '#web/lib/api-client';
import type * as Toasts from '#web/lib/toasts';

const notifyError = vi.fn();
vi.mock('#web/lib/toasts', async (original) => ({
  ...(await original<typeof Toasts>()),
  notify: { error: (...args: unknown[]) => notifyError(...args), success: vi.fn() },
}));

const { useMutationForm } = await import('./use-mutation-form');

function mutation(answer: () => Promise<string>, isPending = false) {
  return { mutateAsync: vi.fn((_: number) => answer()), isPending };
}

describe('useMutationForm', () => {
  afterEach(() => vi.clearAllMocks());

  it('sends the variables, then does what the screen does with the answer', async () => {
    const send = mutation(() => Promise.resolve('saved'));
    const done = vi.fn();
    await useMutationForm(send).run(7, done);
    expect(send.mutateAsync).toHaveBeenCalledWith(7);
    expect(done).toHaveBeenCalledWith('saved');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("turns a failure into the action's toast, never an exception, and skips the success", async () => {
    const refused = mutation(() => Promise.reject(new ApiError(400, 'Name is taken')));
    const done = vi.fn();
    await useMutationForm(refused).run(1, done);
    expect(notifyError).toHaveBeenCalledWith('Name is taken', undefined);
    expect(done).not.toHaveBeenCalled();

    const broken = mutation(() => Promise.reject(new ApiError(500, 'stack trace')));
    await useMutationForm(broken, { fallback: COPY.requestFailed }).run(1);
    expect(notifyError).toHaveBeenLastCalledWith(COPY.requestFailed, undefined);
  });

  it("labels the button 'Saving...' while the mutation is on its way, else its own text", () => {
    const idle = useMutationForm(mutation(() => Promise.resolve('')));
    expect([idle.busy, idle.label('Save template')]).toEqual([false, 'Save template']);
    const busy = useMutationForm(mutation(() => Promise.resolve(''), true));
    expect([busy.busy, busy.label('Save template')]).toEqual([true, 'Saving...']);
    expect(busy.label('Join', 'Joining...')).toBe('Joining...');
  });
});
