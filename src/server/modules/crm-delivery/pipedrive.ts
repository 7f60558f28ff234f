import type { PipedriveApp } from '#server/config/crm';
import { crmSentences } from '#shared/copy/crm';
import type { CrmField } from '#shared/schemas/integrations';
import type { CrmConnector, CrmRecord, CrmSession, CrmTokens, RecordOutcome } from './connector';
import { answerWith, callCrm, postForm, type CrmAnswer, type CrmResponse } from './crm-http';
import {
  bearer,
  CUSTOM_FIELD_KEY,
  findPerson,
  forgetPerson,
  idOf,
  leadTitle,
  noteContent,
  personBody,
  post,
  reasonOf,
  recentPerson,
  rememberPerson,
  STANDARD_PERSON_FIELDS,
  waitOf,
} from './pipedrive-records';

interface TokenBody {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  api_domain?: unknown;
}

/** An http(s) origin, or null. */
function originOf(value: unknown): string | null {
  try {
    const url = new URL(String(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The token answer, with `api_domain` (the company's own API address) as the apiBase; without
 * one, a refresh keeps the connection's, and a new connection fails to identify its account.
 */
function tokensOf(body: unknown, now: Date): CrmTokens | null {
  const { access_token, refresh_token, expires_in, api_domain } = (body ?? {}) as TokenBody;
  if (typeof access_token !== 'string' || typeof refresh_token !== 'string') return null;
  return {
    accessToken: access_token,
    refreshToken: refresh_token,
    expiresAt: new Date(now.getTime() + Number(expires_in ?? 3599) * 1000),
    apiBase: originOf(api_domain),
  };
}

/** POST {oauthUrl}/oauth/token, the client authenticated by HTTP Basic as Pipedrive asks. */
async function token(app: PipedriveApp, form: Record<string, string>, now: Date) {
  const basic = Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64');
  const answer = await postForm(`${app.oauthUrl}/oauth/token`, form, {
    authorization: `Basic ${basic}`,
  });
  return answerWith(answer, tokensOf(answer.body, now));
}

/** Whether a failed call stops the batch (the token, the rate limit, Pipedrive down). */
const stops = (status: number) => status === 0 || status === 401 || status === 429 || status >= 500;

type Pushed =
  | { done: true; remoteIds: Record<string, string> }
  | { refused: string; remoteIds: Record<string, string> }
  | { stopped: CrmResponse; remoteIds: Record<string, string>; made: boolean };

/**
 * One visitor: the person with that e-mail (found, or made), then a lead linked to it, then the
 * message as the lead's note. A step an earlier, half-done attempt made (its id is in
 * `remoteIds`) is not made again: the search index may not show that person yet. A visitor
 * without an e-mail is a person of their own, never searched for: Pipedrive's search by phone
 * matches numbers as typed, so it would miss one person and could merge two (decision 073).
 */
async function pushRecord(session: CrmSession, record: CrmRecord): Promise<Pushed> {
  const ids = { ...record.remoteIds };
  let made = false;
  const failed = (response: CrmResponse): Pushed =>
    stops(response.status)
      ? { stopped: response, remoteIds: ids, made }
      : {
          refused: reasonOf(response) || crmSentences('pipedrive').recordRefused,
          remoteIds: ids,
        };
  if (!ids.person) {
    const found = !record.email
      ? { id: null }
      : (recentPerson(session, record.email) ?? (await findPerson(session, record.email)));
    if (typeof found === 'string') ids.person = found;
    else if ('failed' in found) return failed(found.failed);
    else if (found.id) ids.person = found.id;
    else {
      const person = idOf(await post(session, '/api/v2/persons', personBody(record)));
      if ('failed' in person) return failed(person.failed);
      ids.person = person.id;
      made = true;
      if (record.email) rememberPerson(session, record.email, person.id);
    }
  }
  if (!ids.lead) {
    const lead = idOf(
      await post(session, '/api/v1/leads', {
        title: leadTitle(record),
        person_id: Number(ids.person),
      }),
    );
    if ('failed' in lead) {
      // The person may have been deleted or merged since: look it up again next time.
      if (!stops(lead.failed.status)) forgetPerson(session, record.email);
      return failed(lead.failed);
    }
    ids.lead = lead.id;
    made = true;
  }
  const message = record.values.message;
  if (message && !ids.note) {
    const note = idOf(
      await post(session, '/api/v1/notes', { content: noteContent(message), lead_id: ids.lead }),
    );
    if ('failed' in note) return failed(note.failed);
    ids.note = note.id;
  }
  return { done: true, remoteIds: ids };
}

interface FieldsBody {
  data?: Array<{
    key?: string;
    name?: string;
    field_type?: string;
    edit_flag?: boolean;
    active_flag?: boolean;
  }> | null;
  additional_data?: { pagination?: { more_items_in_collection?: boolean; next_start?: number } };
}

/** Custom field types a lead's text can be written to as it is. */
const TEXT_TYPES = new Set(['varchar', 'varchar_auto', 'text', 'phone']);

/**
 * Pipedrive (developers.pipedrive.com/docs/api/v1): OAuth 2.0 at oauth.pipedrive.com, the API
 * at the token answer's `api_domain`. It has no batch write: each visitor is one person (found
 * by e-mail through `GET /api/v2/persons/search`, else `POST /api/v2/persons`), one lead
 * (`POST /api/v1/leads`: API v2 has no lead creation) titled "{name} ({company})", and the
 * message as the lead's note (`POST /api/v1/notes`), one call after another.
 *
 * `batchSize` 10, two visitors at a time (LANES): each visitor costs up to four calls, one of
 * them a search, and Pipedrive allows 10 searches per 2 seconds per token
 * (developers.pipedrive.com/changelog/post/announcing-search-api-rate-limit); two lanes of four
 * calls of a real CRM's 100 ms or more stay under that, one lane left half of it unused. Ten
 * visitors' 40 calls end well within the lease a batch's leads hold. A 429, a 5xx or a 401 part-way answers the visitors done
 * as done, the rest as not done yet (with what was made); only when nothing was done yet is
 * the whole call answered with that status.
 */
/** Visitors pushed at once within a batch. */
const LANES = 2;

/** Why a batch stopped part-way, said to every visitor not done. */
interface Halt {
  stopped: CrmResponse;
  retryAfterMs: number | null;
  error: string | null;
}

export const pipedriveConnector: CrmConnector<PipedriveApp> = {
  provider: 'pipedrive',
  batchSize: 10,
  appOf: (crms) => crms.pipedrive,

  authorizeUrl(app, { state, redirectUri }) {
    const url = new URL(`${app.oauthUrl}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: app.clientId,
      redirect_uri: redirectUri,
      state,
    }).toString();
    return url.toString();
  },

  exchangeCode: (app, { code, redirectUri }, now) =>
    token(app, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }, now),

  refresh: (app, { refreshToken }, now) =>
    token(app, { grant_type: 'refresh_token', refresh_token: refreshToken }, now),

  /** GET /api/v1/users/me: the company the user connected. */
  async identify(_app, session) {
    const answer = await callCrm(`${session.apiBase}/api/v1/users/me`, {
      headers: bearer(session),
    });
    const companyId = (answer.body as { data?: { company_id?: unknown } } | null)?.data?.company_id;
    return answerWith(
      answer,
      companyId === undefined || companyId === null ? null : { accountId: String(companyId) },
    );
  },

  /**
   * GET /api/v1/personFields, every page: the standard fields this adapter writes, and the
   * custom text fields (by their keys).
   */
  async listFields(_app, session) {
    const fields: CrmField[] = [];
    let start = 0;
    for (;;) {
      const answer = await callCrm(
        `${session.apiBase}/api/v1/personFields?start=${start}&limit=500`,
        { headers: bearer(session) },
      );
      const body = answer.body as FieldsBody | null;
      if (!body) return answerWith<CrmField[]>(answer, null);
      for (const field of body.data ?? []) {
        if (!field.key || field.active_flag === false) continue;
        const writable = CUSTOM_FIELD_KEY.test(field.key)
          ? field.edit_flag !== false && TEXT_TYPES.has(field.field_type ?? '')
          : STANDARD_PERSON_FIELDS.has(field.key);
        if (writable) {
          fields.push({
            name: field.key,
            label: field.name ?? field.key,
            type: field.field_type ?? 'varchar',
          });
        }
      }
      const pagination = body.additional_data?.pagination;
      if (!pagination?.more_items_in_collection || pagination.next_start === undefined) {
        return answerWith(answer, fields);
      }
      start = pagination.next_start;
    }
  },

  async upsert(_app, session, records): Promise<CrmAnswer<Map<string, RecordOutcome>>> {
    const outcomes = new Map<string, RecordOutcome>();
    // Held in an object: the lanes set it while the other awaits.
    const halt: { is: Halt | null } = { is: null };
    let settled = 0;
    let made = false;
    /** One lane's visitors, one after another; a stop in either lane stops both. */
    const lane = async (mine: CrmRecord[]) => {
      for (const [index, record] of mine.entries()) {
        const pushed = halt.is ? null : await pushRecord(session, record);
        if (pushed && !('stopped' in pushed)) {
          const error = 'refused' in pushed ? pushed.refused : null;
          outcomes.set(record.key, { error, remoteIds: pushed.remoteIds });
          settled += 1;
          continue;
        }
        if (pushed) {
          made ||= pushed.made;
          halt.is ??= {
            stopped: pushed.stopped,
            retryAfterMs: pushed.stopped.status === 429 ? waitOf(pushed.stopped) : null,
            error: reasonOf(pushed.stopped) || null,
          };
        }
        const { retryAfterMs, error } = halt.is!;
        for (const rest of mine.slice(index)) {
          outcomes.set(rest.key, {
            error,
            remoteIds: rest === record && pushed ? pushed.remoteIds : {},
            temporary: { retryAfterMs },
          });
        }
        return;
      }
    };
    await Promise.all(
      Array.from({ length: LANES }, (_, start) =>
        lane(records.filter((_, index) => index % LANES === start)),
      ),
    );
    if (halt.is && settled === 0 && !made) {
      // Nothing done yet: the whole call's status (401 refreshes, 429 waits, 5xx retries).
      const { stopped, retryAfterMs, error } = halt.is;
      return { status: stopped.status, body: null, retryAfterMs, error };
    }
    return { status: 200, body: outcomes, retryAfterMs: null, error: null };
  },
};
