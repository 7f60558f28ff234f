import type { CrmSession } from './connector';
import { answerWith, callCrm, failedAnswer, type CrmAnswer, type CrmResponse } from './crm-http';

/** The REST API version every call names (developer.salesforce.com/docs/platform/api-rest). */
export const SALESFORCE_API = '/services/data/v62.0';

/**
 * How long a REQUEST_LIMIT_EXCEEDED without Retry-After waits: it is the org's rolling 24-hour
 * API allowance (or its concurrent long-request limit) running out, which a few seconds do not
 * restore; leads wait, unspent, and are tried again then.
 */
const REQUEST_LIMIT_WAIT_MS = 10 * 60_000;

/**
 * One call to the org's REST API with the session's token. Salesforce's own ways of saying
 * "wait" become the core's 429 (a 403 REQUEST_LIMIT_EXCEEDED, with Retry-After when it gives
 * one); an expired session is its 401 INVALID_SESSION_ID already, which the core refreshes and
 * retries. A session without an instance (never stored so) answers 401: a refresh brings one.
 */
export async function callSalesforce(
  session: CrmSession,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<CrmResponse> {
  if (!session.apiBase) {
    return { ...failedAnswer(401, 'INVALID_SESSION_ID'), text: '', code: null, headers: null };
  }
  const answer = await callCrm(`${session.apiBase}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (answer.status === 403 && answer.code === 'REQUEST_LIMIT_EXCEEDED') {
    return { ...answer, status: 429, retryAfterMs: answer.retryAfterMs ?? REQUEST_LIMIT_WAIT_MS };
  }
  return answer;
}

/**
 * A SOQL string literal's content (SOQL reference, "Quoted String Escape Sequences"): a
 * backslash, a quote and the control characters escaped, so no value ends the literal.
 */
export function soqlString(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t');
  return `'${escaped}'`;
}

/** A record id as Salesforce makes them (15 or 18 letters and digits); anything else is no id. */
export const SALESFORCE_ID = /^[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/;

export interface FoundRow {
  Id: string;
  Email: string | null;
}

interface QueryBody {
  done?: boolean;
  nextRecordsUrl?: string;
  records?: Array<{ Id?: unknown; Email?: unknown }>;
}

/**
 * Keeps one query's `IN` list well under the 16,384 characters Salesforce takes in a request
 * line, once URL-encoded: a batch of 200 ordinary addresses fits one query.
 */
const MAX_LIST_CHARS = 6_000;

function listsOf(values: string[]): string[][] {
  const lists: string[][] = [];
  let length = 0;
  for (const value of values) {
    const literal = soqlString(value);
    const last = lists.at(-1);
    if (!last || length + literal.length > MAX_LIST_CHARS) {
      lists.push([value]);
      length = literal.length;
    } else {
      last.push(value);
      length += literal.length + 1;
    }
  }
  return lists;
}

/**
 * `SELECT Id, Email FROM {object} WHERE {condition}(Email IN (...) OR Id IN (...)) ORDER BY
 * CreatedDate ASC` through GET /query (and its nextRecordsUrl pages): the rows whose e-mail is
 * one of `emails` (Salesforce compares e-mail case-insensitively; '' is never asked for) or
 * whose id is one of `ids`, oldest first; no query at all when there is neither. `condition` is a fixed text of this adapter, never a value.
 */
export async function findByEmail(
  session: CrmSession,
  query: {
    object: 'Contact' | 'Lead' | 'User';
    condition: '' | 'IsConverted = false AND ' | 'IsActive = true AND ';
    emails: string[];
    ids?: string[];
  },
): Promise<CrmAnswer<FoundRow[]>> {
  const rows: FoundRow[] = [];
  const ids = (query.ids ?? []).filter((id) => SALESFORCE_ID.test(id));
  // A lead without an e-mail is looked for by nothing but the id an earlier attempt made.
  const lists = listsOf(query.emails.filter(Boolean));
  if (lists.length === 0 && ids.length > 0) lists.push([]);
  for (const [index, emails] of lists.entries()) {
    const matches = [
      ...(emails.length > 0 ? [`Email IN (${emails.map(soqlString).join(',')})`] : []),
      ...(index === 0 && ids.length > 0 ? [`Id IN (${ids.map(soqlString).join(',')})`] : []),
    ];
    const soql =
      `SELECT Id, Email FROM ${query.object} WHERE ${query.condition}` +
      `(${matches.join(' OR ')}) ORDER BY CreatedDate ASC`;
    let path: string | null = `${SALESFORCE_API}/query?q=${encodeURIComponent(soql)}`;
    while (path) {
      const answer = await callSalesforce(session, path);
      const body = answer.body as QueryBody | null;
      if (!body) return answerWith<FoundRow[]>(answer, null);
      for (const record of body.records ?? []) {
        if (typeof record.Id === 'string') {
          rows.push({
            Id: record.Id,
            Email: typeof record.Email === 'string' ? record.Email : null,
          });
        }
      }
      // The next page lives on the same instance, under the REST API (the token goes nowhere else).
      const next = body.done === false ? body.nextRecordsUrl : undefined;
      path = next?.startsWith('/services/data/') ? next : null;
    }
  }
  return { status: 200, body: rows, retryAfterMs: null, error: null };
}

/** Salesforce's describe of an sObject's fields (GET /sobjects/{object}/describe). */
export interface DescribedField {
  name: string;
  label?: string;
  type?: string;
  createable?: boolean;
  updateable?: boolean;
}

export async function describe(
  session: CrmSession,
  object: 'Contact' | 'Lead',
): Promise<CrmAnswer<DescribedField[]>> {
  const answer = await callSalesforce(session, `${SALESFORCE_API}/sobjects/${object}/describe`);
  const fields = (answer.body as { fields?: DescribedField[] } | null)?.fields;
  return answerWith(answer, Array.isArray(fields) ? fields : null);
}

/**
 * How long a Contact's describe is kept per instance: an admin adding a field to Contact is
 * seen within this; meanwhile a batch that updates Contacts asks no describe of its own.
 */
const CONTACT_FIELDS_KEPT_MS = 10 * 60_000;
const contactFieldsOf = new Map<string, { names: Set<string>; until: number }>();

/** The Contact fields a record can be updated with, per instance, from a recent describe. */
export async function contactFields(session: CrmSession): Promise<CrmAnswer<Set<string>>> {
  const key = session.apiBase ?? '';
  const kept = contactFieldsOf.get(key);
  if (kept && kept.until > Date.now()) {
    return { status: 200, body: kept.names, retryAfterMs: null, error: null };
  }
  const answer = await describe(session, 'Contact');
  if (!answer.body) return answerWith<Set<string>>(answer, null);
  const names = new Set(answer.body.filter((field) => field.updateable).map((field) => field.name));
  contactFieldsOf.set(key, { names, until: Date.now() + CONTACT_FIELDS_KEPT_MS });
  return answerWith(answer, names);
}
