import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HubSpot (properties as https://developers.hubspot.com/docs/api/crm/properties lists
 * them: internal `name`, display `label`): its OAuth token endpoint (POST /oauth/v1/token:
 * authorization_code and refresh_token grants, form-encoded, client id and secret checked),
 * the token's metadata (GET /oauth/v1/access-tokens/{token}: hub_id), the contact properties
 * (GET /crm/v3/properties/contacts, read-only ones flagged) and CRM v3's contacts batch upsert (POST
 * /crm/v3/objects/contacts/batch/upsert, Bearer token, idProperty email, a batch naming one
 * e-mail twice refused with 400 as HubSpot does; a contact in `refuse` is left out of
 * `results` and named in `errors` with 207 MULTI_STATUS, as a partial failure is), and a
 * single contact's create (POST /crm/v3/objects/contacts `{properties}` answering 201 `{id,
 * properties}`, 409 CONFLICT for an e-mail a contact has), which a contact without an e-mail
 * takes. Contacts are kept by e-mail (those without one in `withoutEmail`, by id), so a
 * duplicate contact would show as two entries of `created`. Its consent page (GET
 * /oauth/authorize) allows at once, as HubSpot does once the user clicks Allow: a redirect to
 * `redirect_uri` with a fresh code and the `state`. `port` 0 (the default) takes a free one.
 */
export async function startHubSpotStandIn(
  client = { id: 'hubspot-client', secret: 'hubspot-client-secret' },
  { port: listenOn = 0 }: { port?: number } = {},
) {
  let serial = 0;
  let consents = 0;
  let accessToken = '';
  let refreshToken = '';
  let refreshRevoked = false;
  const codes = new Set<string>(['good-code']);
  const contacts = new Map<string, { id: string; properties: Record<string, string> }>();
  /** Contacts made without an e-mail, by id. */
  const withoutEmail = new Map<string, { id: string; properties: Record<string, string> }>();
  let contactSerial = 1000;
  /** What the next single creates answer instead of 201; null: their own answer. */
  const createAnswers: Array<{ status: number; retryAfter?: number } | null> = [];
  const upserts: Array<Array<{ email: string; properties: Record<string, string> }>> = [];
  /** What the next upserts answer instead of 200 (429 with its Retry-After, 500, 400). */
  const nextAnswers: Array<{ status: number; retryAfter?: number }> = [];
  let created = 0;
  /** Every API call but the consent page (a browser's): what a bench counts. */
  let calls = 0;
  /** E-mails HubSpot finds invalid: a batch naming one is refused whole (400 VALIDATION_ERROR). */
  const invalid = new Set<string>();
  /**
   * What the next token requests answer instead (a 429 with its Retry-After, a 500), after
   * `before` ran (another process refreshing meanwhile).
   */
  const tokenAnswers: Array<{
    status: number;
    retryAfter?: number;
    before?: () => Promise<void>;
  }> = [];
  /** E-mails whose contact HubSpot refuses within a batch (a partial failure). */
  const refuse = new Set<string>();
  /**
   * The properties GET /crm/v3/properties/contacts lists, by internal name and label (the name an
   * owner sees in HubSpot): HubSpot's own and custom ones.
   */
  const properties: Array<[name: string, label: string]> = [
    ['email', 'Email'],
    ['firstname', 'First Name'],
    ['lastname', 'Last Name'],
    ['phone', 'Phone Number'],
    ['company', 'Company Name'],
    ['jobtitle', 'Job Title'],
    ['message', 'Message'],
    ['lead_source', 'Lead source'],
    ['role_title', 'Role title'],
    ['lead_channel', 'Lead channel'],
    ['cc_department', 'Department'],
    ['cc_consent', 'Consent given'],
  ];

  const issue = () => {
    serial += 1;
    accessToken = `at-${serial}`;
    refreshToken = `rt-${serial}`;
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: 1800,
      token_type: 'bearer',
      hub_id: 4242,
    };
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const send = (status: number, value: unknown, headers: Record<string, string> = {}) =>
        response
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(JSON.stringify(value));
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname !== '/oauth/authorize') calls += 1;
      if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
        const redirectUri = url.searchParams.get('redirect_uri');
        if (url.searchParams.get('client_id') !== client.id || !redirectUri) {
          return send(400, { status: 'BAD_CLIENT_ID', message: 'missing or unknown client' });
        }
        consents += 1;
        const code = `consent-code-${consents}`;
        codes.add(code);
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return response.writeHead(302, { location: back.toString() }).end();
      }
      if (request.method === 'POST' && request.url === '/oauth/v1/token') {
        const form = new URLSearchParams(body);
        const forcedToken = tokenAnswers.shift();
        if (forcedToken) {
          void Promise.resolve(forcedToken.before?.()).then(() =>
            send(
              forcedToken.status,
              { status: 'error', message: `forced ${forcedToken.status}` },
              forcedToken.retryAfter ? { 'retry-after': String(forcedToken.retryAfter) } : {},
            ),
          );
          return;
        }
        if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) {
          return send(400, { status: 'BAD_CLIENT_ID', message: 'missing or unknown client' });
        }
        if (form.get('grant_type') === 'authorization_code') {
          const code = form.get('code') ?? '';
          if (!codes.delete(code) || !form.get('redirect_uri')) {
            return send(400, { status: 'BAD_AUTH_CODE', message: 'code not found' });
          }
          return send(200, issue());
        }
        if (form.get('grant_type') === 'refresh_token') {
          if (refreshRevoked || form.get('refresh_token') !== refreshToken) {
            return send(400, { status: 'BAD_REFRESH_TOKEN', message: 'refresh token is invalid' });
          }
          return send(200, issue());
        }
        return send(400, { status: 'BAD_GRANT_TYPE', message: 'unknown grant' });
      }
      if (request.method === 'GET' && url.pathname.startsWith('/oauth/v1/access-tokens/')) {
        const token = decodeURIComponent(url.pathname.slice('/oauth/v1/access-tokens/'.length));
        if (!token || token !== accessToken) {
          return send(404, { status: 'error', message: 'token not found' });
        }
        return send(200, { token, hub_id: 4242, user: 'owner@example.com', expires_in: 1700 });
      }
      if (request.method === 'GET' && url.pathname === '/crm/v3/properties/contacts') {
        if (request.headers.authorization !== `Bearer ${accessToken}` || !accessToken) {
          return send(401, {
            status: 'error',
            category: 'EXPIRED_AUTHENTICATION',
            message: 'expired',
          });
        }
        return send(200, {
          results: [
            ...properties.map(([name, label]) => ({ name, label, type: 'string' })),
            {
              name: 'hs_object_id',
              label: 'Record ID',
              type: 'number',
              modificationMetadata: { readOnlyValue: true },
            },
          ],
        });
      }
      if (request.method === 'POST' && request.url === '/crm/v3/objects/contacts/batch/upsert') {
        if (request.headers.authorization !== `Bearer ${accessToken}` || !accessToken) {
          return send(401, {
            status: 'error',
            category: 'EXPIRED_AUTHENTICATION',
            message: 'The OAuth token used to make this call expired',
          });
        }
        const forced = nextAnswers.shift();
        if (forced) {
          return send(
            forced.status,
            { status: 'error', message: `forced ${forced.status}` },
            forced.retryAfter ? { 'retry-after': String(forced.retryAfter) } : {},
          );
        }
        const { inputs } = JSON.parse(body) as {
          inputs: Array<{ idProperty: string; id: string; properties: Record<string, string> }>;
        };
        const emails = inputs.map((input) => input.id.toLowerCase());
        if (
          inputs.some((input) => input.idProperty !== 'email') ||
          new Set(emails).size !== emails.length
        ) {
          return send(400, {
            status: 'error',
            category: 'VALIDATION_ERROR',
            message: 'Duplicate IDs found in batch input',
          });
        }
        const bad = emails.find((email) => invalid.has(email));
        if (bad) {
          return send(400, {
            status: 'error',
            category: 'VALIDATION_ERROR',
            message: `Email address ${bad} is invalid`,
          });
        }
        upserts.push(inputs.map((input) => ({ email: input.id, properties: input.properties })));
        const refused = inputs.filter((input) => refuse.has(input.id.toLowerCase()));
        const results = inputs
          .filter((input) => !refuse.has(input.id.toLowerCase()))
          .map((input) => {
            const email = input.id.toLowerCase();
            const existing = contacts.get(email);
            if (!existing) created += 1;
            const contact = {
              id: existing?.id ?? String(contactSerial++),
              properties: { ...existing?.properties, ...input.properties },
            };
            contacts.set(email, contact);
            return { id: contact.id, properties: { email } };
          });
        if (refused.length > 0) {
          return send(207, {
            status: 'COMPLETE',
            results,
            numErrors: refused.length,
            errors: refused.map((input) => ({
              status: 'error',
              category: 'VALIDATION_ERROR',
              message: `Property values were not valid: ${input.id}`,
              context: { ids: [input.id] },
            })),
          });
        }
        return send(200, { status: 'COMPLETE', results });
      }
      if (request.method === 'POST' && url.pathname === '/crm/v3/objects/contacts') {
        if (request.headers.authorization !== `Bearer ${accessToken}` || !accessToken) {
          return send(401, {
            status: 'error',
            category: 'EXPIRED_AUTHENTICATION',
            message: 'The OAuth token used to make this call expired',
          });
        }
        const forced = createAnswers.shift();
        if (forced) {
          return send(
            forced.status,
            { status: 'error', category: 'VALIDATION_ERROR', message: `forced ${forced.status}` },
            forced.retryAfter ? { 'retry-after': String(forced.retryAfter) } : {},
          );
        }
        const { properties = {} } = JSON.parse(body) as { properties?: Record<string, string> };
        const email = properties.email?.toLowerCase();
        if (email && contacts.has(email)) {
          return send(409, {
            status: 'error',
            category: 'CONFLICT',
            message: `Contact already exists. Existing ID: ${contacts.get(email)!.id}`,
          });
        }
        created += 1;
        const contact = { id: String(contactSerial++), properties: { ...properties } };
        if (email) contacts.set(email, contact);
        else withoutEmail.set(contact.id, contact);
        return send(201, contact);
      }
      send(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    client,
    contacts,
    withoutEmail,
    createAnswers,
    upserts,
    nextAnswers,
    tokenAnswers,
    invalid,
    refuse,
    created: () => created,
    calls: () => calls,
    /** A new code the consent page would hand back. */
    code(value: string) {
      codes.add(value);
    },
    /** HubSpot ends the access token early: the next upsert answers 401. */
    expireAccessToken() {
      accessToken = `expired-${serial}`;
    },
    /** The user removed the app in HubSpot: refreshing is refused from now on. */
    revoke() {
      accessToken = `revoked-${serial}`;
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
