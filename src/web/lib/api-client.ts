import { API_TIMEOUT_MS } from '#shared/constants';
import { COPY } from '#shared/copy';
import { LANGUAGE } from '#shared/copy/sentences/language';
import type { TokenPair } from '#shared/schemas/auth';
import type { ResponseSchema } from './response-schema';
import { isAccessTokenExpired, TokenPairAnswer, type TokenStore } from './token-storage';

/** Paths sent without a bearer token (docs/product.md#web-client). */
const ANONYMOUS_PATHS = [
  'auth/login',
  'auth/two-step/verify',
  'auth/verify-account',
  'auth/create-account',
];

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Thrown to callers when the session ended (no token, failed refresh); the app has moved on. */
export class SessionEndedError extends ApiError {
  constructor() {
    super(401, COPY.sessionEnded);
    this.name = 'SessionEndedError';
  }
}

/**
 * The server answered 2xx with a body its schema refuses: a contract bug, not the user's doing,
 * so it is not an ApiError (the screens show their generic message) and is never retried.
 */
export class ResponseShapeError extends Error {
  readonly path: string;
  constructor(path: string, problem: string) {
    super(`Unexpected response from /${path}: ${problem}`);
    this.name = 'ResponseShapeError';
    this.path = path;
  }
}

export type SessionEndReason = 'no-token' | 'refresh-failed';

export interface ApiClientOptions {
  tokens: TokenStore;
  /** Clears the session and leaves for /login (or / when there was no token). */
  onSessionEnded(reason: SessionEndReason): void;
  baseUrl?: string;
  fetch?: typeof fetch;
  nowSeconds?: () => number;
  timeoutMs?: number;
  /**
   * Runs the refresh under a lock shared by every tab (Web Locks), so two tabs never spend the
   * same refresh token, which the server would treat as theft. Defaults to navigator.locks.
   */
  withCrossTabLock?: <T>(run: () => Promise<T>) => Promise<T>;
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Public calls a visitor makes (no session needed); never triggers a sign-out. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** The version (ETag) an edit is based on: the server refuses it with 409 once stale. */
  ifMatch?: string | null | undefined;
  /**
   * A token of the call's own as the bearer (the setup token of two-step sign-in): sent as it
   * is, with no session asked for or refreshed.
   */
  bearer?: string | undefined;
  /** A longer wait than the client's for a slow call (a photo sent over a weak network). */
  timeoutMs?: number;
}

/** An answer and its version, the `ETag` an editor sends back in `If-Match` (null: none). */
export interface Versioned<T> {
  data: T;
  version: string | null;
}

function defaultCrossTabLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('catalyst-auth-refresh', run) : run();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (
    body &&
    typeof body === 'object' &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    return (body as { message: string }).message;
  }
  return fallback;
}

/**
 * The API client (docs/product.md#web-client): JSON in and out under /api, a 10 s timeout, bearer
 * tokens, one shared refresh for concurrent calls, and one refresh-and-retry on a 401.
 */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const withLock = options.withCrossTabLock ?? defaultCrossTabLock;
  let refreshing: Promise<TokenPair> | null = null;

  async function send(path: string, init: RequestOptions, accessToken: string | null) {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('timeout', 'TimeoutError')),
      init.timeoutMs ?? timeoutMs,
    );
    const signal = init.signal
      ? AbortSignal.any([init.signal, controller.signal])
      : controller.signal;
    // The API's refusals in the app's own language (the build's), not the browser's.
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': LANGUAGE,
    };
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
    // A file (a CSV to import) goes as it is, with its own type.
    const isBlob = typeof Blob !== 'undefined' && init.body instanceof Blob;
    // A FormData body sets its own multipart content type with the boundary.
    if (isBlob) headers['content-type'] = (init.body as Blob).type || 'application/octet-stream';
    else if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    if (init.ifMatch) headers['if-match'] = init.ifMatch;
    try {
      return await doFetch(`${baseUrl}/${path.replace(/^\/+/, '')}`, {
        method: init.method ?? 'GET',
        headers,
        body:
          init.body === undefined
            ? undefined
            : isForm || isBlob
              ? (init.body as FormData | Blob)
              : JSON.stringify(init.body),
        signal,
      });
    } catch (error) {
      if (controller.signal.aborted && !init.signal?.aborted) {
        throw new ApiError(0, COPY.serverTooSlow);
      }
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, COPY.serverUnreachable);
    } finally {
      clearTimeout(timer);
    }
  }

  async function exchangeRefreshToken(refreshToken: string): Promise<TokenPair> {
    const response = await send('auth/refresh', { method: 'GET' }, refreshToken);
    const body = await readBody(response);
    const parsed = TokenPairAnswer.safeParse(body);
    if (!response.ok || !parsed.success) {
      throw new ApiError(response.status, messageOf(body, COPY.sessionRefreshFailed));
    }
    return parsed.data;
  }

  /** One refresh at a time per tab, and (with Web Locks) across tabs. */
  function refresh(): Promise<TokenPair> {
    refreshing ??= (async () => {
      const before = options.tokens.get();
      if (!before) throw new SessionEndedError();
      return withLock(async () => {
        // Another tab may have refreshed while we waited for the lock: use its tokens.
        const current = options.tokens.get();
        if (!current) throw new SessionEndedError();
        if (current.refreshToken !== before.refreshToken) return current;
        const pair = await exchangeRefreshToken(current.refreshToken);
        options.tokens.set(pair);
        return pair;
      });
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function endSession(reason: SessionEndReason): never {
    options.tokens.clear();
    options.onSessionEnded(reason);
    throw new SessionEndedError();
  }

  async function refreshOrEnd(): Promise<TokenPair> {
    try {
      return await refresh();
    } catch (error) {
      // A timeout or lost network is not a verdict on the session: keep the tokens.
      if (error instanceof ApiError && error.status === 0) throw error;
      return endSession('refresh-failed');
    }
  }

  /** A signed-in call's response, after the token refresh and one retry on a 401. */
  async function authorizedResponse(path: string, init: RequestOptions): Promise<Response> {
    if (init.bearer) return send(path, init, init.bearer);
    const anonymous = init.anonymous || ANONYMOUS_PATHS.some((p) => path.includes(p));
    let accessToken: string | null = null;
    if (!anonymous) {
      const tokens = options.tokens.get();
      if (!tokens) {
        options.onSessionEnded('no-token');
        throw new SessionEndedError();
      }
      accessToken = isAccessTokenExpired(tokens.accessToken, nowSeconds())
        ? (await refreshOrEnd()).accessToken
        : tokens.accessToken;
    }

    let response = await send(path, init, accessToken);
    if (response.status === 401 && !anonymous) {
      accessToken = (await refreshOrEnd()).accessToken;
      response = await send(path, init, accessToken);
      if (response.status === 401) endSession('refresh-failed');
    }
    return response;
  }

  async function request<T>(
    path: string,
    schema: ResponseSchema<T>,
    init: RequestOptions = {},
  ): Promise<T> {
    return (await requestVersioned(path, schema, init)).data;
  }

  /** A call whose answer's version the caller keeps (the editors; docs/product.md#stale-edits). */
  async function requestVersioned<T>(
    path: string,
    schema: ResponseSchema<T>,
    init: RequestOptions = {},
  ): Promise<Versioned<T>> {
    const response = await authorizedResponse(path, init);
    const body = await readBody(response);
    if (!response.ok) {
      const error = new ApiError(
        response.status,
        messageOf(body, response.statusText || COPY.requestFailed),
      );
      console.warn(`API ${init.method ?? 'GET'} /${path} failed: ${error.status} ${error.message}`);
      throw error;
    }
    return { data: parseResponse(path, schema, body), version: response.headers.get('etag') };
  }

  /** A file the API answers (an image, a pass): its bytes, or the JSON error as an ApiError. */
  async function getBlob(path: string, init: CallOptions = {}): Promise<Blob> {
    const response = await authorizedResponse(path, { ...init, method: 'GET' });
    if (response.ok) return response.blob();
    const body = await readBody(response);
    throw new ApiError(response.status, messageOf(body, response.statusText || COPY.requestFailed));
  }

  return {
    request,
    requestVersioned,
    getBlob,
    refresh,
    get: <T>(path: string, schema: ResponseSchema<T>, init: CallOptions = {}) =>
      request(path, schema, { ...init, method: 'GET' }),
    post: <T>(path: string, body: unknown, schema: ResponseSchema<T>, init: CallOptions = {}) =>
      request(path, schema, { ...init, method: 'POST', body }),
    put: <T>(path: string, body: unknown, schema: ResponseSchema<T>, init: CallOptions = {}) =>
      request(path, schema, { ...init, method: 'PUT', body }),
    patch: <T>(path: string, body: unknown, schema: ResponseSchema<T>, init: CallOptions = {}) =>
      request(path, schema, { ...init, method: 'PATCH', body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Checks what the server sent against its schema; the first problem names the field. */
function parseResponse<T>(path: string, schema: ResponseSchema<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.map(String).join('.') : '(body)';
  const error = new ResponseShapeError(path, `${where}: ${issue?.message ?? 'invalid'}`);
  // Screens show a generic message for it; the console keeps the detail for whoever debugs.
  console.warn(error.message);
  throw error;
}
