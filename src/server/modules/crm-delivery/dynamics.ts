import { randomUUID } from 'node:crypto';
import type { DynamicsApp } from '#server/config/crm';
import { httpStatusError } from '#shared/copy';
import { crmAnswerUnreadableMessage } from '#shared/copy/crm';
import type { CrmField } from '#shared/schemas/integrations';
import type { CrmConnector, CrmRecord, CrmSession, CrmTokens, RecordOutcome } from './connector';
import { answerWith, callCrm, errorOf, failedAnswer, postForm, type CrmAnswer } from './crm-http';
import { batchBody, odataString, readBatchAnswer, type BatchAnswer } from './odata-batch';

/** The Dataverse Web API's service root, under the environment's origin. */
const API = '/api/data/v9.2';
/** The columns a value is written to: text ones (every value a lead gives is text). */
const TEXT_TYPES = new Set(['String', 'Memo']);
/** A lookup's URL stays well under the Web API's URL limit; more e-mails take another query. */
const MAX_FILTER_CHARS = 16_000;

/** The delegated permission on the environment, and a refresh token (Microsoft identity platform). */
const scopeOf = (environmentUrl: string | null) =>
  `${environmentUrl ?? ''}/user_impersonation offline_access`;

/** Where Microsoft's OAuth endpoints live: any work or school account's tenant. */
const oauthUrl = (app: DynamicsApp, endpoint: 'authorize' | 'token') =>
  `${app.loginUrl}/organizations/oauth2/v2.0/${endpoint}`;

const odataHeaders = (session: CrmSession) => ({
  authorization: `Bearer ${session.accessToken}`,
  accept: 'application/json',
  'odata-maxversion': '4.0',
  'odata-version': '4.0',
});

interface TokenBody {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
}

async function token(
  app: DynamicsApp,
  {
    form,
    environmentUrl,
    now,
  }: { form: Record<string, string>; environmentUrl: string | null; now: Date },
): Promise<CrmAnswer<CrmTokens>> {
  const answer = await postForm(oauthUrl(app, 'token'), {
    client_id: app.clientId,
    client_secret: app.clientSecret,
    scope: scopeOf(environmentUrl),
    ...form,
  });
  const { access_token, refresh_token, expires_in } = (answer.body ?? {}) as TokenBody;
  return answerWith(
    answer,
    typeof access_token === 'string'
      ? {
          accessToken: access_token,
          refreshToken: typeof refresh_token === 'string' ? refresh_token : null,
          expiresAt: new Date(now.getTime() + Number(expires_in ?? 3599) * 1000),
          apiBase: environmentUrl,
        }
      : null,
  );
}

/** A Retry-After of seconds, as milliseconds (at least a second); null without one. */
function retryAfterMsOf(value: string | undefined): number | null {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds >= 0 ? Math.max(seconds * 1000, 1000) : null;
}

/**
 * The existing leads with these e-mails, by lowercased e-mail (the first one found when the
 * environment holds several): one `$filter` query per at most MAX_FILTER_CHARS of filter.
 * Dataverse compares strings without regard to case.
 */
async function existingLeads(
  session: CrmSession,
  emails: string[],
): Promise<CrmAnswer<Map<string, string>>> {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let length = 0;
  for (const email of emails) {
    const clause = `emailaddress1 eq ${odataString(email)}`;
    const size = encodeURIComponent(` or ${clause}`).length;
    if (chunk.length > 0 && length + size > MAX_FILTER_CHARS) {
      chunks.push(chunk);
      chunk = [];
      length = 0;
    }
    chunk.push(clause);
    length += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  const found = new Map<string, string>();
  for (const clauses of chunks) {
    const filter = encodeURIComponent(clauses.join(' or '));
    const answer = await callCrm(
      `${session.apiBase}${API}/leads?$select=leadid,emailaddress1&$filter=${filter}`,
      { headers: odataHeaders(session) },
    );
    const rows = (answer.body as { value?: Array<{ leadid?: unknown; emailaddress1?: unknown }> })
      ?.value;
    if (!Array.isArray(rows)) return answerWith<Map<string, string>>(answer, null);
    for (const row of rows) {
      const email = typeof row.emailaddress1 === 'string' ? row.emailaddress1.toLowerCase() : '';
      if (email && typeof row.leadid === 'string' && !found.has(email))
        found.set(email, row.leadid);
    }
  }
  return { status: 200, body: found, retryAfterMs: null, error: null };
}

/**
 * The lead's columns: the mapped fields and the e-mail (none for a lead met without one).
 * Dataverse names a lead by its first and last name, and its forms require the last one: a
 * one-word name goes there.
 */
function leadColumns(record: CrmRecord): Record<string, string> {
  const columns: Record<string, string> = {
    ...record.fields,
    ...(record.email ? { emailaddress1: record.email } : {}),
  };
  const { firstName, lastName } = record.values;
  const last = lastName || firstName;
  if (!columns.lastname && last) {
    columns.lastname = last;
    if (!lastName && columns.firstname === firstName) delete columns.firstname;
  }
  return columns;
}

/** The id at the end of an OData-EntityId (`.../leads(00000000-...)`). */
function entityIdOf(url: string | undefined): string | null {
  return /\(([0-9a-f-]{36})\)\s*$/i.exec(url ?? '')?.[1] ?? null;
}

/** How one record's request went, from its part of the batch's answer. */
function outcomeOf(part: BatchAnswer, knownId: string | undefined): RecordOutcome {
  const id = entityIdOf(part.headers['odata-entityid']) ?? knownId;
  const remoteIds: Record<string, string> = id ? { lead: id } : {};
  if (part.status >= 200 && part.status < 300) return { error: null, remoteIds };
  const reason = (
    errorOf(part.body as Parameters<typeof errorOf>[0]).message ?? httpStatusError(part.status)
  ).slice(0, 300);
  if (part.status === 429 || part.status >= 500) {
    return {
      error: reason,
      remoteIds,
      temporary: { retryAfterMs: retryAfterMsOf(part.headers['retry-after']) },
    };
  }
  return { error: reason, remoteIds };
}

/**
 * Microsoft Dynamics 365 (Dataverse Web API v9.2,
 * learn.microsoft.com/power-apps/developer/data-platform/webapi/overview): the Microsoft identity
 * platform's authorization code flow with PKCE for a token of the owner's environment, leads
 * found by `emailaddress1` with one query, then written with one `$batch` of `PATCH leads(id)`
 * and `POST leads` that goes on past a refused one (`Prefer: odata.continue-on-error`), so one
 * visitor stays one lead.
 */
export const dynamicsConnector: CrmConnector<DynamicsApp> = {
  provider: 'dynamics',
  batchSize: 100,
  appOf: (crms) => crms.dynamics,

  authorizeUrl(app, { state, redirectUri, codeChallenge, environmentUrl }) {
    const url = new URL(oauthUrl(app, 'authorize'));
    url.search = new URLSearchParams({
      client_id: app.clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      response_mode: 'query',
      scope: scopeOf(environmentUrl),
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  },

  exchangeCode: (app, { code, redirectUri, codeVerifier, environmentUrl }, now) =>
    token(app, {
      form: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      },
      environmentUrl,
      now,
    }),

  refresh: (app, { refreshToken, apiBase }, now) =>
    token(app, {
      form: { grant_type: 'refresh_token', refresh_token: refreshToken },
      environmentUrl: apiBase,
      now,
    }),

  /** GET WhoAmI: the organization (the environment) the token is for. */
  async identify(_app, session) {
    const answer = await callCrm(`${session.apiBase}${API}/WhoAmI`, {
      headers: odataHeaders(session),
    });
    const organizationId = (answer.body as { OrganizationId?: unknown } | null)?.OrganizationId;
    return answerWith(
      answer,
      typeof organizationId === 'string' ? { accountId: organizationId } : null,
    );
  },

  /** The lead table's text columns that can be set when a lead is created. */
  async listFields(_app, session) {
    const answer = await callCrm(
      `${session.apiBase}${API}/EntityDefinitions(LogicalName='lead')/Attributes` +
        '?$select=LogicalName,AttributeType,IsValidForCreate,DisplayName',
      { headers: odataHeaders(session) },
    );
    const rows = (
      answer.body as {
        value?: Array<{
          LogicalName: string;
          AttributeType?: string;
          IsValidForCreate?: boolean;
          DisplayName?: {
            UserLocalizedLabel?: { Label?: string } | null;
            LocalizedLabels?: Array<{ Label?: string }>;
          };
        }>;
      } | null
    )?.value;
    const fields: CrmField[] | null = rows
      ? rows
          .filter((row) => row.IsValidForCreate && TEXT_TYPES.has(row.AttributeType ?? ''))
          .map((row) => ({
            name: row.LogicalName,
            label:
              row.DisplayName?.UserLocalizedLabel?.Label ??
              row.DisplayName?.LocalizedLabels?.[0]?.Label ??
              row.LogicalName,
            type: row.AttributeType ?? 'String',
          }))
      : null;
    return answerWith(answer, fields);
  },

  async upsert(_app, session, records) {
    // A lead without an e-mail is created, never looked for: Dataverse's telephone1 is free text,
    // and matching by it would merge strangers (decision 073).
    const emails = records.map((record) => record.email).filter(Boolean);
    const existing =
      emails.length > 0
        ? await existingLeads(session, emails)
        : { status: 200, body: new Map<string, string>(), retryAfterMs: null, error: null };
    const found = existing.body;
    if (!found) return answerWith<Map<string, RecordOutcome>>(existing, null);
    // An id an earlier, half-done attempt made is the lead to update; else the one with the e-mail.
    const ids = records.map(
      (record) => record.remoteIds.lead ?? (record.email ? found.get(record.email) : undefined),
    );
    const boundary = `batch_${randomUUID()}`;
    const batch = batchBody(
      boundary,
      records.map((record, index) => ({
        method: ids[index] ? 'PATCH' : 'POST',
        url: `${session.apiBase}${API}/leads${ids[index] ? `(${ids[index]})` : ''}`,
        body: leadColumns(record),
      })),
    );
    const answer = await callCrm(`${session.apiBase}${API}/$batch`, {
      method: 'POST',
      headers: {
        ...odataHeaders(session),
        'content-type': batch.contentType,
        prefer: 'odata.continue-on-error',
      },
      body: batch.body,
    });
    if (answer.status < 200 || answer.status >= 300) {
      return answerWith<Map<string, RecordOutcome>>(answer, null);
    }
    const parts = readBatchAnswer(answer.headers?.get('content-type') ?? null, answer.text);
    if (!parts) return failedAnswer(502, crmAnswerUnreadableMessage('dynamics'));
    // The answers come in the order of the requests; by Content-ID when each names its own.
    const byContentId = parts.every((part) => part.contentId !== null);
    const outcomes = new Map<string, RecordOutcome>();
    records.forEach((record, index) => {
      const part = byContentId
        ? parts.find((candidate) => candidate.contentId === String(index + 1))
        : parts[index];
      if (part) outcomes.set(record.key, outcomeOf(part, ids[index]));
    });
    return answerWith(answer, outcomes);
  },
};
