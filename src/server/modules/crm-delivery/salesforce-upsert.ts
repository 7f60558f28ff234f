import { crmSentences, SALESFORCE_NO_COMPANY } from '#shared/copy/crm';
import type { CrmRecord, CrmSession, RecordOutcome } from './connector';
import { answerWith, type CrmAnswer, type CrmResponse } from './crm-http';
import {
  callSalesforce,
  contactFields,
  findByEmail,
  SALESFORCE_API,
  type FoundRow,
} from './salesforce-api';

type SObjectType = 'Contact' | 'Lead';

/** One record to write: an update (`id`) or a new Lead, with its fields. */
interface Write {
  record: CrmRecord;
  type: SObjectType;
  id: string | null;
  fields: Record<string, string>;
}

/** sObject Collections' SaveResult, one per record in the order sent. */
interface SaveResult {
  id?: string;
  success?: boolean;
  errors?: Array<{ statusCode?: string; message?: string }>;
}

/** sObject Collections take up to 200 records a call. */
const COLLECTION_SIZE = 200;

/**
 * The lengths of the standard fields a lead fills (Salesforce's Lead and Contact object
 * reference): a longer value (a 100-character name) is cut to fit rather than refused.
 */
const STANDARD_LENGTHS: Record<string, number> = {
  FirstName: 40,
  LastName: 80,
  Phone: 40,
  Title: 128,
  Company: 255,
};

function fitted(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.slice(0, STANDARD_LENGTHS[name])]),
  );
}

/** The rows of a query by e-mail, each e-mail's oldest first, and each row by id. */
function indexRows(rows: FoundRow[]) {
  const byEmail = new Map<string, string>();
  for (const row of rows) {
    const email = row.Email?.toLowerCase();
    if (email && !byEmail.has(email)) byEmail.set(email, row.Id);
  }
  return { byEmail, ids: new Set(rows.map((row) => row.Id)) };
}

/**
 * Which existing record each visitor is (by record key): the one with their e-mail, else the one
 * an earlier attempt made for them (its remote id, when the query still finds it), never one
 * record for two visitors. A record without an e-mail matches only what an earlier attempt made.
 */
function matchRecords(
  records: CrmRecord[],
  { rows, type, taken }: { rows: FoundRow[]; type: SObjectType; taken: Set<string> },
): Map<string, string> {
  const { byEmail, ids } = indexRows(rows);
  const matched = new Map<string, string>();
  for (const record of records) {
    const id = record.email ? byEmail.get(record.email) : undefined;
    if (id && !taken.has(id)) {
      matched.set(record.key, id);
      taken.add(id);
    }
  }
  for (const record of records) {
    const id = record.remoteIds[type];
    if (!matched.has(record.key) && id && ids.has(id) && !taken.has(id)) {
      matched.set(record.key, id);
      taken.add(id);
    }
  }
  return matched;
}

/**
 * A new Lead's fields: the mapped ones and the e-mail (none for a lead met without one), with
 * what Salesforce requires filled in. LastName from the name's last part, or a one-word name
 * whole (not twice as FirstName too); Company "Not provided" when the visitor gave none; the
 * capturing member as its owner.
 */
function newLeadFields(record: CrmRecord, ownerId: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {
    ...record.fields,
    ...(record.email ? { Email: record.email } : {}),
  };
  if (!fields.LastName) {
    const { firstName, lastName, phone } = record.values;
    fields.LastName = lastName || firstName || record.email.split('@')[0] || phone || '-';
    if (!lastName && firstName && fields.FirstName === firstName) delete fields.FirstName;
  }
  if (!fields.Company) fields.Company = SALESFORCE_NO_COMPANY;
  if (ownerId && !fields.OwnerId) fields.OwnerId = ownerId;
  return fields;
}

/** A record's error, as the lead list shows it: Salesforce's own words. */
function reasonOf(result: SaveResult): string {
  const text = (result.errors ?? [])
    .map((error) => error.message || error.statusCode)
    .filter(Boolean)
    .join(' ');
  return (text || crmSentences('salesforce').recordRefused).slice(0, 300);
}

/** What a write that never got an answer means for its record: wait, or fail with the reason. */
function unwritten(answer: CrmResponse): RecordOutcome {
  if (answer.status === 429) {
    return { error: answer.error, remoteIds: {}, temporary: { retryAfterMs: answer.retryAfterMs } };
  }
  if (answer.status === 0 || answer.status >= 500) {
    return { error: answer.error, remoteIds: {}, temporary: { retryAfterMs: null } };
  }
  return { error: answer.error ?? crmSentences('salesforce').recordRefused, remoteIds: {} };
}

function collections(method: 'PATCH' | 'POST', writes: Write[]) {
  const calls: Array<{ method: 'PATCH' | 'POST'; writes: Write[] }> = [];
  for (let start = 0; start < writes.length; start += COLLECTION_SIZE) {
    calls.push({ method, writes: writes.slice(start, start + COLLECTION_SIZE) });
  }
  return calls;
}

/**
 * The updates (Contacts, then Leads: Salesforce processes a collection's runs of one type as
 * chunks) through PATCH and the new Leads through POST /composite/sobjects, `allOrNone: false`
 * so each record stands alone. A call refused as a whole (an expired session, or before
 * anything was written) answers for the batch; after part of it was written, the rest waits
 * (429, 5xx, no answer) or fails with its reason, and what was written stays done.
 */
async function writeAll(
  session: CrmSession,
  writes: Write[],
  outcomes: Map<string, RecordOutcome>,
): Promise<CrmAnswer<Map<string, RecordOutcome>>> {
  const updates = writes.filter((write) => write.id);
  const calls = [
    ...collections('PATCH', [
      ...updates.filter((write) => write.type === 'Contact'),
      ...updates.filter((write) => write.type === 'Lead'),
    ]),
    ...collections(
      'POST',
      writes.filter((write) => !write.id),
    ),
  ];
  let written = false;
  for (const [index, call] of calls.entries()) {
    const answer = await callSalesforce(session, `${SALESFORCE_API}/composite/sobjects`, {
      method: call.method,
      body: {
        allOrNone: false,
        records: call.writes.map((write) => ({
          attributes: { type: write.type },
          ...(write.id ? { id: write.id } : {}),
          ...fitted(write.fields),
        })),
      },
    });
    const results = Array.isArray(answer.body) ? (answer.body as SaveResult[]) : null;
    if (!results) {
      if (!written || answer.status === 401)
        return answerWith<Map<string, RecordOutcome>>(answer, null);
      for (const rest of calls.slice(index)) {
        for (const write of rest.writes) outcomes.set(write.record.key, unwritten(answer));
      }
      break;
    }
    written = true;
    call.writes.forEach((write, at) => {
      const result = results[at];
      if (!result) return; // left out: the core counts it refused
      const id = result.id ?? write.id;
      outcomes.set(
        write.record.key,
        result.success && id
          ? { error: null, remoteIds: { [write.type]: id } }
          : { error: reasonOf(result), remoteIds: {} },
      );
    });
  }
  return { status: 200, body: outcomes, retryAfterMs: null, error: null };
}

/**
 * Salesforce's upsert by e-mail: a SOQL query on Contact, then on (unconverted) Lead, for the
 * batch's e-mails; an existing Contact is updated with the fields a Contact has, else an
 * existing Lead, else a Lead is created (always, for a lead without an e-mail: Salesforce's
 * Phone is free text, and matching by it would merge strangers; decision 073), owned by the active User with the capturing member's
 * e-mail when there is one (one query on User). At most four queries and two writes a batch.
 */
async function upsertNow(
  session: CrmSession,
  records: CrmRecord[],
): Promise<CrmAnswer<Map<string, RecordOutcome>>> {
  const remoteIds = (type: SObjectType, of: CrmRecord[]) =>
    of.map((record) => record.remoteIds[type]).filter((id): id is string => Boolean(id));
  const taken = new Set<string>();
  const contactRows = await findByEmail(session, {
    object: 'Contact',
    condition: '',
    emails: records.map((record) => record.email),
    ids: remoteIds('Contact', records),
  });
  if (!contactRows.body) return answerWith<Map<string, RecordOutcome>>(contactRows, null);
  const contacts = matchRecords(records, { rows: contactRows.body, type: 'Contact', taken });

  const rest = records.filter((record) => !contacts.has(record.key));
  let leads = new Map<string, string>();
  if (rest.length > 0) {
    const leadRows = await findByEmail(session, {
      object: 'Lead',
      condition: 'IsConverted = false AND ',
      emails: rest.map((record) => record.email),
      ids: remoteIds('Lead', rest),
    });
    if (!leadRows.body) return answerWith<Map<string, RecordOutcome>>(leadRows, null);
    leads = matchRecords(rest, { rows: leadRows.body, type: 'Lead', taken });
  }

  const created = rest.filter((record) => !leads.has(record.key));
  const ownerEmails = [...new Set(created.map((record) => record.ownerEmail).filter(Boolean))];
  let owners = new Map<string, string>();
  if (ownerEmails.length > 0) {
    const userRows = await findByEmail(session, {
      object: 'User',
      condition: 'IsActive = true AND ',
      emails: ownerEmails as string[],
    });
    if (!userRows.body) return answerWith<Map<string, RecordOutcome>>(userRows, null);
    owners = indexRows(userRows.body).byEmail;
  }

  let contactHas = new Set<string>();
  if (contacts.size > 0) {
    const described = await contactFields(session);
    if (!described.body) return answerWith<Map<string, RecordOutcome>>(described, null);
    contactHas = described.body;
  }

  const outcomes = new Map<string, RecordOutcome>();
  const writes: Write[] = [];
  for (const record of records) {
    const contactId = contacts.get(record.key);
    const existing = contactId ?? leads.get(record.key);
    if (!existing) {
      const ownerId = record.ownerEmail ? owners.get(record.ownerEmail) : undefined;
      writes.push({ record, type: 'Lead', id: null, fields: newLeadFields(record, ownerId) });
      continue;
    }
    const type: SObjectType = contactId ? 'Contact' : 'Lead';
    // A Contact has no Company (nor a Lead's custom fields): it is sent only the fields it has.
    const fields = contactId
      ? Object.fromEntries(Object.entries(record.fields).filter(([name]) => contactHas.has(name)))
      : record.fields;
    if (Object.keys(fields).length === 0) {
      outcomes.set(record.key, { error: null, remoteIds: { [type]: existing } });
    } else writes.push({ record, type, id: existing, fields });
  }
  return writeAll(session, writes, outcomes);
}

/**
 * Upserts one batch. The queue sends a connection one batch at a time (crm-jobs.ts), so two
 * batches never both find no record for one new visitor and both create one.
 */
export function upsertSalesforce(
  session: CrmSession,
  records: CrmRecord[],
): Promise<CrmAnswer<Map<string, RecordOutcome>>> {
  return upsertNow(session, records);
}
