import type { HubSpotApp } from '#server/config/crm';
import { crmSentences } from '#shared/copy/crm';
import type { CrmField } from '#shared/schemas/integrations';
import type { CrmConnector, CrmTokens, RecordOutcome } from './connector';
import { answerWith, callCrm, postForm } from './crm-http';

/** What the connection may do in HubSpot: read and write contacts (and read their properties). */
const SCOPES = 'crm.objects.contacts.read crm.objects.contacts.write';

interface TokenBody {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
}

function tokensOf(body: unknown, now: Date): CrmTokens | null {
  const { access_token, refresh_token, expires_in } = (body ?? {}) as TokenBody;
  if (typeof access_token !== 'string' || typeof refresh_token !== 'string') return null;
  return {
    accessToken: access_token,
    refreshToken: refresh_token,
    expiresAt: new Date(now.getTime() + Number(expires_in ?? 1800) * 1000),
    apiBase: null,
  };
}

const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

async function token(app: HubSpotApp, form: Record<string, string>, now: Date) {
  const answer = await postForm(`${app.apiBase}/oauth/v1/token`, {
    client_id: app.clientId,
    client_secret: app.clientSecret,
    ...form,
  });
  return answerWith(answer, tokensOf(answer.body, now));
}

interface UpsertBody {
  results?: Array<{ id: string; properties?: { email?: string } }>;
  errors?: Array<{ message?: string; context?: { ids?: string[] } }>;
}

/**
 * HubSpot (developers.hubspot.com/docs/api/crm/contacts): OAuth 2.0 with its own token endpoint,
 * contacts upserted 100 at a time through `POST /crm/v3/objects/contacts/batch/upsert` with
 * `idProperty: "email"`, so one visitor stays one contact.
 */
export const hubspotConnector: CrmConnector<HubSpotApp> = {
  provider: 'hubspot',
  batchSize: 100,
  appOf: (crms) => crms.hubspot,

  authorizeUrl(app, { state, redirectUri }) {
    const url = new URL(app.authorizeUrl);
    url.search = new URLSearchParams({
      client_id: app.clientId,
      redirect_uri: redirectUri,
      scope: SCOPES,
      state,
    }).toString();
    return url.toString();
  },

  exchangeCode: (app, { code, redirectUri }, now) =>
    token(app, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }, now),

  refresh: (app, { refreshToken }, now) =>
    token(app, { grant_type: 'refresh_token', refresh_token: refreshToken }, now),

  /** GET /oauth/v1/access-tokens/{token}: the portal (hub_id) the token belongs to. */
  async identify(app, session) {
    const answer = await callCrm(
      `${app.apiBase}/oauth/v1/access-tokens/${encodeURIComponent(session.accessToken)}`,
      { headers: { accept: 'application/json' } },
    );
    const hubId = (answer.body as { hub_id?: unknown } | null)?.hub_id;
    return answerWith(answer, hubId === undefined ? null : { accountId: String(hubId) });
  },

  /** GET /crm/v3/properties/contacts: the contact properties a value can be written to. */
  async listFields(app, session) {
    const answer = await callCrm(`${app.apiBase}/crm/v3/properties/contacts`, {
      headers: bearer(session.accessToken),
    });
    const results =
      (
        answer.body as {
          results?: Array<{
            name: string;
            label?: string;
            type?: string;
            modificationMetadata?: { readOnlyValue?: boolean };
          }>;
        } | null
      )?.results ?? [];
    const fields: CrmField[] = results
      .filter((property) => !property.modificationMetadata?.readOnlyValue)
      .map((property) => ({
        name: property.name,
        label: property.label ?? property.name,
        type: property.type ?? 'string',
      }));
    return answerWith(answer, fields);
  },

  async upsert(app, session, records) {
    const answer = await callCrm(`${app.apiBase}/crm/v3/objects/contacts/batch/upsert`, {
      method: 'POST',
      headers: bearer(session.accessToken),
      body: JSON.stringify({
        inputs: records.map((record) => ({
          idProperty: 'email',
          id: record.email,
          properties: { ...record.fields, email: record.email },
        })),
      }),
    });
    const body = answer.body as UpsertBody | null;
    if (!body) return answerWith<Map<string, RecordOutcome>>(answer, null);
    const outcomes = new Map<string, RecordOutcome>();
    // 207 MULTI_STATUS: the contacts it refused are named in `errors`, with HubSpot's reason.
    for (const error of body.errors ?? []) {
      for (const id of error.context?.ids ?? []) {
        outcomes.set(id.toLowerCase(), {
          error: (error.message ?? crmSentences('hubspot').recordRefused).slice(0, 300),
          remoteIds: {},
        });
      }
    }
    for (const result of body.results ?? []) {
      const email = (result.properties?.email ?? '').toLowerCase();
      if (email) outcomes.set(email, { error: null, remoteIds: { contact: result.id } });
    }
    return answerWith(answer, outcomes);
  },
};
