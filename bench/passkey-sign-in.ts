/**
 * Sign-in time with a passkey against a password, on PGlite and on PostgreSQL. For each, the
 * whole app (createTestApp, as the API tests build it) and one owner whose password is hashed at
 * the production cost (hashPassword, argon2id) with one passkey added through the API; then,
 * alternately, a passkey sign-in (POST .../authentication-options, then .../authenticate with the
 * answer of tests/support/software-authenticator.ts: a real ES256 signature the server verifies)
 * and a password sign-in (POST /api/auth/login), through app.inject, so the figures are the
 * server's work without the network. The software authenticator's own signing is timed apart.
 * Writes bench/results/passkey-sign-in.md.
 *
 * Run: node --import tsx bench/passkey-sign-in.ts (PostgreSQL through TEST_DATABASE_URL, e.g.
 * postgres://root@127.0.0.1:5432/cc_bench; without it PGlite only).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import { hashPassword } from '#server/modules/auth/public';
import { softwareAuthenticator } from '#tests/support/software-authenticator';
import { createTestApp } from '#tests/support/test-app';
import { databaseKinds, type DatabaseKind } from '#tests/support/test-database';

const RUNS = 200;
const WARM_UP = 20;
const APP_URL = 'https://cards.example.com';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(kind: DatabaseKind) {
  const t = await createTestApp(kind, {
    APP_URL,
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    LOGIN_MAX_FAILURES_PER_EMAIL: '100000',
  });
  try {
    const owner = await t.ownerWithCard();
    await t.deps.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(owner.user.password) })
      .where(eq(users.id, owner.user.id));
    const device = softwareAuthenticator({ origin: APP_URL, rpId: 'cards.example.com' });
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/registration-options',
      headers: owner.headers,
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      headers: owner.headers,
      payload: { response: device.register(options.json()), name: 'Bench' },
    });
    if (added.statusCode !== 201) throw new Error(`adding the passkey: ${added.body}`);

    const passkey: number[] = [];
    const password: number[] = [];
    const signing: number[] = [];
    // Every sign-in from its own address: the limits count per IP and are not what is measured.
    let address = 0;
    const ip = () => {
      address += 1;
      return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    };
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const from = ip();
      let started = performance.now();
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/authentication-options',
        remoteAddress: from,
      });
      const signStarted = performance.now();
      const answer = device.authenticate(asked.json());
      const signed = performance.now() - signStarted;
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/authenticate',
        payload: { response: answer },
        remoteAddress: from,
      });
      const passkeyMs = performance.now() - started - signed;
      if (signedIn.statusCode !== 200) throw new Error(`passkey sign-in: ${signedIn.body}`);

      started = performance.now();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.user.email, password: owner.user.password },
        remoteAddress: ip(),
      });
      const passwordMs = performance.now() - started;
      if (login.statusCode !== 200) throw new Error(`password sign-in: ${login.body}`);
      if (run >= WARM_UP) {
        passkey.push(passkeyMs);
        password.push(passwordMs);
        signing.push(signed);
      }
    }
    return { kind, passkey, password, signing };
  } finally {
    await t.close();
  }
}

const results = [];
for (const kind of databaseKinds) results.push(await measure(kind));

const ms = (value: number) => `${value.toFixed(1)} ms`;
const rows = results.flatMap(({ kind, passkey, password, signing }) => {
  const sorted = [passkey, password, signing].map((list) => [...list].sort((a, b) => a - b));
  const [pk, pw, sg] = sorted as [number[], number[], number[]];
  return [
    `| ${kind} | passkey (options + authenticate) | ${ms(percentile(pk, 50))} | ${ms(percentile(pk, 95))} |`,
    `| ${kind} | password (login, argon2id at production cost) | ${ms(percentile(pw, 50))} | ${ms(percentile(pw, 95))} |`,
    `| ${kind} | the software authenticator signing (not in the rows above) | ${ms(percentile(sg, 50))} | ${ms(percentile(sg, 95))} |`,
  ];
});
const report = `# Signing in with a passkey against a password (bench/passkey-sign-in.ts)

${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.
One owner, ${RUNS} sign-ins of each kind after ${WARM_UP} to warm up, alternating, each from its own
address, through app.inject (the whole app, no network). A passkey sign-in is two requests: the
options (a challenge stored) and the answer (the challenge spent, the ES256 signature verified,
the counter moved, a session started). A password sign-in is one: argon2id at the production
cost, then the same session start.

| database | sign-in | p50 | p95 |
| -------- | ------- | --- | --- |
${rows.join('\n')}
`;
writeFileSync(new URL('./results/passkey-sign-in.md', import.meta.url), report);
console.log(report);
