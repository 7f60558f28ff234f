// Load bench targets: each run checked against the ceiling, the floor, p99 and data-size goals.
import { fmt, hasErrors, pct } from './format';
import { settings } from './settings';
import {
  COUNTED_ENDPOINTS,
  PUBLIC_ENDPOINTS,
  type EndpointId,
  type Measurement,
  type Report,
  type Run,
} from './types';

export interface Target {
  target: string;
  measured: string;
  verdict: 'PASS' | 'MISS' | 'NOISY' | 'n/a';
  note?: string;
}

/**
 * The goals: on PostgreSQL the cache makes the public reads a memory lookup; and on
 * either database, with a line logged per request, a visitor's read is at least 40% of bare
 * Fastify's (decision 030: logging must not halve what the server can take).
 */
function goalsFor(run: Run) {
  const postgres = run.database === 'PostgreSQL';
  return {
    ratio: (endpoint: EndpointId) => (postgres && endpoint !== 'vcard' ? 0.5 : 0.4),
    p99Ms: postgres ? 20 : 50,
  };
}

export function targets(report: Report): Target[] {
  const out: Target[] = [];
  const reference = (endpoint: EndpointId, run: Run) =>
    (run.reference ?? report.reference)?.measurements.find((m) => m.endpoint === endpoint);
  const caveat = (...ms: Array<Measurement | undefined>) =>
    ms.some((m) => m && hasErrors(m)) ? '⚠ the run had non-2xx/errors: not valid' : undefined;
  for (const run of report.runs) {
    const goals = goalsFor(run);
    for (const m of run.measurements) {
      const ref = reference(m.endpoint, run);
      const visitor = PUBLIC_ENDPOINTS.includes(m.endpoint);
      if (visitor && ref) {
        const ratio = m.rps / ref.rps;
        const goal = goals.ratio(m.endpoint);
        out.push({
          target: `${run.name}: ${m.label} ≥ ${pct(goal)} of bare Fastify (same bytes)`,
          measured: `${fmt(m.rps)} / ${fmt(ref.rps)} req/s = ${pct(ratio)}`,
          verdict: ratio >= goal ? 'PASS' : 'MISS',
          note: caveat(m, ref),
        });
      }
      const uncounted = COUNTED_ENDPOINTS[m.endpoint];
      const without = run.measurements.find((other) => other.endpoint === uncounted);
      if (without) {
        const ratio = m.rps / without.rps;
        out.push({
          target: `${run.name}: ${m.label} ≥ 90% of the same requests with recording off (recording costs at most 10%)`,
          measured: `${fmt(m.rps)} / ${fmt(without.rps)} req/s = ${pct(ratio)}`,
          verdict: ratio >= 0.9 ? 'PASS' : 'MISS',
          note: caveat(m, without),
        });
      }
      const login = m.endpoint === 'login';
      const limit = visitor || uncounted ? goals.p99Ms : 50;
      out.push({
        target: `${run.name}: ${m.label} p99 < ${limit} ms at ${settings.connections} connections`,
        measured: `p99 ${m.p99.toFixed(1)} ms`,
        verdict: login ? 'n/a' : m.p99 < limit ? 'PASS' : 'MISS',
        note: login
          ? 'argon2id is slow by design (19 MiB, 2 passes per login): not held to this target'
          : caveat(m),
      });
    }
  }
  if (report.invalidation) {
    const { p99, edits } = report.invalidation;
    out.push({
      target: `PostgreSQL: an edit on one process shows on another, p99 < 1 s over ${fmt(edits)} edits`,
      measured: `p99 ${p99.toFixed(1)} ms`,
      verdict: p99 < 1_000 ? 'PASS' : 'MISS',
    });
  }
  const small = report.runs.find((run) => run.database === 'PostgreSQL' && run.cards === 1_000);
  const large = report.runs.find((run) => run.database === 'PostgreSQL' && run.cards === 100_000);
  if (small && large) {
    for (const m of large.measurements) {
      const before = small.measurements.find((s) => s.endpoint === m.endpoint);
      if (!before) continue;
      const ratio = m.rps / before.rps;
      out.push({
        target: `PostgreSQL: ${m.label} at 100 000 cards within 20% of 1 000 cards`,
        measured: `${fmt(m.rps)} vs ${fmt(before.rps)} req/s = ${pct(ratio)}`,
        verdict: ratio < 0.8 ? 'MISS' : ratio <= 1.2 ? 'PASS' : 'NOISY',
        note:
          caveat(m, before) ??
          (ratio > 1.2
            ? 'faster with 100× the data: the measurements are noise, not the data size; rerun on a quiet machine'
            : undefined),
      });
    }
  }
  return out;
}
