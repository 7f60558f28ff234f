import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { type TokenPair } from '#shared/schemas/auth';
import { CardList } from '#shared/schemas/cards';
import { OkResponse } from '#shared/schemas/common';
import {
  ApiError,
  createApiClient,
  ResponseShapeError,
  SessionEndedError,
  type SessionEndReason,
} from './api-client';
import type { TokenStore } from './token-storage';

const NOW = 1_800_000_000;

function jwt(exp: number, tag = 'a'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ exp, tag })}.sig`;
}

function memoryTokens(initial: TokenPair | null): TokenStore & { value: TokenPair | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (tokens: TokenPair) => {
      store.value = tokens;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function setup(
  initial: TokenPair | null,
  handler: (url: string, init: RequestInit) => Promise<Response> | Response,
) {
  const tokens = memoryTokens(initial);
  const ended: SessionEndReason[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init ?? {}),
  );
  const client = createApiClient({
    tokens,
    onSessionEnded: (reason) => ended.push(reason),
    fetch: fetchMock as unknown as typeof fetch,
    nowSeconds: () => NOW,
    withCrossTabLock: (run) => run(),
  });
  return { client, tokens, ended, fetchMock };
}

const authHeader = (init: RequestInit) => (init.headers as Record<string, string>).authorization;

/** Most tests are about the transport, not the body: any JSON passes. */
const Anything = z.unknown();

describe('api client', () => {
  it('sends the bearer token and JSON body, and parses the JSON answer', async () => {
    const valid = { accessToken: jwt(NOW + 600), refreshToken: 'r1' };
    const { client, fetchMock } = setup(valid, (url, init) => {
      if (url === '/api/things') {
        expect(authHeader(init)).toBe(`Bearer ${valid.accessToken}`);
        expect(init.body).toBe('{"a":1}');
        return json(200, { ok: 1 });
      }
      return new Response(null, { status: 204 });
    });
    await expect(client.post('things', { a: 1 }, Anything)).resolves.toEqual({ ok: 1 });
    await expect(client.get('empty', z.null())).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends login, verify-account and create-account without a bearer, even with no tokens', async () => {
    const { client, ended } = setup(null, (_url, init) => {
      expect(authHeader(init)).toBeUndefined();
      return json(200, { ok: true });
    });
    for (const path of [
      'auth/login',
      'auth/two-step/verify',
      'auth/verify-account',
      'auth/create-account',
    ]) {
      await client.post(path, {}, OkResponse);
    }
    expect(ended).toEqual([]);
  });

  it("sends a call's own bearer (a setup token) as it is: no session asked for, none refreshed", async () => {
    const { client, ended, fetchMock } = setup(null, (_url, init) => {
      expect(authHeader(init)).toBe('Bearer tst_setup');
      return json(401, { message: 'Unauthorized' });
    });
    await expect(
      client.post('auth/two-step/setup', {}, OkResponse, { bearer: 'tst_setup' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).toEqual([]);
  });

  it('with no token: ends the session (to /) and throws SessionEndedError without calling', async () => {
    const { client, ended, fetchMock } = setup(null, () => json(200, {}));
    await expect(client.get('cards', CardList)).rejects.toBeInstanceOf(SessionEndedError);
    expect(ended).toEqual(['no-token']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token before the call, once for many concurrent calls', async () => {
    const { client, tokens, fetchMock } = setup(
      { accessToken: jwt(NOW - 1), refreshToken: 'r1' },
      async (url, init) => {
        if (url === '/api/auth/refresh') {
          expect(authHeader(init)).toBe('Bearer r1');
          await new Promise((resolve) => setTimeout(resolve, 10));
          return json(200, { accessToken: jwt(NOW + 900, 'new'), refreshToken: 'r2' });
        }
        expect(authHeader(init)).toBe(`Bearer ${jwt(NOW + 900, 'new')}`);
        return json(200, { url });
      },
    );
    const results = await Promise.all([
      client.get('a', Anything),
      client.get('b', Anything),
      client.get('c', Anything),
    ]);
    expect(results).toHaveLength(3);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).endsWith('/auth/refresh'),
    );
    expect(refreshCalls).toHaveLength(1);
    expect(tokens.value?.refreshToken).toBe('r2');
  });

  it('on a 401 refreshes once and retries once', async () => {
    let calls = 0;
    const { client, fetchMock } = setup(
      { accessToken: jwt(NOW + 600), refreshToken: 'r1' },
      (url) => {
        if (url === '/api/auth/refresh')
          return json(200, { accessToken: jwt(NOW + 900, 'b'), refreshToken: 'r2' });
        calls += 1;
        return calls === 1 ? json(401, { message: 'expired' }) : json(200, { fine: true });
      },
    );
    await expect(client.get('me', Anything)).resolves.toEqual({ fine: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('when the refresh fails: clears the tokens and ends the session (to /login)', async () => {
    const { client, tokens, ended } = setup(
      { accessToken: jwt(NOW + 600), refreshToken: 'r1' },
      (url) =>
        url === '/api/auth/refresh'
          ? json(401, { message: 'nope' })
          : json(401, { message: 'expired' }),
    );
    await expect(client.get('me', Anything)).rejects.toBeInstanceOf(SessionEndedError);
    expect(tokens.value).toBeNull();
    expect(ended).toEqual(['refresh-failed']);
  });

  it('does not retry twice: a second 401 after a good refresh ends the session', async () => {
    const { client, fetchMock, ended } = setup(
      { accessToken: jwt(NOW + 600), refreshToken: 'r1' },
      (url) =>
        url === '/api/auth/refresh'
          ? json(200, { accessToken: jwt(NOW + 900), refreshToken: 'r2' })
          : json(401, { message: 'no' }),
    );
    await expect(client.get('me', Anything)).rejects.toBeInstanceOf(SessionEndedError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(ended).toEqual(['refresh-failed']);
  });

  it('uses tokens another tab refreshed while this one waited for the lock', async () => {
    const tokens = memoryTokens({ accessToken: jwt(NOW - 1), refreshToken: 'old' });
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    const client = createApiClient({
      tokens,
      onSessionEnded: () => {},
      fetch: fetchMock as unknown as typeof fetch,
      nowSeconds: () => NOW,
      withCrossTabLock: async (run) => {
        tokens.set({ accessToken: jwt(NOW + 900, 'other-tab'), refreshToken: 'from-other-tab' });
        return run();
      },
    });
    await client.get('x', OkResponse);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toBeDefined();
  });

  it('throws ApiError with the server message on other errors', async () => {
    const { client } = setup({ accessToken: jwt(NOW + 600), refreshToken: 'r' }, () =>
      json(409, { message: 'That email address is already used by another account' }),
    );
    const error = await client.post('auth/profile', {}, Anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'That email address is already used by another account',
    });
  });

  describe('response schemas', () => {
    const tokens = { accessToken: jwt(NOW + 600), refreshToken: 'r' };
    const card = {
      id: 7,
      shopifyProductTitle: 'Metal card',
      shopifyVariantTitle: null,
      nickname: null,
      CardConfiguration: { uuid: 'c-7', firstName: 'Ada' },
    };

    it('returns a body that matches, typed by its schema', async () => {
      const { client } = setup(tokens, () => json(200, { ok: true }));
      const answer = await client.post('messages/m1/read', undefined, OkResponse);
      expectTypeOf(answer).toEqualTypeOf<{ ok: true }>();
      expect(answer).toEqual({ ok: true });
    });

    it('throws ResponseShapeError naming the request path and the first problem', async () => {
      const { client } = setup(tokens, () =>
        json(200, [{ ...card, CardConfiguration: { ...card.CardConfiguration, uuid: 1 } }]),
      );
      const error = await client.get('cards', CardList).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseShapeError);
      // Not an ApiError: screens show their own generic message, not the developer's detail.
      expect(error).not.toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ path: 'cards' });
      expect((error as Error).message).toBe(
        'Unexpected response from /cards: 0.CardConfiguration.uuid: ' +
          'Invalid input: expected string, received number',
      );
    });

    it('refuses an empty body where an object is expected, rather than answering null', async () => {
      const { client } = setup(tokens, () => new Response(null, { status: 200 }));
      const error = await client.get('auth/profile', OkResponse).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect((error as Error).message).toBe(
        'Unexpected response from /auth/profile: (body): Invalid input: expected object, received null',
      );
    });

    it('an error status is an ApiError with the server message, whatever the schema', async () => {
      const { client } = setup(tokens, () => json(404, { message: 'Card not found' }));
      await expect(client.get('cards/9', CardList)).rejects.toMatchObject({
        name: 'ApiError',
        status: 404,
        message: 'Card not found',
      });
    });

    it('a 401 after a failed refresh throws SessionEndedError, never a shape error', async () => {
      const { client, ended } = setup(tokens, (url) =>
        url === '/api/auth/refresh'
          ? json(401, { message: 'nope' })
          : json(401, { message: 'expired' }),
      );
      await expect(client.get('cards', CardList)).rejects.toBeInstanceOf(SessionEndedError);
      expect(ended).toEqual(['refresh-failed']);
    });
  });

  describe('timeout', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('aborts after 10 s with a clear error', async () => {
      const { client } = setup(
        { accessToken: jwt(NOW + 600), refreshToken: 'r' },
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );
      const pending = client.get('slow', Anything).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 0,
        message: 'The server took too long to answer. Please try again.',
      });
    });

    it("waits a call's own longer limit when it gives one (a card's OCR)", async () => {
      const { client } = setup(
        { accessToken: jwt(NOW + 600), refreshToken: 'r' },
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );
      const pending = client
        .post('leads/scan', new FormData(), Anything, { timeoutMs: 25_000 })
        .catch((e: unknown) => e);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(24_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ status: 0 });
    });
  });
});
