export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** Milliseconds from sending to the complete answer. */
  ms: number;
  headers: Headers;
}

/** One HTTP call with a JSON body (if any) and a hard 15 s limit, so a hang fails the test. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const started = Date.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text, the assertions will say so
  }
  return {
    status: response.status,
    body: body as T,
    ms: Date.now() - started,
    headers: response.headers,
  };
}

export async function login(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await call<{ accessToken: string; refreshToken: string }>(
    baseUrl,
    'POST',
    '/api/auth/login',
    { body: { email, password }, headers },
  );
  if (response.status !== 200) {
    throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/** Polls until `check` is true (or throws on timeout); answers the milliseconds it took. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if (await check()) return Date.now() - started;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
