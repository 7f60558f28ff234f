// Load bench shared types: a measurement, a server run, and the whole report.
import { type QueryPlan } from '../load-plans';

export type EndpointId =
  | 'publicApi'
  | 'page'
  | 'pageLanguages'
  | 'vcard'
  | 'publicApiOff'
  | 'pageOff'
  | 'vcardOff'
  | 'publicApiCounted'
  | 'pageCounted'
  | 'vcardCounted'
  | 'cards'
  | 'login';

/** What visitors load: measured against the bare Fastify reference too. */
export const PUBLIC_ENDPOINTS: readonly EndpointId[] = [
  'publicApi',
  'page',
  'pageLanguages',
  'vcard',
];

/**
 * The same reads as a browser makes them, so Insights records each (decision 021), beside the
 * row of exactly the same requests with recording off (a `Sec-Purpose: prefetch` header, which
 * Insights does not count): the difference in one run is what recording costs.
 */
export const COUNTED_ENDPOINTS: Partial<Record<EndpointId, EndpointId>> = {
  publicApiCounted: 'publicApiOff',
  pageCounted: 'pageOff',
  vcardCounted: 'vcardOff',
};

export interface Measurement {
  endpoint: EndpointId;
  label: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  peakRssMiB: number;
  /** CPU time of the server process per 1 000 answered requests (user + system). */
  serverCpuMsPer1k: number;
  /** CPU time of every PostgreSQL process per 1 000 requests (0 on PGlite: it is in the server). */
  databaseCpuMsPer1k: number;
}

export interface Run {
  name: string;
  database: 'PostgreSQL' | 'PGlite' | 'none';
  cards: number | null;
  seedSeconds: number | null;
  measurements: Measurement[];
  /** VmHWM of the server process at the end: its peak over the whole run, start-up included. */
  hwmMiB: number | undefined;
  /**
   * Bare Fastify measured right after this run: the ratio compares two measurements minutes
   * apart, not one from the start of the bench with one from its end (the machine's load moves).
   */
  reference?: Run;
}

/** The exact bytes the real server answered for one handle, served again by the references. */
export interface ReferenceBytes {
  json: Buffer;
  /** Gzipped, as every phone gets the page (decision 076). */
  html: Buffer;
  vcard: Buffer;
  handle: string;
  uuid: string;
}

export interface Report {
  runs: Run[];
  /** Bare Fastify answering the same bytes: publicApi, page and vcard. */
  reference: Run | undefined;
  /** Two processes on one PostgreSQL: an edit on one, seen on the other. */
  invalidation: InvalidationResult | undefined;
  plans: QueryPlan[];
  referenceBytes: ReferenceBytes | undefined;
  pgVersion: string | undefined;
  /** wrk's first line of -v, e.g. 'wrk 4.1.0 [epoll]'. */
  wrkVersion: string;
  started: Date;
  loadBefore: number[];
  loadAfter: number[];
}

export interface InvalidationResult {
  edits: number;
  p50: number;
  p99: number;
  max: number;
}
