// Load bench shared types: a measurement, a server run, and the whole report.
import { type QueryPlan } from '../load-plans';

export type EndpointId = 'publicApi' | 'page' | 'vcard' | 'cards' | 'login';

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
}

export interface Run {
  name: string;
  database: 'PostgreSQL' | 'PGlite' | 'none';
  cards: number | null;
  seedSeconds: number | null;
  measurements: Measurement[];
  /** VmHWM of the server process at the end: its peak over the whole run, start-up included. */
  hwmMiB: number | undefined;
}

/** The exact bytes the real server answered for one handle, served again by the references. */
export interface ReferenceBytes {
  json: Buffer;
  html: Buffer;
  handle: string;
}

export interface Report {
  runs: Run[];
  ceiling: Run | undefined;
  floor: Run | undefined;
  plans: QueryPlan[];
  referenceBytes: ReferenceBytes | undefined;
  pgVersion: string | undefined;
  started: Date;
  loadBefore: number[];
  loadAfter: number[];
}
