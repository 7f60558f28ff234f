import type { Config } from '#server/config/config';
import { httpStatusError } from '#shared/copy';

/** HubSpot's app settings (config.hubspot): client, consent page, API base. */
export type HubSpotSettings = NonNullable<Config['hubspot']>;

export interface HubSpotTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  accountId: string | null;
}

/** What HubSpot answered: the status and, for 429, how long to wait. */
export interface HubSpotAnswer<T> {
  status: number;
  body: T | null;
  retryAfterMs: number | null;
  error: string | null;
}

const TIMEOUT_MS = 10_000;

async function call<T>(url: string, init: RequestInit): Promise<HubSpotAnswer<T>> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    const message = (body as { message?: unknown } | null)?.message;
    return {
      status: response.status,
      body: response.ok ? (body as T) : null,
      retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
      error: response.ok
        ? null
        : (typeof message === 'string' ? message : httpStatusError(response.status)).slice(0, 300),
    };
  } catch (error) {
    return {
      status: 0,
      body: null,
      retryAfterMs: null,
      error: error instanceof Error ? error.message.slice(0, 300) : 'no answer',
    };
  }
}

interface TokenBody {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  hub_id?: number;
}

function tokensOf(body: TokenBody, now: Date): HubSpotTokens {
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: new Date(now.getTime() + body.expires_in * 1000),
    accountId: body.hub_id === undefined ? null : String(body.hub_id),
  };
}

/** POST /oauth/v1/token: an authorization code (the callback's) or a refresh token for tokens. */
export async function requestTokens(
  settings: HubSpotSettings,
  grant: { code: string; redirectUri: string } | { refreshToken: string },
  now: Date,
): Promise<HubSpotAnswer<HubSpotTokens>> {
  const form = new URLSearchParams({
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    ...('code' in grant
      ? { grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri }
      : { grant_type: 'refresh_token', refresh_token: grant.refreshToken }),
  });
  const answer = await call<TokenBody>(`${settings.apiBase}/oauth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const body = answer.body;
  const valid =
    body && typeof body.access_token === 'string' && typeof body.refresh_token === 'string';
  return { ...answer, body: valid ? tokensOf(body, now) : null };
}

export interface ContactInput {
  email: string;
  properties: Record<string, string>;
}

interface UpsertBody {
  results?: Array<{ id: string; properties?: { email?: string } }>;
}

/**
 * POST /crm/v3/objects/contacts/batch/upsert with `idProperty: "email"`: each visitor is one
 * contact, created or updated by e-mail, so the same visitor twice stays one contact. Answers
 * the e-mails HubSpot confirmed.
 */
export async function upsertContacts(
  settings: HubSpotSettings,
  accessToken: string,
  contacts: ContactInput[],
): Promise<HubSpotAnswer<Set<string>>> {
  const answer = await call<UpsertBody>(
    `${settings.apiBase}/crm/v3/objects/contacts/batch/upsert`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        inputs: contacts.map((contact) => ({
          idProperty: 'email',
          id: contact.email,
          properties: contact.properties,
        })),
      }),
    },
  );
  const confirmed = new Set(
    (answer.body?.results ?? []).map((result) => (result.properties?.email ?? '').toLowerCase()),
  );
  return { ...answer, body: answer.body ? confirmed : null };
}
