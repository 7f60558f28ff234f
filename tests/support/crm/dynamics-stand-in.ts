import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runBatch } from './odata-batch-server';

/**
 * A local Microsoft Dynamics 365: the Microsoft identity platform's login endpoints and one
 * Dataverse environment's Web API on one server (its `base`, http://127.0.0.1:port, is the
 * environment URL), written from Microsoft's documentation:
 *
 * - learn.microsoft.com/entra/identity-platform/v2-oauth2-auth-code-flow: GET
 *   /organizations/oauth2/v2.0/authorize allows at once (as once the user signed in and
 *   consented), redirecting to `redirect_uri` with a code and the `state`; POST
 *   /organizations/oauth2/v2.0/token takes the authorization_code grant (client, redirect_uri,
 *   the same scope and PKCE's S256 verifier checked) and the refresh_token grant (a scope of the
 *   same environment), refusing with 400 `invalid_grant` and 401 `invalid_client`.
 * - .../power-apps/developer/data-platform/webapi/compose-http-requests-handle-errors: every
 *   /api/data/v9.2/ call needs the Bearer token (401 otherwise), errors are `{"error":{"code",
 *   "message"}}`.
 * - .../webapi/use-web-api-functions: GET WhoAmI answers the OrganizationId.
 * - .../webapi/query-metadata-web-api: GET EntityDefinitions(LogicalName='lead')/Attributes
 *   with `$select` (only those properties and MetadataId come back).
 * - .../webapi/query/filter-rows: GET leads?$select&$filter, where this stand-in reads exactly
 *   `emailaddress1 eq '...'` clauses joined by ` or ` ('' for a quote, compared without case),
 *   and refuses any other filter with 400.
 * - .../webapi/execute-batch-operations-using-web-api: POST $batch, a multipart/mixed body of
 *   application/http parts (POST leads, PATCH leads(id): an upsert, creating a lead with that
 *   id when none has it), answered part by part in order with 204 and OData-EntityId, or the
 *   part's error; without `Prefer: odata.continue-on-error` the first error stops the batch,
 *   which answers 400.
 * - .../data-platform/api-limits: a forced 429 carries Retry-After in seconds and the
 *   service protection error 0x80072322.
 *
 * `calls` counts the calls per endpoint; `leads` holds the environment's leads by id. `port` 0
 * (the default) takes a free one.
 */
export async function startDynamicsStandIn(
  client = { id: 'dynamics-client', secret: 'dynamics-client-secret' },
  { port: listenOn = 0 }: { port?: number } = {},
) {
  const organizationId = randomUUID();
  const calls = { authorize: 0, token: 0, whoAmI: 0, attributes: 0, query: 0, batch: 0 };
  const codes = new Map<string, { redirectUri: string; scope: string; challenge: string }>();
  /**
   * Each consent's tokens: every access token good now, and each refresh token with the access
   * token it came with (a refresh ends both). One stand-in serves every test of an e2e server,
   * so several owners' connections are good at once, as in the real service.
   */
  const accessTokens = new Set<string>();
  const grants = new Map<string, string>();
  let refreshRevoked = false;
  let serial = 0;
  const leads = new Map<string, { id: string; columns: Record<string, string> }>();
  /** The parts of each $batch, as the requests they held. */
  const batches: Array<Array<{ method: string; url: string }>> = [];
  /** E-mails whose lead Dataverse refuses within a batch, with its reason. */
  const refuse = new Map<string, string>();
  /** What the next query or $batch answers instead (a 429 with its Retry-After, a 500). */
  const nextAnswers: Array<{ on: 'query' | 'batch'; status: number; retryAfter?: number }> = [];
  const attributes = [
    ['emailaddress1', 'Email', 'String', true],
    ['firstname', 'First Name', 'String', true],
    ['lastname', 'Last Name', 'String', true],
    ['companyname', 'Company Name', 'String', true],
    ['jobtitle', 'Job Title', 'String', true],
    ['telephone1', 'Business Phone', 'String', true],
    ['description', 'Description', 'Memo', true],
    ['subject', 'Topic', 'String', true],
    ['new_badge', 'Badge', 'String', true],
    ['new_consent', 'Consent', 'Memo', true],
    ['fullname', 'Name', 'String', false],
    ['leadid', 'Lead', 'Uniqueidentifier', true],
    ['leadsourcecode', 'Lead Source', 'Picklist', true],
    ['parentaccountid', 'Existing Account', 'Lookup', true],
  ] as const;
  const columnNames = new Set<string>(attributes.map(([name]) => name));

  /** The environment URL (set once listening); its Web API's service root. */
  let base = '';
  const serviceRoot = () => `${base}/api/data/v9.2`;
  const scopeOf = () => `${base}/user_impersonation offline_access`;

  const issue = (scope: string) => {
    serial += 1;
    const accessToken = `dyn-at-${serial}`;
    const refreshToken = `dyn-rt-${serial}`;
    accessTokens.add(accessToken);
    grants.set(refreshToken, accessToken);
    return {
      token_type: 'Bearer',
      scope,
      expires_in: 3599,
      ext_expires_in: 3599,
      access_token: accessToken,
      refresh_token: refreshToken,
    };
  };
  const odataError = (code: string, message: string) => ({ error: { code, message } });

  /** Why Dataverse refuses a lead with these columns; null when it takes them. */
  function refusal(columns: Record<string, unknown>): string | null {
    const unknown = Object.keys(columns).find((name) => !columnNames.has(name));
    if (unknown) {
      return `Invalid property '${unknown}' was found in entity 'Microsoft.Dynamics.CRM.lead'.`;
    }
    const notText = Object.entries(columns).find(([, value]) => typeof value !== 'string');
    if (notText) return `Cannot convert the literal '${String(notText[1])}' to the expected type.`;
    return refuse.get(String(columns.emailaddress1 ?? '').toLowerCase()) ?? null;
  }

  /** Runs one part of a batch: its status line, headers and body, as the answer part says them. */
  function runPart(method: string, target: string, body: string) {
    const path = target.startsWith(base) ? target.slice(base.length) : target;
    const match = /^\/api\/data\/v9\.2\/leads(?:\(([0-9a-f-]{36})\))?$/.exec(path);
    let columns: Record<string, unknown>;
    try {
      columns = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return { status: 400, body: odataError('0x80040203', 'Invalid JSON body') };
    }
    if (
      !match ||
      (method === 'POST') === Boolean(match[1]) ||
      !['POST', 'PATCH'].includes(method)
    ) {
      return { status: 405, body: odataError('0x80060888', `${method} ${path} is not supported`) };
    }
    const refused = refusal(columns);
    if (refused) return { status: 400, body: odataError('0x80044331', refused) };
    const id = match[1] ?? randomUUID();
    const existing = leads.get(id);
    leads.set(id, {
      id,
      columns: { ...existing?.columns, ...(columns as Record<string, string>) },
    });
    return { status: 204, entityId: `${serviceRoot()}/leads(${id})` };
  }

  /** The e-mails of exactly `emailaddress1 eq '...'` clauses joined by ` or `; null otherwise. */
  function emailsOfFilter(filter: string): string[] | null {
    const clause = /^emailaddress1 eq '((?:[^']|'')*)'(?: or |$)/;
    const emails: string[] = [];
    let rest = filter;
    while (rest) {
      const found = clause.exec(rest);
      if (!found) return null;
      emails.push(found[1]!.replaceAll("''", "'").toLowerCase());
      rest = rest.slice(found[0].length);
    }
    return emails.length > 0 ? emails : null;
  }

  function handle(request: http.IncomingMessage, text: string, response: http.ServerResponse) {
    const send = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, {
          'content-type': 'application/json; odata.metadata=minimal',
          'odata-version': '4.0',
          ...headers,
        })
        .end(JSON.stringify(value));
    const url = new URL(request.url ?? '/', base);
    const params = url.searchParams;
    if (request.method === 'GET' && url.pathname === '/organizations/oauth2/v2.0/authorize') {
      calls.authorize += 1;
      const redirectUri = params.get('redirect_uri') ?? '';
      const challenge = params.get('code_challenge') ?? '';
      if (
        params.get('client_id') !== client.id ||
        !redirectUri ||
        params.get('response_type') !== 'code' ||
        params.get('code_challenge_method') !== 'S256' ||
        !challenge
      ) {
        return send(400, {
          error: 'invalid_request',
          error_description: 'AADSTS900144: a required parameter is missing or wrong.',
        });
      }
      const code = `dyn-code-${randomUUID()}`;
      codes.set(code, { redirectUri, scope: params.get('scope') ?? '', challenge });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', params.get('state') ?? '');
      return response.writeHead(302, { location: back.toString() }).end();
    }
    if (request.method === 'POST' && url.pathname === '/organizations/oauth2/v2.0/token') {
      calls.token += 1;
      const form = new URLSearchParams(text);
      const grant = (description: string) =>
        send(400, { error: 'invalid_grant', error_description: description, error_codes: [70000] });
      if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) {
        return send(401, {
          error: 'invalid_client',
          error_description: 'AADSTS7000215: Invalid client secret provided.',
        });
      }
      if (form.get('scope') !== scopeOf())
        return send(400, {
          error: 'invalid_scope',
          error_description: 'AADSTS70011: The provided value for scope is not valid.',
        });
      if (form.get('grant_type') === 'authorization_code') {
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (
          !issued ||
          issued.redirectUri !== form.get('redirect_uri') ||
          issued.scope !== form.get('scope')
        ) {
          return grant(
            'AADSTS70008: The provided authorization code or refresh token has expired or was already used.',
          );
        }
        if (verifier !== issued.challenge)
          return grant(
            'AADSTS501481: The Code_Verifier does not match the code_challenge supplied in the authorization request.',
          );
        return send(200, issue(issued.scope));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const used = form.get('refresh_token') ?? '';
        if (refreshRevoked || !grants.has(used)) {
          return grant('AADSTS700082: The refresh token has expired due to inactivity.');
        }
        accessTokens.delete(grants.get(used)!);
        grants.delete(used);
        return send(200, issue(form.get('scope')!));
      }
      return send(400, {
        error: 'unsupported_grant_type',
        error_description: 'AADSTS70003: unsupported grant type.',
      });
    }
    if (!url.pathname.startsWith('/api/data/v9.2/'))
      return send(404, odataError('0x80060888', 'Resource not found'));
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) {
      return send(401, odataError('0x80072560', 'The user is not authenticated.'), {
        'www-authenticate': `Bearer authorization_uri=${base}/organizations/oauth2/authorize`,
      });
    }
    const path = decodeURIComponent(url.pathname.slice('/api/data/v9.2/'.length));
    if (request.method === 'GET' && path === 'WhoAmI') {
      calls.whoAmI += 1;
      return send(200, {
        '@odata.context': `${serviceRoot()}/$metadata#Microsoft.Dynamics.CRM.WhoAmIResponse`,
        BusinessUnitId: randomUUID(),
        UserId: randomUUID(),
        OrganizationId: organizationId,
      });
    }
    if (request.method === 'GET' && path === "EntityDefinitions(LogicalName='lead')/Attributes") {
      calls.attributes += 1;
      const select = (params.get('$select') ?? '').split(',').filter(Boolean);
      const value = attributes.map(([LogicalName, label, AttributeType, IsValidForCreate]) => {
        const full: Record<string, unknown> = {
          LogicalName,
          AttributeType,
          IsValidForCreate,
          MetadataId: randomUUID(),
          DisplayName: {
            LocalizedLabels: [{ Label: label, LanguageCode: 1033 }],
            UserLocalizedLabel: { Label: label, LanguageCode: 1033 },
          },
        };
        return Object.fromEntries(
          Object.entries(full).filter(
            ([key]) => key === 'MetadataId' || select.length === 0 || select.includes(key),
          ),
        );
      });
      return send(200, {
        '@odata.context': `${serviceRoot()}/$metadata#EntityDefinitions('lead')/Attributes`,
        value,
      });
    }
    const forced = (on: 'query' | 'batch') => {
      const index = nextAnswers.findIndex((answer) => answer.on === on);
      if (index < 0) return false;
      const [answer] = nextAnswers.splice(index, 1);
      send(
        answer!.status,
        answer!.status === 429
          ? odataError(
              '0x80072322',
              'Number of requests exceeded the limit of 6000 over time window of 300 seconds.',
            )
          : odataError('0x80040216', 'An unexpected error occurred.'),
        answer!.retryAfter ? { 'retry-after': String(answer!.retryAfter) } : {},
      );
      return true;
    };
    if (request.method === 'GET' && path === 'leads') {
      calls.query += 1;
      if (forced('query')) return;
      const emails = emailsOfFilter(params.get('$filter') ?? '');
      if (!emails || params.get('$select') !== 'leadid,emailaddress1') {
        return send(
          400,
          odataError(
            '0x80060888',
            'Syntax error: this stand-in reads emailaddress1 eq clauses only.',
          ),
        );
      }
      const value = [...leads.values()]
        .filter((lead) => emails.includes((lead.columns.emailaddress1 ?? '').toLowerCase()))
        .map((lead) => ({
          '@odata.etag': 'W/"1"',
          leadid: lead.id,
          emailaddress1: lead.columns.emailaddress1,
        }));
      return send(200, {
        '@odata.context': `${serviceRoot()}/$metadata#leads(leadid,emailaddress1)`,
        value,
      });
    }
    if (request.method === 'POST' && path === '$batch') {
      calls.batch += 1;
      if (forced('batch')) return;
      const answer = runBatch({
        contentType: request.headers['content-type'],
        prefer: request.headers.prefer,
        text,
        run: runPart,
      });
      if (!answer) {
        return send(400, odataError('0x80048d19', 'The body is not a $batch of HTTP requests.'));
      }
      batches.push(answer.requests);
      return response
        .writeHead(answer.status, {
          'content-type': answer.contentType,
          'odata-version': '4.0',
        })
        .end(answer.body);
    }
    send(404, odataError('0x80060888', `Resource not found for the segment '${path}'.`));
  }

  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => handle(request, text, response));
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    client,
    organizationId,
    calls,
    leads,
    batches,
    refuse,
    nextAnswers,
    /** The leads with this e-mail (more than one would be a duplicate). */
    leadsOf: (email: string) =>
      [...leads.values()].filter(
        (lead) => lead.columns.emailaddress1?.toLowerCase() === email.toLowerCase(),
      ),
    /** A code the consent page would have given for this challenge (to try a wrong verifier). */
    codeFor(redirectUri: string, challenge: string) {
      const code = `dyn-code-${randomUUID()}`;
      codes.set(code, { redirectUri, scope: scopeOf(), challenge });
      return code;
    },
    /** Dataverse ends the access token early: the next call answers 401. */
    expireAccessToken() {
      accessTokens.clear();
    },
    /** The user's consent was revoked: the token and refreshing are refused from now on. */
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
