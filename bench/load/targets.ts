// Load bench targets: each run checked against the ceiling, the floor, p99 and data-size goals.
import { fmt, hasErrors, pct } from './format';
import { settings } from './settings';
import { type Measurement, type Report } from './types';

export interface Target {
  target: string;
  measured: string;
  verdict: 'PASS' | 'MISS' | 'NOISY' | 'n/a';
  note?: string;
}

export function targets(report: Report): Target[] {
  const out: Target[] = [];
  const ceiling = report.ceiling?.measurements[0];
  const floor = report.floor?.measurements[0];
  const caveat = (...ms: Array<Measurement | undefined>) =>
    ms.some((m) => m && hasErrors(m)) ? '⚠ the run had non-2xx/errors: not valid' : undefined;
  for (const run of report.runs) {
    const api = run.measurements.find((m) => m.endpoint === 'publicApi');
    const page = run.measurements.find((m) => m.endpoint === 'page');
    if (api && ceiling) {
      const ratio = api.rps / ceiling.rps;
      out.push({
        target: `${run.name}: public profile API ≥ 50% of the Fastify ceiling`,
        measured: `${fmt(api.rps)} / ${fmt(ceiling.rps)} req/s = ${pct(ratio)}`,
        verdict: ratio >= 0.5 ? 'PASS' : 'MISS',
        note: caveat(api, ceiling),
      });
    }
    if (page && floor) {
      const ratio = page.rps / floor.rps;
      out.push({
        target: `${run.name}: public page /u ≥ 30% of the static-HTML floor`,
        measured: `${fmt(page.rps)} / ${fmt(floor.rps)} req/s = ${pct(ratio)}`,
        verdict: ratio >= 0.3 ? 'PASS' : 'MISS',
        note: caveat(page, floor),
      });
    }
    for (const m of run.measurements) {
      const login = m.endpoint === 'login';
      out.push({
        target: `${run.name}: ${m.label} p99 < 50 ms at ${settings.connections} connections`,
        measured: `p99 ${m.p99} ms`,
        verdict: login ? 'n/a' : m.p99 < 50 ? 'PASS' : 'MISS',
        note: login
          ? 'argon2id is slow by design (19 MiB, 2 passes per login): not held to this target'
          : caveat(m),
      });
    }
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
