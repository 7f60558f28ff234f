import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Pipedrive, written from Pipedrive's own documentation:
 *
 * - OAuth (developers.pipedrive.com/docs/api/v1/Oauth, pipedrive.readme.io/docs/marketplace-oauth-authorization):
 *   GET /oauth/authorize (client_id, redirect_uri, state) allows at once, as Pipedrive does once
 *   the user clicks "Allow and install": a redirect to `redirect_uri` with a fresh code and the
 *   state. POST /oauth/token takes the client by HTTP Basic (`Basic base64(client_id:client_secret)`)
 *   and a form with the `authorization_code` (code, redirect_uri) or `refresh_token` grant, and
 *   answers `{access_token, token_type, refresh_token, scope, expires_in, api_domain}`; the API
 *   lives at `api_domain` (here, this same server).
 * - The API, each call with `Authorization: Bearer {access_token}` (401 `unauthorized access`
 *   otherwise, in Pipedrive's `{success: false, error, errorCode, error_info}` body):
 *   GET /api/v1/users/me (`data.company_id`), GET /api/v1/personFields (`data[]` of `{key, name,
 *   field_type, edit_flag, ...}`, paginated by start/limit), GET /api/v2/persons/search (term,
 *   fields=email, exact_match: `data.items[].item`), POST /api/v2/persons (`name`, `emails[]`,
 *   `phones[]`, custom fields under `custom_fields` by their 40-hex-digit keys), POST
 *   /api/v1/leads (`title`, `person_id`; the lead's id is a UUID) and POST /api/v1/notes
 *   (`content`, `lead_id`) (developers.pipedrive.com/docs/api/v1/Persons, .../Leads, .../Notes).
 * - Rate limiting (pipedrive.readme.io/docs/core-api-concepts-rate-limiting): every answer
 *   carries x-ratelimit-limit, x-ratelimit-remaining and x-ratelimit-reset; a 429's body is
 *   `{success: false, error: "Request over limit"}`.
 *
 * What a test controls: `lagSearch(true)` keeps each person made from the search index until
 * `catchUp()` (Pipedrive's index lags behind a create); `refuse` makes a person with that
 * e-mail refused (400, with the reason); `fail(endpoint, ...)` queues answers an endpoint gives
 * instead (429 with its headers, 500); `expireAccessToken()` and `revoke()`. `calls` counts the
 * calls per endpoint, `persons`, `leads` and `notes` are what it stores.
 */

/** The endpoints a test can make fail, and `calls` counts. */
export type PipedriveEndpoint =
  'token' | 'me' | 'personFields' | 'search' | 'person' | 'lead' | 'note';

export interface StoredPerson {
  id: number;
  name: string;
  emails: Array<{ value: string; primary: boolean; label?: string }>;
  phones: Array<{ value: string; primary: boolean; label?: string }>;
  job_title?: string;
  custom_fields: Record<string, unknown>;
}

/** The custom person fields this account has, by their generated keys. */
export const PIPEDRIVE_CUSTOM_FIELDS = {
  badge: 'a3f1c09d5e7b2468ace13579bdf02468ace13579',
  interest: 'b4e2d18c6f9a3579bdf02468ace13579bdf02468',
} as const;

const COMPANY_ID = 7001;
const ERROR_INFO =
  'Please check developers.pipedrive.com for more information about Pipedrive API.';

/** GET /api/v1/personFields: Pipedrive's standard person fields and this account's custom ones. */
const PERSON_FIELDS = [
  { key: 'name', name: 'Name', field_type: 'varchar', edit_flag: false },
  { key: 'first_name', name: 'First name', field_type: 'varchar', edit_flag: false },
  { key: 'last_name', name: 'Last name', field_type: 'varchar', edit_flag: false },
  { key: 'email', name: 'Email', field_type: 'varchar', edit_flag: false },
  { key: 'phone', name: 'Phone', field_type: 'phone', edit_flag: false },
  { key: 'job_title', name: 'Job title', field_type: 'varchar', edit_flag: false },
  { key: 'org_id', name: 'Organization', field_type: 'org', edit_flag: false },
  { key: 'owner_id', name: 'Owner', field_type: 'user', edit_flag: false },
  { key: 'open_deals_count', name: 'Open deals', field_type: 'int', edit_flag: false },
  { key: 'add_time', name: 'Person created', field_type: 'date', edit_flag: false },
  { key: PIPEDRIVE_CUSTOM_FIELDS.badge, name: 'Badge', field_type: 'varchar', edit_flag: true },
  { key: PIPEDRIVE_CUSTOM_FIELDS.interest, name: 'Interest', field_type: 'enum', edit_flag: true },
].map((field, index) => ({ id: index + 1, ...field, active_flag: true, order_nr: index }));

const ROUTES: Record<string, PipedriveEndpoint> = {
  'POST /oauth/token': 'token',
  'GET /api/v1/users/me': 'me',
  'GET /api/v1/personFields': 'personFields',
  'GET /api/v2/persons/search': 'search',
  'POST /api/v2/persons': 'person',
  'POST /api/v1/leads': 'lead',
  'POST /api/v1/notes': 'note',
};

export async function startPipedriveStandIn(
  client = { id: 'pipedrive-client', secret: 'pipedrive-client-secret' },
  { port: listenOn = 0 }: { port?: number } = {},
) {
  let serial = 0;
  /**
   * Each consent's tokens: every access token good now, and each refresh token with the access
   * token it came with (a refresh ends both). One stand-in serves every test of an e2e server,
   * so several owners' connections are good at once, as in the real service.
   */
  const accessTokens = new Set<string>();
  const grants = new Map<string, string>();
  let refreshRevoked = false;
  let lagging = false;
  const codes = new Set<string>();
  const persons = new Map<number, StoredPerson>();
  /** Persons the search finds: those made while the index kept up, or caught up since. */
  const indexed = new Set<number>();
  const leads = new Map<string, { id: string; title: string; person_id: number }>();
  const notes: Array<{ id: number; content: string; lead_id: string }> = [];
  const refuse = new Map<string, string>();
  const forced = new Map<PipedriveEndpoint, Array<{ status: number; retryAfter?: number }>>();
  const calls: Record<PipedriveEndpoint, number> = {
    token: 0,
    me: 0,
    personFields: 0,
    search: 0,
    person: 0,
    lead: 0,
    note: 0,
  };

  const issue = (base: string) => {
    serial += 1;
    const accessToken = `pd-at-${serial}`;
    const refreshToken = `pd-rt-${serial}`;
    accessTokens.add(accessToken);
    grants.set(refreshToken, accessToken);
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      refresh_token: refreshToken,
      scope: 'base,contacts:full,leads:full,search:read',
      expires_in: 3599,
      api_domain: base,
    };
  };

  /** POST /oauth/token: the client by HTTP Basic, then the grant. */
  function token(request: http.IncomingMessage, body: string, base: string) {
    const basic = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) {
      return { status: 401, value: { success: false, message: 'Invalid client credentials' } };
    }
    const form = new URLSearchParams(body);
    const invalidGrant = (message: string) => ({
      status: 400,
      value: { success: false, message, error: 'invalid_grant' },
    });
    if (form.get('grant_type') === 'authorization_code') {
      if (!codes.delete(form.get('code') ?? '') || !form.get('redirect_uri')) {
        return invalidGrant('Invalid grant: authorization code is invalid');
      }
      return { status: 200, value: issue(base) };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const used = form.get('refresh_token') ?? '';
      if (refreshRevoked || !grants.has(used)) {
        return invalidGrant('Invalid grant: refresh token is invalid');
      }
      accessTokens.delete(grants.get(used)!);
      grants.delete(used);
      return { status: 200, value: issue(base) };
    }
    return { status: 400, value: { success: false, message: 'Unsupported grant type' } };
  }

  const refused = (error: string) => ({
    status: 400,
    value: { success: false, error, error_info: ERROR_INFO, data: null, additional_data: null },
  });

  /** The API's own endpoints, once the bearer token is good. */
  function api(endpoint: PipedriveEndpoint, url: URL, body: string) {
    const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
    if (endpoint === 'me') {
      return {
        status: 200,
        value: {
          success: true,
          data: {
            id: 11,
            name: 'Pat Seller',
            email: 'pat@example.com',
            company_id: COMPANY_ID,
            company_name: 'Stand-in Sales Co',
            company_domain: 'standin',
          },
        },
      };
    }
    if (endpoint === 'personFields') {
      const start = Number(url.searchParams.get('start') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 500);
      return {
        status: 200,
        value: {
          success: true,
          data: PERSON_FIELDS.slice(start, start + limit),
          additional_data: {
            pagination: {
              start,
              limit,
              more_items_in_collection: start + limit < PERSON_FIELDS.length,
              ...(start + limit < PERSON_FIELDS.length ? { next_start: start + limit } : {}),
            },
          },
        },
      };
    }
    if (endpoint === 'search') {
      const term = (url.searchParams.get('term') ?? '').toLowerCase();
      if (term.length < 2) return refused('Search term must be at least 2 characters long');
      const exact = url.searchParams.get('exact_match') === 'true';
      const byEmail = (person: StoredPerson) =>
        person.emails.some(({ value }) =>
          exact ? value.toLowerCase() === term : value.toLowerCase().includes(term),
        );
      const found = [...persons.values()].filter(
        (person) => indexed.has(person.id) && byEmail(person),
      );
      return {
        status: 200,
        value: {
          success: true,
          data: {
            items: found.map((person) => ({
              result_score: 1,
              item: {
                id: person.id,
                type: 'person',
                name: person.name,
                phones: person.phones.map(({ value }) => value),
                emails: person.emails.map(({ value }) => value),
                visible_to: 3,
                owner: { id: 11 },
                organization: null,
                custom_fields: [],
                notes: [],
              },
            })),
          },
          additional_data: { next_cursor: null },
        },
      };
    }
    if (endpoint === 'person') return addPerson(input);
    if (endpoint === 'lead') {
      const personId = Number(input.person_id);
      if (typeof input.title !== 'string' || !input.title) return refused('Title is required');
      if (!persons.has(personId)) return refused('Person not found');
      const lead = { id: randomUUID(), title: input.title, person_id: personId };
      leads.set(lead.id, lead);
      return { status: 201, value: { success: true, data: { ...lead, is_archived: false } } };
    }
    const leadId = String(input.lead_id ?? '');
    if (typeof input.content !== 'string' || !input.content) return refused('Content is required');
    if (!leads.has(leadId)) return refused('Lead not found');
    const note = { id: 900 + notes.length, content: input.content, lead_id: leadId };
    notes.push(note);
    return { status: 201, value: { success: true, data: note } };
  }

  /** POST /api/v2/persons: a name, the e-mails, and custom fields this account has. */
  function addPerson(input: Record<string, unknown>) {
    const emails = (input.emails ?? []) as StoredPerson['emails'];
    if (typeof input.name !== 'string' || !input.name.trim()) return refused('Name is required');
    const reason = emails.map(({ value }) => refuse.get(value.toLowerCase())).find(Boolean);
    if (reason) return refused(reason);
    const custom = (input.custom_fields ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(custom).find((key) => !PERSON_FIELDS.some((f) => f.key === key));
    if (unknown) return refused(`Custom field with key ${unknown} does not exist`);
    const person: StoredPerson = {
      id: 100 + persons.size,
      name: input.name,
      emails,
      phones: (input.phones ?? []) as StoredPerson['phones'],
      ...(typeof input.job_title === 'string' ? { job_title: input.job_title } : {}),
      custom_fields: custom,
    };
    persons.set(person.id, person);
    if (!lagging) indexed.add(person.id);
    return { status: 200, value: { success: true, data: person } };
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const base = `http://${request.headers.host}`;
      const send = (status: number, value: unknown, headers: Record<string, string> = {}) =>
        response
          .writeHead(status, {
            'content-type': 'application/json',
            'x-ratelimit-limit': '80',
            'x-ratelimit-remaining': status === 429 ? '0' : '79',
            'x-ratelimit-reset': '2',
            ...headers,
          })
          .end(JSON.stringify(value));
      if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
        const redirectUri = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== client.id || !redirectUri) {
          return send(400, { success: false, message: 'Invalid client_id or redirect_uri' });
        }
        const code = `pd-code-${randomUUID()}`;
        codes.add(code);
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return response.writeHead(302, { location: back.toString() }).end();
      }
      const endpoint = ROUTES[`${request.method} ${url.pathname}`];
      if (!endpoint) return send(404, { success: false, error: 'Not found' });
      calls[endpoint] += 1;
      const failure = forced.get(endpoint)?.shift();
      if (failure) {
        return send(
          failure.status,
          failure.status === 429
            ? { success: false, error: 'Request over limit' }
            : { success: false, error: `Internal server error (forced ${failure.status})` },
          failure.retryAfter === undefined
            ? {}
            : {
                'retry-after': String(failure.retryAfter),
                'x-ratelimit-reset': String(failure.retryAfter),
              },
        );
      }
      if (endpoint === 'token') {
        const answer = token(request, body, base);
        return send(answer.status, answer.value);
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !accessTokens.has(bearer)) {
        return send(401, {
          success: false,
          error: 'unauthorized access',
          errorCode: 401,
          error_info: ERROR_INFO,
        });
      }
      const answer = api(endpoint, url, body);
      send(answer.status, answer.value);
    });
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    client,
    companyId: COMPANY_ID,
    persons,
    leads,
    notes,
    calls,
    /** E-mails whose person Pipedrive refuses, with its reason. */
    refuse,
    /** The next answers `endpoint` gives instead of its own (429 with Retry-After, 500). */
    fail(endpoint: PipedriveEndpoint, ...answers: Array<{ status: number; retryAfter?: number }>) {
      forced.set(endpoint, [...(forced.get(endpoint) ?? []), ...answers]);
    },
    /** While on, a person made is not found by the search until `catchUp()`. */
    lagSearch(on: boolean) {
      lagging = on;
    },
    catchUp() {
      for (const id of persons.keys()) indexed.add(id);
    },
    /** A person already in Pipedrive (made by a salesperson), found by the search. */
    addPerson(person: { name: string; email: string }) {
      const added = addPerson({
        name: person.name,
        emails: [{ value: person.email, primary: true }],
      });
      const id = (added.value as { data: StoredPerson }).data.id;
      indexed.add(id);
      return id;
    },
    personByEmail(email: string) {
      return [...persons.values()].filter((person) =>
        person.emails.some(({ value }) => value.toLowerCase() === email.toLowerCase()),
      );
    },
    /** Pipedrive ends the access token early: the next call answers 401. */
    expireAccessToken() {
      accessTokens.clear();
    },
    /** The user uninstalled the app in Pipedrive: refreshing is refused from now on. */
    revoke() {
      accessTokens.clear();
      refreshRevoked = true;
    },
    unrevoke() {
      refreshRevoked = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
