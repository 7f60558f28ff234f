// Load bench measurement: one autocannon warm-up and measured run of an endpoint, with peak RSS.
import autocannon from 'autocannon';
import { type Endpoint } from './endpoints';
import { fmt, hasErrors } from './format';
import { type Child, sampleRss } from './processes';
import { settings } from './settings';
import { type Measurement } from './types';

/** One request that must answer 200. */
async function check(child: Child, endpoint: Endpoint, target: string, strict = true) {
  const init = endpoint.check.init?.();
  const response = await fetch(`${child.base}${endpoint.check.path}`, {
    ...init,
    headers: { 'accept-encoding': 'identity', ...init?.headers },
  });
  const body = await response.text();
  if (strict && response.status !== 200) {
    throw new Error(
      `${target} ${endpoint.label}: the check request answered ${response.status}: ${body.slice(0, 300)}`,
    );
  }
}

export async function measure(
  child: Child,
  endpoint: Endpoint,
  target: string,
): Promise<Measurement> {
  await endpoint.prepare?.();
  await check(child, endpoint, target);
  const options = {
    url: child.base,
    connections: settings.connections,
    pipelining: 1,
  } satisfies autocannon.Options;
  await autocannon({ ...options, duration: settings.warmupS, requests: endpoint.requests() });
  // The warm-up's last requests are still being served (an argon2 hash cannot be cancelled):
  // one more request queues behind them, so the measurement starts on an idle server.
  await check(child, endpoint, target, false);
  const stopSampling = sampleRss(child.pid);
  const result = await autocannon({
    ...options,
    duration: settings.durationS,
    requests: endpoint.requests(),
  });
  const peakRssMiB = stopSampling();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  const measurement: Measurement = {
    endpoint: endpoint.id,
    label: endpoint.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    peakRssMiB,
  };
  const flagged = hasErrors(measurement) ? '  ⚠ NOT ALL 2xx (or no answers)' : '';
  console.log(
    `  [${target}] ${endpoint.label}: ${fmt(measurement.rps)} req/s, p50 ${measurement.p50} ms, p99 ${measurement.p99} ms, ` +
      `non-2xx ${measurement.non2xx}, errors ${measurement.errors}, peak RSS ${measurement.peakRssMiB.toFixed(0)} MiB${flagged}`,
  );
  return measurement;
}
