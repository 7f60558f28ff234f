import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium against the production build. Four servers, each on
 * its own fresh PGlite folder: the main one, where each test makes an owner of its own (settings,
 * card edits and payments included), one with a short inactivity timeout, one whose demo
 * owner is subscribed, for the Connect profile, and one on localhost for passkeys (WebAuthn
 * takes no IP address for a relying party). Each server costs the suite's start a few
 * seconds of CPU (Playwright starts them one after another), so a new one needs a reason.
 */
/** The servers' ports; E2E_PORT_BASE moves them so two runs on one machine do not collide. */
function portsFrom(base: number) {
  const names = ['main', 'inactivity', 'profile', 'passkeys'] as const;
  return Object.fromEntries(names.map((name, index) => [name, base + index])) as Record<
    (typeof names)[number],
    number
  >;
}

export const E2E = {
  jwtSecret: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  demoEmail: 'demo@catalystconnect.example',
  demoPassword: 'demo-password-e2e',
  shopifySecret: 'e2e-shopify-webhook-secret',
  ports: portsFrom(Number(process.env.E2E_PORT_BASE ?? 3100)),
  /**
   * Each server's name server (tests/support/dns-server.ts, started by start-server.ts) listens
   * on UDP at its HTTP port plus this; the tests set TXT records there (setTxtOver).
   */
  dnsPortOffset: 1000,
  /**
   * Each server's Dynamics 365 stand-in (Microsoft's login and a Dataverse environment) listens
   * at its HTTP port plus this: `http://127.0.0.1:{port + offset}` is the environment URL to type.
   */
  dynamicsPortOffset: 2000,
} as const;

/**
 * Debian's Chromium headless shell: the build Playwright itself runs headless tests in, the same
 * engine without the full browser's window machinery; on two cores the suite took 293 s in it
 * against 408 s in the full browser (decision 039). The full browser where it is all there is.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

function server(name: keyof typeof E2E.ports, env: Record<string, string> = {}) {
  const port = E2E.ports[name];
  // WebAuthn refuses an IP address as the relying party (APP_URL's host): the passkeys server's
  // pages are on localhost, which is a secure context as 127.0.0.1 is.
  const host = name === 'passkeys' ? 'localhost' : '127.0.0.1';
  const dataDir = `.e2e-data/${port}-${name}`;
  return {
    command: `rm -rf ${dataDir} && node --import tsx tests/e2e/start-server.ts`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://${host}:${port}`,
      JWT_SECRET: E2E.jwtSecret,
      DEMO_SEED: 'true',
      DEMO_PASSWORD: E2E.demoPassword,
      SHOPIFY_WEBHOOK_SECRET: E2E.shopifySecret,
      LOG_LEVEL: 'warn',
      // The tests' owners are different people: each signs up, signs in and pays from an
      // address of its own (fixtures.ts), as the per-address budgets expect.
      TRUST_PROXY: '127.0.0.1',
      DNS_SERVERS: `127.0.0.1:${port + E2E.dnsPortOffset}`,
      // A journey reads a card or two at most: one OCR thread per server, not two warm ones each.
      OCR_WORKERS: '1',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Each test signs in on its own (a fresh owner, or the demo owner through the API), so tests
  // spread over the workers. Two workers: the machine has two cores.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Recording a trace (DOM snapshots and screenshots of every step) costs a fifth of a test's
  // time; CI records it for the retry of a failed test, which is the run a trace explains.
  use: {
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'main',
      testIgnore: [
        '**/inactivity.spec.ts',
        '**/capture-inactivity.spec.ts',
        '**/connect-profile.spec.ts',
        // The accessibility specs of the other servers (accessibility/axe.ts lists them all).
        '**/accessibility/subscribed.spec.ts',
        '**/accessibility/inactivity-dialog.spec.ts',
        '**/passkeys.spec.ts',
      ],
      use: { ...chromium, baseURL: `http://127.0.0.1:${E2E.ports.main}` },
    },
    {
      name: 'inactivity',
      testMatch: [
        '**/inactivity.spec.ts',
        '**/capture-inactivity.spec.ts',
        '**/accessibility/inactivity-dialog.spec.ts',
      ],
      use: { ...chromium, baseURL: `http://127.0.0.1:${E2E.ports.inactivity}` },
    },
    {
      name: 'profile',
      testMatch: ['**/connect-profile.spec.ts', '**/accessibility/subscribed.spec.ts'],
      use: { ...chromium, baseURL: `http://127.0.0.1:${E2E.ports.profile}`, acceptDownloads: true },
    },
    {
      name: 'passkeys',
      testMatch: ['**/passkeys.spec.ts'],
      use: { ...chromium, baseURL: `http://localhost:${E2E.ports.passkeys}` },
    },
  ],
  webServer: [
    server('main'),
    server('inactivity', { INACTIVITY_TIMEOUT_SECONDS: '8', INACTIVITY_WARNING_SECONDS: '5' }),
    server('profile', { DEMO_SUBSCRIPTION_STATUS: 'active' }),
    server('passkeys'),
  ],
});
