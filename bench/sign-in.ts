/**
 * Sign-in time: a plain password sign-in (POST /api/auth/login) beside one with two-step sign-in
 * (login, then POST /api/auth/two-step/verify with an authenticator-app code) and one with a
 * passkey (authentication options, then POST /api/auth/passkeys/authenticate, answered by the
 * tests' software authenticator), through the whole app (app.inject) on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. The accounts' passwords
 * are hashed at the production cost, so argon2 weighs what it weighs in production. Writes
 * bench/results/sign-in.md: one row per way of signing in and database (add a row for another).
 *
 * Run: node --import tsx bench/sign-in.ts
 * (TEST_DATABASE_URL=postgres://... for the PostgreSQL rows).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { users } from '#server/db/schema';
import { hashPassword } from '#server/modules/auth/public';
import { softwareAuthenticator } from '#tests/support/software-authenticator';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds, type DatabaseKind } from '#tests/support/test-database';
import { percentile } from './team-seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARM_UP = 3;
/** WebAuthn's relying party: a host name, as in production (an IP address is refused). */
const APP_URL = 'https://cards.example.com';

interface Row {
  way: string;
  kind: DatabaseKind;
  times: number[];
}

async function userWithPassword(t: TestApp) {
  const user = await t.createUser();
  // The production cost, not the test suites' cheap hash.
  const passwordHash = await hashPassword(user.password);
  await t.deps.database.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  return user;
}

async function measure(kind: DatabaseKind): Promise<Row[]> {
  const t = await createTestApp(kind, { APP_URL, LOGIN_MAX_FAILURES_PER_IP: '100000' });
  try {
    const plain = await userWithPassword(t);
    const twoStep = await userWithPassword(t);
    const { accessToken } = await t.login(twoStep.email, twoStep.password);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-step/setup',
      headers: bearer(accessToken),
    });
    const { secret } = setup.json() as { secret: string };
    const code = () => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-step/confirm',
      headers: bearer(accessToken),
      payload: { code: await code(), password: twoStep.password },
    });
    if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
    const withPasskey = await userWithPassword(t);
    const passkeyHeaders = bearer(
      (await t.login(withPasskey.email, withPasskey.password)).accessToken,
    );
    const device = softwareAuthenticator({ origin: APP_URL, rpId: new URL(APP_URL).hostname });
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/registration-options',
      headers: passkeyHeaders,
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      headers: passkeyHeaders,
      payload: {
        response: device.register(registration.json()),
        name: 'Bench',
        password: withPasskey.password,
      },
    });
    if (added.statusCode !== 201) throw new Error(`adding the passkey: ${added.body}`);

    // An address per sign-in: the routes' flood guard (60 a minute per address) is not measured.
    let address = 0;
    const from = () => `10.77.${(address >> 8) & 255}.${address & 255}`;
    const login = (user: { email: string; password: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        remoteAddress: from(),
      });
    const plainTimes: number[] = [];
    const twoStepTimes: number[] = [];
    const passkeyTimes: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both.
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      address += 1;
      let started = performance.now();
      const signedIn = await login(plain);
      const plainMs = performance.now() - started;
      if (signedIn.statusCode !== 200 || !signedIn.json().accessToken)
        throw new Error(signedIn.body);

      t.clock.advance(30_000); // a new time step: a code is accepted once
      const typed = await code();
      started = performance.now();
      const first = await login(twoStep);
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-step/verify',
        payload: { twoStepToken: first.json().twoStepToken, code: typed },
        remoteAddress: from(),
      });
      const twoStepMs = performance.now() - started;
      if (first.statusCode !== 200) throw new Error(`login: ${first.body}`);
      if (verified.statusCode !== 200) throw new Error(verified.body);

      // The authenticator's signing (about 0.2 ms, the phone's work) is left out, as the typing
      // of a code is.
      const passkeyFrom = from();
      started = performance.now();
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/authentication-options',
        remoteAddress: passkeyFrom,
      });
      const signingStarted = performance.now();
      const answer = device.authenticate(asked.json());
      const signingMs = performance.now() - signingStarted;
      const byPasskey = await t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/authenticate',
        payload: { response: answer },
        remoteAddress: passkeyFrom,
      });
      const passkeyMs = performance.now() - started - signingMs;
      if (byPasskey.statusCode !== 200) throw new Error(`passkey: ${byPasskey.body}`);
      if (run >= WARM_UP) {
        plainTimes.push(plainMs);
        twoStepTimes.push(twoStepMs);
        passkeyTimes.push(passkeyMs);
      }
    }
    return [
      { way: 'password', kind, times: plainTimes },
      { way: 'password + authenticator code (login, verify)', kind, times: twoStepTimes },
      { way: 'passkey (options, authenticate)', kind, times: passkeyTimes },
    ];
  } finally {
    await t.close();
  }
}

const rows: Row[] = [];
for (const kind of databaseKinds) rows.push(...(await measure(kind)));

const ms = (value: number) => `${value.toFixed(1)} ms`;
const table = rows
  .map((row) => {
    const sorted = [...row.times].sort((a, b) => a - b);
    return `| ${row.way} | ${row.kind} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} |`;
  })
  .join('\n');
const report = `# Sign-in time (bench/sign-in.ts)

${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.
${RUNS} sign-ins of each way after ${WARM_UP} of warm-up, interleaved, through the whole app
(app.inject: routing, validation, the limiters, the database), passwords hashed at the production
argon2 cost. A two-step sign-in is timed from the login to the verify's answer (the typing of the
code left out); a passkey sign-in from the options to the answer (the authenticator's signing
left out). A passkey sign-in verifies no password: no argon2 at all.

| way of signing in | database | p50 | p95 |
| ----------------- | -------- | --- | --- |
${table}
`;
writeFileSync(path.join(import.meta.dirname, 'results', 'sign-in.md'), report);
console.log(report);
