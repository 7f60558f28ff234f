import type { SalesforceApp } from '#server/config/crm';
import type { CrmField } from '#shared/schemas/integrations';
import type { CrmConnector, CrmTokens } from './connector';
import { answerWith, postForm } from './crm-http';
import { callSalesforce, describe } from './salesforce-api';
import { upsertSalesforce } from './salesforce-upsert';

/** What the connection may do: the REST API, and keep doing it (a refresh token). */
const SCOPES = 'api refresh_token';

/**
 * Salesforce's token answer has no expires_in: a session ends after the org's session timeout
 * (Setup > Session Settings: 15 minutes to 24 hours, 2 hours unless changed), counted from its
 * last use. We take Salesforce's default, so a session is renewed before that unless the org
 * shortened it; then the call answers 401 INVALID_SESSION_ID, which refreshes and retries once
 * (crm-session.ts): a guess too long costs one call, never a lead.
 */
const ASSUMED_SESSION_MS = 2 * 3_600_000;

interface TokenBody {
  access_token?: unknown;
  refresh_token?: unknown;
  instance_url?: unknown;
}

/** The org's instance (`https://mydomain.my.salesforce.com`), where its REST API lives. */
function instanceOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A token answer: the code's carries a refresh token, a refresh's carries none (the one given
 * at connection stays good: null keeps it), unless the app rotates refresh tokens.
 */
function tokensOf(body: unknown, now: Date): CrmTokens | null {
  const { access_token, refresh_token, instance_url } = (body ?? {}) as TokenBody;
  const apiBase = instanceOf(instance_url);
  if (typeof access_token !== 'string' || !access_token || !apiBase) return null;
  return {
    accessToken: access_token,
    refreshToken: typeof refresh_token === 'string' && refresh_token ? refresh_token : null,
    expiresAt: new Date(now.getTime() + ASSUMED_SESSION_MS),
    apiBase,
  };
}

async function token(app: SalesforceApp, form: Record<string, string>, now: Date) {
  const answer = await postForm(`${app.loginUrl}/services/oauth2/token`, {
    client_id: app.clientId,
    client_secret: app.clientSecret,
    ...form,
  });
  return answerWith(answer, tokensOf(answer.body, now));
}

/**
 * Salesforce (developer.salesforce.com/docs/platform/api-rest): OAuth 2.0's web server flow with
 * PKCE at SALESFORCE_LOGIN_URL, the REST API at the token answer's instance_url, the org as
 * the account, the Lead's createable fields as the field list, and leads upserted by e-mail
 * 200 at a time (salesforce-upsert.ts).
 */
export const salesforceConnector: CrmConnector<SalesforceApp> = {
  provider: 'salesforce',
  batchSize: 200,
  appOf: (crms) => crms.salesforce,

  authorizeUrl(app, { state, redirectUri, codeChallenge }) {
    const url = new URL(`${app.loginUrl}/services/oauth2/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: app.clientId,
      redirect_uri: redirectUri,
      scope: SCOPES,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  },

  exchangeCode: (app, { code, redirectUri, codeVerifier }, now) =>
    token(
      app,
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      },
      now,
    ),

  refresh: (app, { refreshToken }, now) =>
    token(app, { grant_type: 'refresh_token', refresh_token: refreshToken }, now),

  /** GET {instance}/services/oauth2/userinfo: the org (organization_id) the user belongs to. */
  async identify(_app, session) {
    const answer = await callSalesforce(session, '/services/oauth2/userinfo');
    const orgId = (answer.body as { organization_id?: unknown } | null)?.organization_id;
    return answerWith(answer, typeof orgId === 'string' && orgId ? { accountId: orgId } : null);
  },

  /** GET .../sobjects/Lead/describe: the fields a new Lead can be given. */
  async listFields(_app, session) {
    const answer = await describe(session, 'Lead');
    const fields: CrmField[] | null =
      answer.body
        ?.filter((field) => field.createable && typeof field.name === 'string')
        .map((field) => ({
          name: field.name,
          label: field.label ?? field.name,
          type: field.type ?? 'string',
        })) ?? null;
    return answerWith(answer, fields);
  },

  upsert: (_app, session, records) => upsertSalesforce(session, records),
};
