import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Salesforce org, written from Salesforce's own documentation:
 * - OAuth 2.0 web server flow with PKCE (help.salesforce.com, "OAuth 2.0 Web Server Flow for Web
 *   App Integration" and "Proof Key for Code Exchange (PKCE) Extension"): GET
 *   /services/oauth2/authorize allows at once (as the org does once the user clicks Allow) and
 *   redirects to `redirect_uri` with a code and the `state`; POST /services/oauth2/token checks
 *   the client, the redirect_uri and the code_verifier against the S256 code_challenge, and
 *   answers `{access_token, refresh_token, instance_url, id, issued_at, signature, token_type,
 *   scope}` (no expires_in); the refresh_token grant ("OAuth 2.0 Refresh Token Flow for Renewed
 *   Sessions") answers no new refresh token; refused grants are 400 `{error, error_description}`.
 * - The instance (this same server): GET /services/oauth2/userinfo ("Query for User
 *   Information": organization_id), and the REST API (developer.salesforce.com/docs/platform/
 *   api-rest): GET /services/data/v62.0/sobjects/{Lead|Contact}/describe (`fields[{name,
 *   label, type, createable, updateable}]`), GET .../query?q= ("Query": `{totalSize, done,
 *   nextRecordsUrl, records[{attributes, ...}]}`, paged by `pageSize`) reading exactly the
 *   adapter's SOQL and answering anything else 400 MALFORMED_QUERY, and POST and PATCH
 *   .../composite/sobjects ("Create Records Using sObject Collections", "Update Records Using
 *   sObject Collections": up to 200 records, one SaveResult `{id, success, errors[{statusCode,
 *   message, fields}]}` each, in order). A field the object lacks fails the whole call (400
 *   INVALID_FIELD), as Salesforce does.
 * - Errors ("Status Codes and Error Responses"): `[{message, errorCode}]`; an unknown or expired
 *   bearer token is 401 INVALID_SESSION_ID. `nextAnswers` forces the next REST answers (429 with
 *   Retry-After, 403 REQUEST_LIMIT_EXCEEDED, 500); `refuse` makes chosen e-mails fail a
 *   validation rule (FIELD_CUSTOM_VALIDATION_EXCEPTION) within a successful call.
 * Leads, Contacts and Users are kept in memory (duplicates by e-mail allowed, as an org without
 * duplicate rules does, so a test sees them); `calls` counts requests by method and path,
 * `writes` each composite call's method and size.
 */
export async function startSalesforceStandIn(
  client = { id: 'salesforce-client', secret: 'salesforce-client-secret' },
  { port: listenOn = 0 }: { port?: number } = {},
) {
  const orgId = '00D5e000000STAND';
  const api = '/services/data/v62.0';
  let serial = 0;
  const nextId = (prefix: string) => `${prefix}${String((serial += 1)).padStart(15, '0')}`;
  const codes = new Map<string, { redirectUri: string; challenge: string }>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  type Row = Record<string, string | boolean | null>;
  const store = { Lead: new Map<string, Row>(), Contact: new Map<string, Row>() };
  /** The org's users: the admin who connects it, and those a test adds. */
  const users = new Map<string, Row>([
    ['005000000000000', { Id: '005000000000000', Email: 'admin@stand-in.example', IsActive: true }],
  ]);
  const calls = new Map<string, number>();
  const writes: Array<{ method: string; size: number }> = [];
  const nextAnswers: Array<{ status: number; errorCode?: string; retryAfter?: number }> = [];
  const refuse = new Set<string>();
  const pages = new Map<string, { type: string; rows: Row[] }>();
  const settings = { pageSize: 2000 };

  /** A field as describe lists it; `length` is a text field's most characters. */
  const field = (name: string, label: string, type = 'string', writable = true, length = 255) => ({
    name,
    label,
    type,
    createable: writable,
    updateable: writable,
    length,
  });
  const shared = [
    field('Id', 'Record ID', 'id', false),
    field('FirstName', 'First Name', 'string', true, 40),
    field('LastName', 'Last Name', 'string', true, 80),
    field('Email', 'Email', 'email'),
    field('Phone', 'Phone', 'phone', true, 40),
    field('Title', 'Title', 'string', true, 128),
    field('Description', 'Description', 'textarea'),
    field('LeadSource', 'Lead Source', 'picklist'),
    field('OwnerId', 'Owner ID', 'reference'),
    field('CreatedDate', 'Created Date', 'datetime', false),
  ];
  const fields = {
    Lead: [
      ...shared,
      field('Company', 'Company'),
      field('IsConverted', 'Converted', 'boolean', false),
      field('Badge_Code__c', 'Badge Code'),
      field('Consent__c', 'Consent', 'textarea'),
    ],
    Contact: [...shared, field('Department', 'Department'), field('AccountId', 'Account ID')],
  };

  const issue = (withRefresh: boolean) => {
    const accessToken = nextId('00Dat');
    accessTokens.add(accessToken);
    const refreshToken = withRefresh ? nextId('5Aep') : undefined;
    if (refreshToken) refreshTokens.add(refreshToken);
    return {
      access_token: accessToken,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      signature: 'c3RhbmQtaW4=',
      scope: 'api refresh_token',
      instance_url: base,
      id: `${base}/id/${orgId}/005000000000000`,
      token_type: 'Bearer',
      issued_at: String(Date.now()),
    };
  };
  const page = (type: string, rows: Row[]) => {
    const rest = rows.slice(settings.pageSize);
    const locator = rest.length > 0 ? `01g${nextId('')}-${settings.pageSize}` : null;
    if (locator) pages.set(locator, { type, rows: rest });
    return {
      totalSize: rows.length,
      done: !locator,
      ...(locator ? { nextRecordsUrl: `${api}/query/${locator}` } : {}),
      records: rows.slice(0, settings.pageSize).map((row) => ({
        attributes: { type, url: `${api}/sobjects/${type}/${String(row.Id)}` },
        Id: row.Id,
        Email: row.Email,
      })),
    };
  };

  /** The adapter's SOQL, and nothing else; null when it is not that. */
  const QUERY =
    /^SELECT Id, Email FROM (Contact|Lead|User) WHERE (IsConverted = false AND |IsActive = true AND )?\((?:Email IN \(((?:'(?:[^'\\]|\\.)*',?)+)\)(?: OR Id IN \(((?:'[A-Za-z0-9]{15,18}',?)+)\))?|Id IN \(((?:'[A-Za-z0-9]{15,18}',?)+)\))\) ORDER BY CreatedDate ASC$/;
  const literals = (list: string) =>
    [...list.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) =>
      match[1]!.replace(/\\(.)/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t' })[c] ?? c),
    );
  function query(soql: string): { type: string; rows: Row[] } | null {
    const match = QUERY.exec(soql);
    if (!match) return null;
    const [, type, condition = '', emailList = '', idList = match[5]] = match;
    const wanted = { Contact: '', Lead: 'IsConverted = false AND ', User: 'IsActive = true AND ' };
    if (wanted[type as keyof typeof wanted] !== condition) return null;
    const emails = new Set(literals(emailList).map((email) => email.toLowerCase()));
    const ids = new Set(idList ? literals(idList) : []);
    const table = type === 'User' ? users : store[type as 'Lead' | 'Contact'];
    const rows = [...table.values()].filter(
      (row) =>
        (emails.has(String(row.Email).toLowerCase()) || ids.has(String(row.Id))) &&
        (type !== 'Lead' || row.IsConverted === false) &&
        (type !== 'User' || row.IsActive === true),
    );
    return { type: type!, rows };
  }

  const failure = (statusCode: string, message: string, on: string[] = []) => ({
    success: false,
    errors: [{ statusCode, message, fields: on }],
  });
  /** One record of a composite call: its SaveResult, stored when it succeeds. */
  function save(method: string, input: Row): object {
    const type = (input.attributes as unknown as { type: 'Lead' | 'Contact' }).type;
    const { attributes: _, id, ...values } = input;
    const readOnly = Object.keys(values).filter(
      (name) => !fields[type].find((known) => known.name === name)?.createable,
    );
    if (readOnly.length > 0 || (method === 'POST' && id)) {
      return failure('INVALID_FIELD_FOR_INSERT_UPDATE', 'Unable to create/update fields', [
        ...readOnly,
        ...(id ? ['Id'] : []),
      ]);
    }
    const existing = typeof id === 'string' ? store[type].get(id) : undefined;
    if (method === 'PATCH' && !existing) {
      return failure('INVALID_CROSS_REFERENCE_KEY', 'invalid cross reference id');
    }
    if (existing?.IsConverted) {
      return failure('CANNOT_UPDATE_CONVERTED_LEAD', 'cannot reference converted lead');
    }
    const row: Row = { ...existing, ...values };
    if (refuse.has(String(row.Email).toLowerCase())) {
      return failure(
        'FIELD_CUSTOM_VALIDATION_EXCEPTION',
        `Visitor_Check: Sales does not accept ${String(row.Email)}`,
      );
    }
    const tooLong = fields[type].find(
      (known) =>
        typeof values[known.name] === 'string' &&
        (values[known.name] as string).length > known.length,
    );
    if (tooLong) {
      return failure('STRING_TOO_LONG', `${tooLong.label}: data value too large`, [tooLong.name]);
    }
    const missing = ['LastName', ...(type === 'Lead' ? ['Company'] : [])].filter((n) => !row[n]);
    if (missing.length > 0) {
      return failure(
        'REQUIRED_FIELD_MISSING',
        `Required fields are missing: [${missing}]`,
        missing,
      );
    }
    const owner = values.OwnerId ? users.get(String(values.OwnerId)) : undefined;
    if (values.OwnerId && !owner) return failure('INVALID_CROSS_REFERENCE_KEY', 'invalid owner');
    if (owner && !owner.IsActive) {
      return failure('INACTIVE_OWNER_OR_USER', 'operation performed with inactive user');
    }
    const saved: Row = existing ?? {
      Id: nextId(type === 'Lead' ? '00Q' : '003'),
      OwnerId: '005000000000000',
      ...(type === 'Lead' ? { IsConverted: false } : {}),
    };
    Object.assign(saved, values);
    store[type].set(String(saved.Id), saved);
    return { id: saved.Id, success: true, errors: [] };
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const send = (status: number, value: unknown, headers: Record<string, string> = {}) =>
        response
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(JSON.stringify(value));
      const refused = (status: number, errorCode: string, message: string) =>
        send(status, [{ message, errorCode }]);
      const oauthError = (error: string, description: string) =>
        send(400, { error, error_description: description });
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const key = `${request.method} ${url.pathname}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
      const params = url.searchParams;
      if (key === 'GET /services/oauth2/authorize') {
        const redirectUri = params.get('redirect_uri');
        const challenge = params.get('code_challenge');
        const scopes = (params.get('scope') ?? '').split(' ');
        if (
          params.get('response_type') !== 'code' ||
          params.get('client_id') !== client.id ||
          !redirectUri ||
          !challenge ||
          params.get('code_challenge_method') !== 'S256' ||
          !scopes.includes('api') ||
          !scopes.includes('refresh_token')
        ) {
          return oauthError('invalid_request', 'bad request');
        }
        const code = nextId('aPrx');
        codes.set(code, { redirectUri, challenge });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', params.get('state') ?? '');
        return response.writeHead(302, { location: back.toString() }).end();
      }
      if (key === 'POST /services/oauth2/token') {
        const form = new URLSearchParams(body);
        if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) {
          return oauthError('invalid_client', 'invalid client credentials');
        }
        const grant = form.get('grant_type');
        if (grant === 'authorization_code') {
          const code = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          if (!code || code.redirectUri !== form.get('redirect_uri')) {
            return oauthError('invalid_grant', 'invalid authorization code');
          }
          const verifier = form.get('code_verifier') ?? '';
          if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) {
            return oauthError('invalid_grant', 'invalid code verifier');
          }
          return send(200, issue(true));
        }
        if (grant === 'refresh_token') {
          if (!refreshTokens.has(form.get('refresh_token') ?? '')) {
            return oauthError('invalid_grant', 'expired access/refresh token');
          }
          return send(200, issue(false));
        }
        return oauthError('unsupported_grant_type', 'grant type not supported');
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !accessTokens.has(bearer)) {
        return refused(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
      }
      if (key === 'GET /services/oauth2/userinfo') {
        return send(200, {
          sub: `${base}/id/${orgId}/005000000000000`,
          user_id: '005000000000000',
          organization_id: orgId,
          email: 'admin@stand-in.example',
        });
      }
      if (!url.pathname.startsWith(`${api}/`)) return refused(404, 'NOT_FOUND', 'not found');
      const forced = nextAnswers.shift();
      if (forced) {
        return send(
          forced.status,
          [
            {
              message: `forced ${forced.status}`,
              errorCode: forced.errorCode ?? 'UNKNOWN_EXCEPTION',
            },
          ],
          forced.retryAfter ? { 'retry-after': String(forced.retryAfter) } : {},
        );
      }
      const described = /^\/services\/data\/v62\.0\/sobjects\/(Lead|Contact)\/describe$/.exec(
        url.pathname,
      );
      if (request.method === 'GET' && described) {
        const type = described[1] as 'Lead' | 'Contact';
        return send(200, { name: type, label: type, fields: fields[type] });
      }
      if (key === `GET ${api}/query`) {
        const found = query(params.get('q') ?? '');
        if (!found) return refused(400, 'MALFORMED_QUERY', 'unexpected SOQL');
        return send(200, page(found.type, found.rows));
      }
      const more = /^\/services\/data\/v62\.0\/query\/(01g.+)$/.exec(url.pathname)?.[1];
      if (request.method === 'GET' && more && pages.has(more)) {
        const { type, rows } = pages.get(more)!;
        pages.delete(more);
        return send(200, page(type, rows));
      }
      if (url.pathname === `${api}/composite/sobjects` && /^(POST|PATCH)$/.test(request.method!)) {
        const { allOrNone, records } = JSON.parse(body) as { allOrNone?: boolean; records: Row[] };
        if (!Array.isArray(records) || records.length > 200 || allOrNone !== false) {
          return refused(400, 'EXCEEDED_ID_LIMIT', 'record limit reached, or allOrNone not false');
        }
        for (const record of records) {
          const type = (record.attributes as unknown as { type?: string } | undefined)?.type;
          if (type !== 'Lead' && type !== 'Contact') {
            return refused(400, 'INVALID_TYPE', `sObject type '${type}' is not supported`);
          }
          const unknown = Object.keys(record).find(
            (name) =>
              !['attributes', 'id'].includes(name) && !fields[type].some((f) => f.name === name),
          );
          if (unknown) {
            return refused(
              400,
              'INVALID_FIELD',
              `No such column '${unknown}' on sobject of type ${type}`,
            );
          }
        }
        writes.push({ method: request.method!, size: records.length });
        return send(
          200,
          records.map((record) => save(request.method!, record)),
        );
      }
      refused(404, 'NOT_FOUND', 'The requested resource does not exist');
    });
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const add = (type: 'Lead' | 'Contact', values: Row) => {
    const id = nextId(type === 'Lead' ? '00Q' : '003');
    store[type].set(id, { ...(type === 'Lead' ? { IsConverted: false } : {}), ...values, Id: id });
    return id;
  };
  return {
    base,
    client,
    orgId,
    settings,
    calls,
    writes,
    nextAnswers,
    refuse,
    /** Calls of `method path` (`POST /services/data/v62.0/composite/sobjects`). */
    count: (call: string) => calls.get(call) ?? 0,
    addLead: (values: Row) => add('Lead', values),
    addContact: (values: Row) => add('Contact', values),
    addUser(email: string, active = true) {
      const id = nextId('005');
      users.set(id, { Id: id, Email: email, IsActive: active });
      return id;
    },
    /** Every stored record of a type, oldest first. */
    all: (type: 'Lead' | 'Contact') => [...store[type].values()],
    /** The stored records of a type with this e-mail, oldest first. */
    find: (type: 'Lead' | 'Contact', email: string) =>
      [...store[type].values()].filter(
        (row) => String(row.Email).toLowerCase() === email.toLowerCase(),
      ),
    /** Salesforce ends every session (the org's timeout): the next call answers 401. */
    expireAccessTokens: () => accessTokens.clear(),
    /** The user revoked the app: its sessions and refresh tokens end. */
    revoke() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
