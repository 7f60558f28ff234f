import { expect } from 'vitest';
import type { TestApp } from '#tests/support/test-app';

/** The cookie a response sets, as the browser sends it back (`name=value`). */
export function cookieOf(setCookie: string | string[] | number | undefined): string {
  return String(setCookie ?? '').split(';')[0]!;
}

/**
 * A CRM's connection as a browser makes it: POST .../connect (with `payload`, Dynamics'
 * environment), the stand-in's consent page (which allows at once and redirects to the callback
 * with a code and the state), then the callback with the cookie the connect set. `tamper`
 * changes the consent link on the way (a wrong PKCE challenge).
 */
export async function connectThroughConsent(
  t: TestApp,
  {
    url,
    headers,
    payload,
    tamper,
  }: {
    url: string;
    headers: Record<string, string>;
    payload?: object;
    tamper?: (consent: URL) => void;
  },
) {
  const started = await t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload ? { payload } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const consent = new URL(started.json().url as string);
  tamper?.(consent);
  const allowed = await fetch(consent, { redirect: 'manual' });
  expect(allowed.status).toBe(302);
  const callback = new URL(allowed.headers.get('location')!);
  const cookie = cookieOf(started.headers['set-cookie']);
  const back = await t.app.inject({
    url: callback.pathname + callback.search,
    headers: { cookie },
  });
  return { consent, callback, back, cookie };
}

/** A lead of the owner's list: its id and its way to each CRM. */
export interface LeadCrmState {
  id: string;
  crm: Array<{ provider: string; status: string; error: string | null }>;
}

/** The owner's leads by e-mail (GET /api/messages), with their CRM states. */
export async function crmStatesByEmail(
  t: TestApp,
  headers: Record<string, string>,
): Promise<Map<string, LeadCrmState>> {
  const leads = (await t.app.inject({ url: '/api/messages', headers })).json() as Array<
    LeadCrmState & { email: string }
  >;
  return new Map(leads.map((lead) => [lead.email, { id: lead.id, crm: lead.crm }]));
}
