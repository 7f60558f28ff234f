import type { CrmApps } from '#server/config/crm';
import type { CrmField, CrmLeadField, CrmProvider } from '#shared/schemas/integrations';
import type { CrmAnswer } from './crm-http';

/** A token answer, whichever CRM gave it. */
export interface CrmTokens {
  accessToken: string;
  /** Null when the CRM sent none with a refresh: the one it gave before stays good (Salesforce). */
  refreshToken: string | null;
  expiresAt: Date;
  /**
   * Where the account's API lives, when the CRM says so: Salesforce's `instance_url`,
   * Pipedrive's `api_domain`, the Dataverse environment. Null: the app's fixed API (HubSpot).
   */
  apiBase: string | null;
}

/** What a call to the account's API needs. */
export interface CrmSession {
  accessToken: string;
  apiBase: string | null;
}

/** The start of a connection: the single-use state, PKCE's challenge, and where to come back. */
export interface AuthorizeRequest {
  state: string;
  redirectUri: string;
  /** S256 of the code_verifier (RFC 7636); a CRM that does not take PKCE leaves it out. */
  codeChallenge: string;
  /** Dynamics 365: the Dataverse environment the owner named; null for the others. */
  environmentUrl: string | null;
}

export interface CodeGrant {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  environmentUrl: string | null;
}

export interface RefreshGrant {
  refreshToken: string;
  /** The connection's apiBase (Dynamics asks for a token of that environment again). */
  apiBase: string | null;
}

/**
 * One person, as every CRM adapter receives it: deduplicated by e-mail within a call. A lead
 * without an e-mail (met in person, a phone number only) is a record of its own, which the
 * adapter creates without looking for a match (decision 073).
 */
export interface CrmRecord {
  /**
   * The record's key within a call, by which `upsert` answers its outcome: the lowercased
   * e-mail, or `lead:{id}` for a lead without one (recordKeyOf).
   */
  key: string;
  /** Lowercased: the record's key in every CRM; '' for a lead without an e-mail. */
  email: string;
  /** The capturing member's e-mail: the record's owner where the CRM has a user with it. */
  ownerEmail: string | null;
  /** The lead's own values, before mapping ('' and null: not given). */
  values: Record<CrmLeadField, string | null>;
  /**
   * The CRM fields to write: the connection's field map applied to `values`, then its fixed
   * values. The e-mail field is the adapter's to set.
   */
  fields: Record<string, string>;
  /** What an earlier, half-done attempt made for this lead (lead_crm_syncs.remote_ids). */
  remoteIds: Record<string, string>;
}

/**
 * How one record went: `error` null when the CRM has it now, else the CRM's reason (the lead
 * fails with it). `temporary` instead: not done yet (a CRM written one record at a time hit a
 * 429, a 5xx or an expired token part-way); the lead stays pending, due again after
 * `retryAfterMs` (unspent) or, when null, on the retry schedule, and `remoteIds` keep what was
 * made so far.
 */
export interface RecordOutcome {
  error: string | null;
  /** The CRM's ids of what it made or found ({Lead: '00Q...'}), kept for a retry. */
  remoteIds: Record<string, string>;
  temporary?: { retryAfterMs: number | null };
}

/**
 * A CRM, as the queue, the connection screens and the retries see it (decision 067): a fifth
 * CRM is one more object of this shape, registered in connectors.ts.
 *
 * Every call answers a CrmAnswer: 401 makes the caller refresh the tokens and call once more
 * (then 'reconnect_needed'), 429 waits `retryAfterMs`, 0 and 5xx retry on the schedule, other
 * statuses fail the batch with the CRM's reason. A record the CRM refused within a successful
 * call is that record's `error` in `upsert`'s map.
 */
export interface CrmConnector<App> {
  provider: CrmProvider;
  /** The most records one `upsert` is handed. */
  batchSize: number;
  /** This server's app settings for the CRM; undefined: the CRM is not offered. */
  appOf(crms: CrmApps): App | undefined;
  /** The CRM's consent page. */
  authorizeUrl(app: App, request: AuthorizeRequest): string;
  exchangeCode(app: App, grant: CodeGrant, now: Date): Promise<CrmAnswer<CrmTokens>>;
  refresh(app: App, grant: RefreshGrant, now: Date): Promise<CrmAnswer<CrmTokens>>;
  /** The account the tokens belong to (stored as the connection's accountId). */
  identify(app: App, session: CrmSession): Promise<CrmAnswer<{ accountId: string }>>;
  /** The fields of the record leads are written to, from the CRM's own describe call. */
  listFields(app: App, session: CrmSession): Promise<CrmAnswer<CrmField[]>>;
  /**
   * Creates or updates one record per visitor, by e-mail, never two for one e-mail, and creates
   * a record without an e-mail as it is (or goes on with what its `remoteIds` say an earlier
   * attempt made); answers each record's outcome by its `key` (a record left out counts as
   * refused).
   */
  upsert(
    app: App,
    session: CrmSession,
    records: CrmRecord[],
  ): Promise<CrmAnswer<Map<string, RecordOutcome>>>;
}
