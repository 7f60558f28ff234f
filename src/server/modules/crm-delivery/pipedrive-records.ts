import type { CrmRecord, CrmSession } from './connector';
import { callCrm, type CrmResponse } from './crm-http';

/** A custom field's key: Pipedrive generates 40 hex digits for each. */
export const CUSTOM_FIELD_KEY = /^[0-9a-f]{40}$/i;

/** The standard person fields a lead field can fill, as the v2 person body takes them. */
export const STANDARD_PERSON_FIELDS = new Set([
  'name',
  'first_name',
  'last_name',
  'phone',
  'job_title',
]);

export const bearer = (session: CrmSession) => ({
  authorization: `Bearer ${session.accessToken}`,
  'content-type': 'application/json',
  accept: 'application/json',
});

/**
 * Pipedrive's reason for a refusal: its `error` (`{success: false, error, error_info}`), not
 * `error_info`, which only points at the documentation.
 */
export function reasonOf(response: CrmResponse): string {
  try {
    const body = JSON.parse(response.text) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error.slice(0, 300);
  } catch {
    // not JSON: the status's own reason
  }
  return response.error ?? '';
}

/**
 * How long a 429 asks to wait: Retry-After, else x-ratelimit-reset (seconds until the window
 * resets), else Pipedrive's 2-second window.
 */
export function waitOf(response: CrmResponse): number {
  if (response.retryAfterMs !== null) return response.retryAfterMs;
  const reset = Number(response.headers?.get('x-ratelimit-reset'));
  return Number.isFinite(reset) && reset > 0 ? Math.max(reset * 1000, 1000) : 2000;
}

/**
 * The v2 person body (developers.pipedrive.com/docs/api/v1/Persons#addPerson): the record's
 * e-mail as its primary e-mail (none for a lead met without one), the mapped first and last name
 * as its `name` (else the e-mail, else the person's own name: Pipedrive requires one), the phone
 * under `phones`, custom fields under `custom_fields` by their keys, and the other standard
 * fields as they are named.
 */
export function personBody(record: CrmRecord): Record<string, unknown> {
  const { name, first_name, last_name, phone, ...rest } = record.fields;
  const body: Record<string, unknown> = {
    name:
      name ||
      [first_name, last_name].filter(Boolean).join(' ') ||
      record.email ||
      displayName(record),
    ...(record.email ? { emails: [{ value: record.email, primary: true, label: 'work' }] } : {}),
  };
  if (phone) body.phones = [{ value: phone, primary: true, label: 'work' }];
  const custom: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'email') continue; // the record's key, set above
    if (CUSTOM_FIELD_KEY.test(key)) custom[key] = value;
    else body[key] = value;
  }
  if (Object.keys(custom).length > 0) body.custom_fields = custom;
  return body;
}

/** The visitor's own name; their e-mail, else their phone, without one. */
function displayName(record: CrmRecord): string {
  const { firstName, lastName, phone } = record.values;
  return [firstName, lastName].filter(Boolean).join(' ') || record.email || phone || '-';
}

/** The lead's title: "{name} ({company})", the visitor's own name (displayName). */
export function leadTitle(record: CrmRecord): string {
  const { company } = record.values;
  const name = displayName(record);
  return (company ? `${name} (${company})` : name).slice(0, 255);
}

/** The message as the note's HTML: escaped, its line breaks kept. */
export function noteContent(message: string): string {
  return message
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r?\n/g, '<br>');
}

/**
 * Persons this process made lately, by account and e-mail: Pipedrive's search index lags
 * behind a create, so a visitor who writes again a moment later would not be found yet and
 * would become a second person.
 */
const RECENT_MS = 15 * 60_000;
const RECENT_MAX = 10_000;
const recentPersons = new Map<string, { id: string; at: number }>();
const recentKey = (session: CrmSession, email: string) => `${session.apiBase}\n${email}`;

export function rememberPerson(session: CrmSession, email: string, id: string) {
  const key = recentKey(session, email);
  recentPersons.delete(key);
  recentPersons.set(key, { id, at: Date.now() });
  if (recentPersons.size > RECENT_MAX) {
    recentPersons.delete(recentPersons.keys().next().value as string);
  }
}

export function recentPerson(session: CrmSession, email: string): string | undefined {
  const key = recentKey(session, email);
  const entry = recentPersons.get(key);
  if (entry && Date.now() - entry.at < RECENT_MS) return entry.id;
  recentPersons.delete(key);
  return undefined;
}

export function forgetPerson(session: CrmSession, email: string) {
  recentPersons.delete(recentKey(session, email));
}

/** One API call that answers `{data: {id}}` on success. */
export function idOf(response: CrmResponse): { id: string } | { failed: CrmResponse } {
  const id = (response.body as { data?: { id?: unknown } } | null)?.data?.id;
  if (response.status >= 200 && response.status < 300 && id !== undefined && id !== null) {
    return { id: String(id) };
  }
  return { failed: response };
}

/** GET /api/v2/persons/search: the person whose e-mail is exactly this one, if the index has it. */
export async function findPerson(
  session: CrmSession,
  email: string,
): Promise<{ id: string | null } | { failed: CrmResponse }> {
  const query = new URLSearchParams({ term: email, fields: 'email', exact_match: 'true' });
  const response = await callCrm(`${session.apiBase}/api/v2/persons/search?${query}`, {
    headers: bearer(session),
  });
  if (response.status !== 200) return { failed: response };
  const items =
    (response.body as { data?: { items?: Array<{ item?: { id?: unknown; emails?: unknown } }> } })
      ?.data?.items ?? [];
  const match = items.find(({ item }) =>
    (Array.isArray(item?.emails) ? item.emails : []).some(
      (value) => typeof value === 'string' && value.toLowerCase() === email,
    ),
  );
  return { id: match?.item?.id === undefined ? null : String(match.item.id) };
}

/** A POST of JSON to the account's API. */
export function post(session: CrmSession, path: string, body: unknown): Promise<CrmResponse> {
  return callCrm(`${session.apiBase}${path}`, {
    method: 'POST',
    headers: bearer(session),
    body: JSON.stringify(body),
  });
}
