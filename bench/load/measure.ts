// Load bench measurement: one wrk warm-up and measured run of an endpoint, with peak RSS.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Endpoint } from './endpoints';
import { fmt, hasErrors } from './format';
import { type Child, sampleCpu, sampleRss } from './processes';
import { settings } from './settings';
import { type Measurement } from './types';

const run = promisify(execFile);

/** One request that must answer 200. */
async function check(child: Child, endpoint: Endpoint, target: string, strict = true) {
  const request = endpoint.request();
  const response = await fetch(`${child.base}${request.paths[0]}`, {
    method: request.method ?? 'GET',
    headers: {
      'accept-encoding': 'identity',
      ...request.headers,
      ...(request.forwardedFor ? { 'x-forwarded-for': '10.255.255.254' } : {}),
    },
    ...(request.bodies ? { body: request.bodies[0] } : {}),
  });
  const body = await response.text();
  if (strict && response.status !== 200) {
    throw new Error(
      `${target} ${endpoint.label}: the check request answered ${response.status}: ${body.slice(0, 300)}`,
    );
  }
}

const lua = (value: string) => JSON.stringify(value);

/**
 * The wrk script of a request: every request picks its path at random from the rotation (and,
 * for logins, its own X-Forwarded-For address); done() prints the summary as one JSON line.
 */
function script(endpoint: Endpoint): string {
  const request = endpoint.request();
  const headers = Object.entries(request.headers ?? {})
    .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
    .join(', ');
  return `
local paths = { ${request.paths.map(lua).join(', ')} }
local count = #paths
local method = ${lua(request.method ?? 'GET')}
local bodies = { ${(request.bodies ?? []).map(lua).join(', ')} }
local headers = { ${headers} }
local forwarded = ${request.forwardedFor ? 'true' : 'false'}
local counter = 0
local threads = {}
setup = function(thread)
  thread:set("id", counter); counter = counter + 1
  table.insert(threads, thread)
end
init = function() math.randomseed(os.time() + id * 7919) end
-- wrk counts only 400 and above as errors: a redirect or a 1xx is not what was asked for either.
non2xx = 0
response = function(status, headers, body)
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
end
request = function()
  if forwarded then
    headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254))
  end
  local body = nil
  if #bodies > 0 then body = bodies[math.random(#bodies)] end
  return wrk.format(method, paths[math.random(count)], headers, body)
end
done = function(summary, latency, requests)
  local e = summary.errors
  local bad = 0
  for _, thread in ipairs(threads) do bad = bad + thread:get("non2xx") end
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"non2xx":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, bad, e.timeout))
end
`;
}

interface WrkResult {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  connect: number;
  read: number;
  write: number;
  /** 400 and above (wrk's own count). */
  status: number;
  /** Every answer outside 200-299 (the script's count). */
  non2xx: number;
  timeout: number;
}

async function wrk(child: Child, scriptFile: string, seconds: number): Promise<WrkResult> {
  const threads = Math.max(1, Math.min(2, settings.connections));
  const { stdout } = await run(
    'wrk',
    [
      `-t${threads}`,
      `-c${settings.connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      scriptFile,
      child.base,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const line = stdout.split('\n').find((text) => text.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  return JSON.parse(line.slice('WRK_RESULT '.length)) as WrkResult;
}

export async function measure(
  child: Child,
  endpoint: Endpoint,
  target: string,
): Promise<Measurement> {
  await endpoint.prepare?.(child.base);
  await check(child, endpoint, target);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-wrk-'));
  try {
    const scriptFile = path.join(dir, 'request.lua');
    writeFileSync(scriptFile, script(endpoint));
    await wrk(child, scriptFile, settings.warmupS);
    // The warm-up's last requests are still being served (an argon2 hash cannot be cancelled):
    // one more request queues behind them, so the measurement starts on an idle server.
    await check(child, endpoint, target, false);
    const stopSampling = sampleRss(child.pid);
    const stopCpu = sampleCpu(child.pid);
    const result = await wrk(child, scriptFile, settings.durationS);
    const peakRssMiB = stopSampling();
    // Over the measured run, plus what it left to write (the recorder's last batch).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const cpu = stopCpu();
    const perThousand = (ms: number) => (result.requests ? (ms * 1000) / result.requests : 0);
    const errors = result.connect + result.read + result.write + result.timeout;
    const measurement: Measurement = {
      endpoint: endpoint.id,
      label: endpoint.label,
      rps: result.requests / (result.durationUs / 1e6),
      p50: result.p50Us / 1000,
      p99: result.p99Us / 1000,
      total: result.requests,
      non2xx: result.non2xx,
      errors,
      timeouts: result.timeout,
      statusCodes: {
        '2xx': result.requests - result.non2xx,
        '3xx': result.non2xx - result.status,
        '≥ 400': result.status,
      },
      peakRssMiB,
      serverCpuMsPer1k: perThousand(cpu.serverMs),
      databaseCpuMsPer1k: perThousand(cpu.databaseMs),
    };
    const flagged = hasErrors(measurement) ? '  ⚠ NOT ALL 2xx (or no answers)' : '';
    console.log(
      `  [${target}] ${endpoint.label}: ${fmt(measurement.rps)} req/s, p50 ${measurement.p50.toFixed(1)} ms, p99 ${measurement.p99.toFixed(1)} ms, ` +
        `non-2xx ${measurement.non2xx}, errors ${measurement.errors}, peak RSS ${measurement.peakRssMiB.toFixed(0)} MiB, ` +
        `CPU per 1 000: server ${measurement.serverCpuMsPer1k.toFixed(1)} ms, PostgreSQL ${measurement.databaseCpuMsPer1k.toFixed(1)} ms${flagged}`,
    );
    return measurement;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
