/**
 * Single sign-on time: from 'Continue with single sign-on' (GET the start URL) to signed in (the
 * tokens of POST /api/auth/sso/exchange), against the local OpenID provider
 * (tests/support/oidc-provider.ts: a real oidc-provider on 127.0.0.1), through the app listening
 * on a real HTTP port (not app.inject), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 * Each run is a whole browser round: the start's redirect, the provider's authorization request,
 * its login form posted, its resumption, the callback (the code exchanged at the provider's
 * token endpoint, the ID token checked), then the exchange. The provider's own time is in the
 * figure, as it is for a person. Each run signs in from an address of its own (TRUST_PROXY and
 * X-Forwarded-For), as many people do, so the per-address limits of the start, the callback
 * and the exchange do not count the bench as one flood. Writes bench/results/sso-sign-in.md.
 *
 * Run: node --import tsx bench/sso-sign-in.ts (BENCH_RUNS=100 by default;
 * TEST_DATABASE_URL=postgres://... for the PostgreSQL row).
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startOidcProvider } from '#tests/support/oidc-provider';
import { teamWithOidc } from '#tests/support/sso';
import { createTestApp } from '#tests/support/test-app';
import { databaseKinds, type DatabaseKind } from '#tests/support/test-database';
import { percentile } from './team-seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = 3;

interface Row {
  kind: DatabaseKind;
  times: number[];
}

async function measure(kind: DatabaseKind): Promise<Row> {
  // The app's port is known once it listens; APP_URL must name it (the redirect URI).
  const placeholder = await createTestApp(kind, {});
  await placeholder.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (placeholder.app.server.address() as AddressInfo).port;
  await placeholder.close();
  const appUrl = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider({ redirectUris: [`${appUrl}/api/sso/oidc/callback`] });
  const t = await createTestApp(kind, { APP_URL: appUrl, TRUST_PROXY: '127.0.0.1' });
  await t.app.listen({ port, host: '127.0.0.1' });
  try {
    const { teamId, domain } = await teamWithOidc(t, provider, { jitProvisioning: true });
    const times: number[] = [];
    for (let run = 0; run < RUNS + WARM_UP; run += 1) {
      const email = `person${run}@${domain}`;
      provider.addPerson({ email, email_verified: true, given_name: 'P', family_name: `${run}` });
      const from = { 'x-forwarded-for': `10.77.${Math.floor(run / 250)}.${(run % 250) + 1}` };
      const started = performance.now();
      const start = await fetch(`${appUrl}/api/sso/${teamId}/start`, {
        redirect: 'manual',
        headers: from,
      });
      const back = await provider.signIn(start.headers.get('location')!, email);
      const callback = await fetch(back, { redirect: 'manual', headers: from });
      const location = callback.headers.get('location') ?? '';
      const code = new URL(location, appUrl).searchParams.get('code');
      if (!code) throw new Error(`no code: ${callback.status} ${location}`);
      const exchanged = await fetch(`${appUrl}/api/auth/sso/exchange`, {
        method: 'POST',
        headers: { ...from, 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      const tokens = (await exchanged.json()) as { accessToken?: string };
      if (!tokens.accessToken) throw new Error(`exchange answered ${exchanged.status}`);
      if (run >= WARM_UP) times.push(performance.now() - started);
    }
    return { kind, times };
  } finally {
    await t.close();
    await provider.close();
  }
}

const rows: Row[] = [];
for (const kind of databaseKinds) rows.push(await measure(kind));

const lines = [
  '# Single sign-on time',
  '',
  `From the start URL to the exchanged tokens, OpenID Connect against the local oidc-provider, through the HTTP server; ${RUNS} sign-ins after ${WARM_UP} warm-up, each a new person (just-in-time provisioning: the first sign-in joins the team). ${os.cpus()[0]?.model ?? ''}, ${os.cpus().length} CPUs, Node ${process.version}. \`node --import tsx bench/sso-sign-in.ts\`.`,
  '',
  '| database | p50 (ms) | p95 (ms) | max (ms) |',
  '| -------- | -------- | -------- | -------- |',
  ...rows.map(({ kind, times }) => {
    const sorted = [...times].sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1);
    return `| ${kind} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 95))} | ${f(sorted.at(-1)!)} |`;
  }),
  '',
];
const out = path.join(import.meta.dirname, 'results', 'sso-sign-in.md');
writeFileSync(out, lines.join('\n'));
console.log(lines.join('\n'));
