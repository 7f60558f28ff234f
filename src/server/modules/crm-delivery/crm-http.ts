import { httpStatusError } from '#shared/copy';

/** What a CRM answered: the status, the parsed body of a success, and why otherwise. */
export interface CrmAnswer<T> {
  /** The HTTP status; 0 when no answer came (a timeout, a refused connection). */
  status: number;
  body: T | null;
  /** How long a 429 (or a CRM's own rate limit answer) asks to wait. */
  retryAfterMs: number | null;
  /** The CRM's own reason, at most 300 characters; null on success. */
  error: string | null;
}

/** A raw answer: what `callCrm` read, with the text for bodies that are not JSON ($batch). */
export interface CrmResponse extends CrmAnswer<unknown> {
  text: string;
  /** The CRM's error code where it gives one (Salesforce's INVALID_SESSION_ID). */
  code: string | null;
  headers: Headers | null;
}

const TIMEOUT_MS = 15_000;

type Json = Record<string, unknown> | unknown[] | null;

/**
 * The reason in a CRM's error body, whichever of their shapes it is: HubSpot's and Pipedrive's
 * `{message}`/`{error}`, Salesforce's `[{message, errorCode}]`, Dataverse's OData `{error:
 * {code, message}}`, OAuth's `{error, error_description}`.
 */
export function errorOf(body: Json): { message: string | null; code: string | null } {
  const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : body;
  if (!first || typeof first !== 'object') return { message: null, code: null };
  const nested = first.error;
  if (nested && typeof nested === 'object') {
    const { message, code } = nested as { message?: unknown; code?: unknown };
    return {
      message: typeof message === 'string' ? message : null,
      code: typeof code === 'string' ? code : null,
    };
  }
  const text = [first.error_description, first.message, nested, first.error_info].find(
    (value) => typeof value === 'string' && value !== '',
  ) as string | undefined;
  const code = [first.errorCode, first.code, first.category, nested].find(
    (value) => typeof value === 'string',
  ) as string | undefined;
  return { message: text ?? null, code: code ?? null };
}

/** Retry-After in seconds (or an HTTP date), as milliseconds to wait. */
function retryAfterOf(headers: Headers, now = Date.now()): number | null {
  const value = headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.max(seconds * 1000, 1000);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(at - now, 1000) : null;
}

/**
 * One call to a CRM, never throwing: a network failure or timeout is status 0 with the reason.
 * The error text is the CRM's own (never our request, which may hold a token), cut to 300.
 */
export async function callCrm(url: string, init: RequestInit): Promise<CrmResponse> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    let body: Json = null;
    try {
      body = text ? (JSON.parse(text) as Json) : null;
    } catch {
      body = null;
    }
    const problem = response.ok ? { message: null, code: null } : errorOf(body);
    return {
      status: response.status,
      body: response.ok ? body : null,
      text,
      headers: response.headers,
      retryAfterMs: retryAfterOf(response.headers),
      code: problem.code,
      error: response.ok
        ? null
        : (problem.message ?? httpStatusError(response.status)).slice(0, 300),
    };
  } catch (error) {
    return {
      status: 0,
      body: null,
      text: '',
      headers: null,
      retryAfterMs: null,
      code: null,
      error: error instanceof Error ? error.message.slice(0, 300) : 'no answer',
    };
  }
}

/** The same answer carrying another body (null unless the call succeeded). */
export function answerWith<T>(answer: CrmAnswer<unknown>, body: T | null): CrmAnswer<T> {
  return {
    status: answer.status,
    body: answer.status >= 200 && answer.status < 300 ? body : null,
    retryAfterMs: answer.retryAfterMs,
    error: answer.error,
  };
}

/** An answer that failed with a reason of our own (a CRM's answer we could not read). */
export function failedAnswer<T>(status: number, error: string): CrmAnswer<T> {
  return { status, body: null, retryAfterMs: null, error: error.slice(0, 300) };
}

/** An OAuth token endpoint's form POST (RFC 6749, sections 4.1.3 and 6). */
export function postForm(
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<CrmResponse> {
  return callCrm(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...headers,
    },
    body: new URLSearchParams(form),
  });
}
