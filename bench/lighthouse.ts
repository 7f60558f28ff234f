/**
 * Lighthouse (mobile preset, Debian Chromium) on a public profile and on the Login page of the
 * production build. Run: `npm run build && npm run bench:lighthouse`. Writes
 * bench/results/lighthouse.md and prints the table.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path_ from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';

/** LIGHTHOUSE_PORT moves the server, so two checkouts on one machine can bench at once. */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3210);
/** Runs per page (LIGHTHOUSE_RUNS, 3 by default): the table shows the median. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_PAGES=login audits `/login` alone (the profile's three designs take most of a run). */
const LOGIN_ONLY = process.env.LIGHTHOUSE_PAGES === 'login';
/** LIGHTHOUSE_PAGES=languages audits the profile (dark) in English, German, Japanese and Arabic. */
const LANGUAGES_ONLY = process.env.LIGHTHOUSE_PAGES === 'languages';
/**
 * LIGHTHOUSE_THROTTLING=devtools slows the CPU 4x for real while the page loads, as Chrome's
 * DevTools does, instead of simulating it from a fast trace (Lantern, the default): its total
 * blocking time is then measured, not estimated.
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = 'bench/.data-lighthouse';
// New on every run: production refuses secrets and passwords written in this repository.
const PASSWORD = randomBytes(18).toString('base64url');
const JWT_SECRET = randomBytes(48).toString('base64url');

/** Up to 3 minutes: on a machine shared with other work, the first start's migrations are slow. */
async function waitForReady() {
  for (let i = 0; i < 360; i += 1) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become ready');
}

/**
 * The profile's design presets audited (decision 045): the system font, Inter, and Playfair Display
 * with a cover image.
 */
const PRESETS = [
  { preset: 'dark', cover: false },
  { preset: 'midnight', cover: false },
  { preset: 'sand', cover: true },
] as const;

/**
 * A photo-like cover as a phone would send it: a 2400x1350 JPEG of soft shapes (noise enlarged)
 * under a fine grain, which compresses about as badly as a real photo (the 800 px WebP is
 * about 70 KB; a flat or blurred picture would make the figure look better than it is).
 */
async function coverPhoto(): Promise<Buffer> {
  const noise = (width: number, height: number, sigma: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png()
      .toBuffer();
  const shapes = await sharp(await noise(240, 135, 60))
    .resize(2400, 1350, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return sharp(shapes)
    .composite([{ input: await noise(2400, 1350, 14), blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function prepareProfile(): Promise<{
  path: string;
  design: (preset: string, cover: boolean) => Promise<void>;
}> {
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@catalystconnect.example', password: PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const cards = (await (await fetch(`${BASE}/api/cards`, { headers })).json()) as Array<{
    id: number;
  }>;
  const id = cards[0]!.id;
  await fetch(`${BASE}/api/cards/${id}/profile`, { headers });
  const response = await fetch(`${BASE}/api/cards/${id}/profile`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      aliasSlug: 'alex-morgan',
      slogan: 'Design that gets you noticed',
      buttons: [
        { uuid: crypto.randomUUID(), text: 'Book a meeting', url: 'https://cal.example/alex' },
        { uuid: crypto.randomUUID(), text: 'Portfolio', url: 'https://alex.example' },
      ],
    }),
  });
  if (!response.ok) throw new Error(`profile setup failed: ${response.status}`);
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await coverPhoto())], { type: 'image/jpeg' }),
    'cover.jpg',
  );
  const uploaded = await fetch(`${BASE}/api/uploads/cover-images`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`cover upload failed: ${uploaded.status}`);
  const { url: coverImageUrl } = (await uploaded.json()) as { url: string };
  const design = async (preset: string, cover: boolean) => {
    const saved = await fetch(`${BASE}/api/cards/${id}/profile`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ design: { preset, coverImageUrl: cover ? coverImageUrl : null } }),
    });
    if (!saved.ok) throw new Error(`design ${preset} failed: ${saved.status}`);
  };
  return { path: '/u/alex-morgan', design };
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  scriptKb: number;
  fontKb: number;
  imageKb: number;
  /** Accessibility audits that did not pass, so a score below 100 says why. */
  a11yFailures: string[];
  bestPracticeFailures: string[];
}

/** One audit; a run whose trace Chromium failed to record (NO_NAVSTART, now and then) again. */
async function audit(port: number, path: string, label = path): Promise<Row> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(port, path, label);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

async function auditOnce(port: number, path: string, label: string): Promise<Row> {
  // One warm-up request, so the audit measures serving, not the first compile of a route.
  await fetch(`${BASE}${path}`);
  const result = await lighthouse(`${BASE}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttlingMethod: THROTTLING,
  });
  if (!result) throw new Error(`no result for ${path}`);
  // The whole report, for a look at what a score is made of (not committed).
  writeFileSync(
    path_.join(os.tmpdir(), `lighthouse${path.replace(/\W+/g, '-')}.json`),
    JSON.stringify(result.lhr),
  );
  const { categories, audits, runtimeError } = result.lhr;
  // A failed run scores 0 everywhere: say why instead of printing zeros as a result.
  if (runtimeError) throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const items =
    (
      audits['resource-summary']?.details as {
        items?: Array<{ resourceType: string; transferSize: number }>;
      }
    )?.items ?? [];
  const script = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const font = items.find((item) => item.resourceType === 'font')?.transferSize ?? 0;
  const failing = (category: string) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  const a11yFailures = failing('accessibility');
  const bestPracticeFailures = failing('best-practices');
  return {
    a11yFailures,
    bestPracticeFailures,
    page: label,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    scriptKb: Math.round((script / 1024) * 10) / 10,
    fontKb: Math.round((font / 1024) * 10) / 10,
    imageKb:
      Math.round(
        ((items.find((item) => item.resourceType === 'image')?.transferSize ?? 0) / 1024) * 10,
      ) / 10,
  };
}

async function main() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const server = spawn('node', ['--enable-source-maps', 'dist/server/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET,
      PAYMENTS: 'sandbox',
      MAIL_TRANSPORT: 'log',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE,
      DATA_DIR,
      DEMO_SEED: 'true',
      DEMO_PASSWORD: PASSWORD,
      DEMO_SUBSCRIPTION_STATUS: 'active',
      LOG_LEVEL: 'warn',
    },
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForReady();
    const profile = await prepareProfile();
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    // Each page RUNS times, one after the other: the median run by performance is the result
    // (one Lighthouse run varies by a few points), and every run's score is listed.
    const rows: Row[] = [];
    const spread: string[] = [];
    const pages = LANGUAGES_ONLY
      ? ['en', 'de', 'ja', 'ar'].map((language) => ({
          path: `${profile.path}?lang=${language}`,
          design: PRESETS[0],
        }))
      : [
          ...(LOGIN_ONLY ? [] : PRESETS.map((design) => ({ path: profile.path, design }))),
          { path: '/login', design: null },
        ];
    for (const { path, design } of pages) {
      if (design) await profile.design(design.preset, design.cover);
      const label = design ? `${path} (${design.preset}${design.cover ? ', cover' : ''})` : path;
      const runs: Row[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, path, label));
      runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
      rows.push(runs[Math.floor(runs.length / 2)]!);
      spread.push(
        `${label}: performance ${runs.map((r) => r.performance).join(', ')}; LCP ${runs.map((r) => r.lcpMs).join(', ')} ms; TBT ${runs.map((r) => r.tbtMs).join(', ')} ms`,
      );
    }
    const table = [
      '| page | performance | accessibility | best practices | SEO | FCP (ms) | LCP (ms) | TBT (ms) | JavaScript transferred (KB) | fonts transferred (KB) | images transferred (KB) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.scriptKb} | ${r.fontKb} | ${r.imageKb} |`,
      ),
    ].join('\n');
    const throttled =
      THROTTLING === 'devtools'
        ? 'slow 4G and 4x CPU slowdown applied by DevTools'
        : 'simulated slow 4G, 4x CPU slowdown';
    const report = `# Lighthouse: mobile preset (${throttled})

Date: ${new Date().toISOString()}
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}
Browser: Debian Chromium (${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'})
Command: \`npm run build && npm run bench:lighthouse\` (production build, NODE_ENV=production)

${table}

The median of ${RUNS} runs per page (by performance). Every run: ${spread.join('; ')}.

Accessibility audits not passed: ${rows.map((r) => `${r.page}: ${r.a11yFailures.join(', ') || 'none'}`).join('; ')}

Best-practices audits not passed: ${rows.map((r) => `${r.page}: ${r.bestPracticeFailures.join(', ') || 'none'}`).join('; ')}
`;
    // A partial or DevTools-throttled run goes to a file of its own, beside the results of record.
    const name = `lighthouse${LOGIN_ONLY ? '-login' : ''}${LANGUAGES_ONLY ? '-languages' : ''}${THROTTLING === 'devtools' ? '-devtools' : ''}`;
    writeFileSync(`bench/results/${name}.md`, report);
    console.log(report);
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
