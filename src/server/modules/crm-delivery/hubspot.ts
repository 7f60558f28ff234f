import type { HubSpotApp } from '#server/config/crm';
import { crmSentences } from '#shared/copy/crm';
import type { CrmField } from '#shared/schemas/integrations';
import type { CrmConnector, CrmRecord, CrmSession, CrmTokens, RecordOutcome } from './connector';
import { answerWith, callCrm, postForm, type CrmAnswer, type CrmResponse } from './crm-http';

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
 * `idProperty: "email"`, so one visitor stays one contact; a lead without an e-mail is created
 * as a contact of its own, one call each (writeWithoutEmail). A 401, a 429, a 5xx or no answer
 * part-way answers the records done as done and the rest as not done yet.
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
    const withEmail = records.filter((record) => record.email);
    const outcomes = new Map<string, RecordOutcome>();
    let done = false;
    if (withEmail.length > 0) {
      const answer = await upsertByEmail(app, session, withEmail);
      if (!answer.body) return answer;
      for (const [key, outcome] of answer.body) outcomes.set(key, outcome);
      done = true;
    }
    const rest = records.filter((record) => !record.email);
    for (const [index, record] of rest.entries()) {
      const written = await writeWithoutEmail(app, session, record);
      const id = (written.body as { id?: unknown } | null)?.id;
      if (written.status >= 200 && written.status < 300 && id !== undefined) {
        outcomes.set(record.key, { error: null, remoteIds: { contact: String(id) } });
        done = true;
        continue;
      }
      const stopped = written.status === 0 || written.status === 401 || written.status === 429;
      if (!stopped && written.status < 500) {
        const reason = written.error ?? crmSentences('hubspot').recordRefused;
        outcomes.set(record.key, { error: reason, remoteIds: {} });
        done = true;
        continue;
      }
      // Nothing written yet: the whole call's status (401 refreshes, 429 waits, 5xx retries).
      if (!done) return answerWith<Map<string, RecordOutcome>>(written, null);
      const retryAfterMs = written.status === 429 ? written.retryAfterMs : null;
      for (const waiting of rest.slice(index)) {
        outcomes.set(waiting.key, {
          error: written.error,
          remoteIds: {},
          temporary: { retryAfterMs },
        });
      }
      break;
    }
    return { status: 200, body: outcomes, retryAfterMs: null, error: null };
  },
};

/** The records with an e-mail, 100 at a time through batch/upsert by e-mail. */
async function upsertByEmail(
  app: HubSpotApp,
  session: CrmSession,
  records: CrmRecord[],
): Promise<CrmAnswer<Map<string, RecordOutcome>>> {
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
}

/**
 * A lead without an e-mail: a contact of its own (`POST /crm/v3/objects/contacts`), never
 * matched to another. HubSpot documents no reliable match by phone (numbers are kept as typed),
 * so two people met at a stand are never merged into one contact (decision 073).
 */
function writeWithoutEmail(
  app: HubSpotApp,
  session: CrmSession,
  record: CrmRecord,
): Promise<CrmResponse> {
  return callCrm(`${app.apiBase}/crm/v3/objects/contacts`, {
    method: 'POST',
    headers: bearer(session.accessToken),
    body: JSON.stringify({ properties: record.fields }),
  });
}
