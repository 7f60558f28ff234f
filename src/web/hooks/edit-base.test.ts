import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '#web/lib/api-client';
import { createEditBase } from './edit-base';

/** A server that keeps one version and refuses a write based on another, as the API does. */
function versionedServer() {
  let version = 1;
  const seen: Array<string | null> = [];
  const fetch = async (_url: string, init: RequestInit) => {
    const ifMatch = (init.headers as Record<string, string>)['if-match'] ?? null;
    seen.push(ifMatch);
    // Answered out of order: the first save is the slowest.
    await new Promise((resolve) => setTimeout(resolve, seen.length === 1 ? 30 : 1));
    if (ifMatch !== null && ifMatch !== `"v${version}"`) {
      return new Response(JSON.stringify({ message: 'stale' }), { status: 409 });
    }
    version += 1;
    return new Response(JSON.stringify({ version }), {
      status: 200,
      headers: { etag: `"v${version}"` },
    });
  };
  const api = createApiClient({
    tokens: {
      get: () => ({ accessToken: 'x.eyJleHAiOjk5OTk5OTk5OTl9.x', refreshToken: 'r' }),
      set: () => undefined,
      clear: () => undefined,
    },
    onSessionEnded: () => undefined,
    fetch: fetch as unknown as typeof globalThis.fetch,
    withCrossTabLock: (run) => run(),
  });
  const put = (base: ReturnType<typeof createEditBase>) =>
    base.save((ifMatch) =>
      api.requestVersioned('cards/1/profile', z.object({ version: z.number() }), {
        method: 'PUT',
        body: {},
        ifMatch,
      }),
    );
  return { put, seen, bump: () => (version += 1) };
}

describe('an editor base', () => {
  it("sends its saves one after another, each on the answer's version: two at once do not refuse each other", async () => {
    const server = versionedServer();
    const base = createEditBase('"v1"');
    const answers = await Promise.all([server.put(base), server.put(base)]);
    expect(answers).toEqual([{ version: 2 }, { version: 3 }]);
    expect(server.seen).toEqual(['"v1"', '"v2"']);
    expect(base.version).toBe('"v3"');
  });

  it('meets a change made elsewhere as a refusal, and keeps going once rebased', async () => {
    const server = versionedServer();
    const base = createEditBase('"v1"');
    server.bump();
    await expect(server.put(base)).rejects.toMatchObject({ status: 409 });
    // A refused save does not block the next one.
    base.rebase('"v2"');
    await expect(server.put(base)).resolves.toEqual({ version: 3 });
  });
});
