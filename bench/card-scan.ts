/**
 * Scanning paper cards (POST /api/leads/scan, decision 069): 30 cards made as the tests make
 * them (tests/support/business-cards.ts: six fonts, five layouts, four sizes, turned 2 to 5
 * degrees, blurred, noisy, JPEG), then
 *
 * 1. through the production server (`npm run serve`: dist/server/main.js, NODE_ENV=production,
 *    PGlite, OCR_WORKERS=2), two scans at a time over HTTP: the time per card (p50, p95), the
 *    accuracy per field, the server's memory, and how long a GET /healthz takes meanwhile (the
 *    event loop stays free while the OCR threads work);
 * 2. in this process, the same cards read with each step of the preparation left out or changed
 *    (two tesseract workers, the settings of src/server/lib/ocr-pool.ts), to show what each step
 *    buys.
 *
 * Writes bench/results/card-scan.md. Run: node --import tsx bench/card-scan.ts
 * (BENCH_CARDS=N for another number of cards; BENCH_PORT, default 3300).
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { createOcrPool, ENGLISH_MODEL_DIR } from '#server/lib/ocr-pool';
import { ocrLines } from '#server/modules/card-scan/ocr-lines';
import { parseCardText } from '#server/modules/card-scan/parse-card-text';
import { preparePhoto } from '#server/modules/card-scan/prepare-photo';
import { estimateSkew } from '#server/modules/card-scan/skew';
import type { ScanResult } from '#shared/schemas/capture';
import {
  CARD_PEOPLE,
  cardStyle,
  photographCard,
  type CardPerson,
  type CardStyle,
} from '#tests/support/business-cards';
import {
  type Child,
  procStatus,
  sampleRss,
  sleep,
  startChild,
  stopChild,
  tempDir,
  waitForReady,
} from './load/processes';
import { JWT_SECRET } from './load/settings';

const CARDS = Number(process.env.BENCH_CARDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const FIELDS = ['email', 'phone', 'name', 'title', 'company', 'website', 'address'] as const;
type Field = (typeof FIELDS)[number];

interface Card {
  person: CardPerson;
  style: CardStyle;
  photo: Buffer;
}

function exact(person: CardPerson, fields: ScanResult['fields']): Record<Field, boolean> {
  return {
    email: fields.email === person.email,
    phone: parsePhoneNumberFromString(fields.phone)?.number === person.phone.e164,
    name: fields.firstName === person.firstName && fields.lastName === person.lastName,
    title: fields.title === person.title,
    company: fields.company === person.company,
    website: fields.website === (person.website ?? '').toLowerCase(),
    address: fields.address === (person.address ?? []).join(', '),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

interface Tally {
  right: Record<Field, number>;
  ms: number[];
  failures: string[];
}

const newTally = (): Tally => ({
  right: Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<Field, number>,
  ms: [],
  failures: [],
});

function count(tally: Tally, card: Card, fields: ScanResult['fields'], ms: number) {
  tally.ms.push(ms);
  const right = exact(card.person, fields);
  for (const field of FIELDS) if (right[field]) tally.right[field] += 1;
  const wrong = FIELDS.filter((field) => !right[field]);
  if (wrong.length > 0) {
    tally.failures.push(
      `${card.style.layout}, ${card.style.font}, ${card.style.width} px, ${card.style.angle.toFixed(1)}°: ${wrong
        .map(
          (field) =>
            `${field} ${JSON.stringify(field === 'name' ? `${fields.firstName} ${fields.lastName}` : fields[field])}`,
        )
        .join('; ')}`,
    );
  }
}

/** Runs `work` on every card, `lanes` at a time, in order. */
async function inLanes(
  cards: Card[],
  lanes: number,
  work: (card: Card, lane: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      while (next < cards.length) {
        const card = cards[next]!;
        next += 1;
        await work(card, lane);
      }
    }),
  );
}

// 1. Through the production server.

/** waitForReady with room for a shared machine: a fresh PGlite migrates before it listens. */
async function readyWithin(child: Child, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await waitForReady(child);
    } catch (error) {
      if (Date.now() > deadline || (await Promise.race([child.exited.then(() => true), sleep(10)])))
        throw error;
    }
  }
}

async function throughServer(cards: Card[]) {
  const dataDir = tempDir('cc-bench-scan-');
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET,
    APP_URL: `http://127.0.0.1:${PORT}`,
    DEMO_SEED: 'false',
    PAYMENTS: 'sandbox',
    MAIL_TRANSPORT: 'log',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    OCR_WORKERS: '2',
  };
  const started = performance.now();
  const child = startChild('server', 'dist/server/main.js', PORT, env);
  try {
    await readyWithin(child, 300_000);
    const readyMs = performance.now() - started;
    const idleRssMiB = procStatus(child.pid, 'VmRSS') ?? 0;
    // One owner per lane: 30 scans a minute is each owner's limit.
    const tokens = await Promise.all(
      ['a', 'b'].map(async (lane) => {
        const email = `bench-scan-${lane}@example.com`;
        const password = 'correct horse battery staple';
        await promisify(execFile)(
          process.execPath,
          ['dist/server/admin.js', 'create-user', '--email', email, '--password', password],
          { env: { ...process.env, ...env } },
        );
        const login = await fetch(`${child.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
        return ((await login.json()) as { accessToken: string }).accessToken;
      }),
    );

    // The health check's latency, sampled every 100 ms while the cards are read.
    const probe = async (until: () => boolean) => {
      const ms: number[] = [];
      while (!until()) {
        const at = performance.now();
        const answered = await fetch(`${child.base}/healthz`).then(
          () => true,
          () => false,
        );
        if (answered) ms.push(performance.now() - at);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return ms;
    };
    let quietDone = false;
    const quietProbe = probe(() => quietDone);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    quietDone = true;
    const quiet = await quietProbe;

    const tally = newTally();
    const statuses: number[] = [];
    let done = false;
    const peakRss = sampleRss(child.pid);
    const busyProbe = probe(() => done);
    const wallStart = performance.now();
    await inLanes(cards, 2, async (card, lane) => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(card.photo)], { type: 'image/jpeg' }),
        'card.jpg',
      );
      const country = card.person.country ? `?country=${card.person.country}` : '';
      const at = performance.now();
      const response = await fetch(`${child.base}/api/leads/scan${country}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[lane]}` },
        body: form,
      });
      const ms = performance.now() - at;
      statuses.push(response.status);
      if (!response.ok) {
        tally.failures.push(`answered ${response.status}: ${await response.text()}`);
        return;
      }
      count(tally, card, ((await response.json()) as ScanResult).fields, ms);
      process.stdout.write('.');
    });
    const wallMs = performance.now() - wallStart;
    done = true;
    const busy = await busyProbe;
    return { tally, wallMs, readyMs, idleRssMiB, peakRssMiB: peakRss(), quiet, busy, statuses };
  } finally {
    await stopChild(child);
  }
}

// 2. Each step of the preparation left out, in this process.

type Variant = { name: string; image: (card: Card) => Promise<Buffer>; rotateAuto?: boolean };

const upright = (card: Card) => sharp(card.photo).autoOrient().greyscale();

/** The turn the server would find, measured as prepare-photo.ts does. */
async function angleOf(card: Card): Promise<number> {
  const sample = await upright(card)
    .resize({ width: 800 })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const surroundings = await sharp(sample.data, { raw: { ...sample.info, channels: 1 } })
    .blur(6)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return estimateSkew(sample.data, surroundings, sample.info.width, sample.info.height).angle;
}

/** The server's preparation with the text scaled by `factor` more (30 px × factor). */
async function rescaled(card: Card, factor: number): Promise<Buffer> {
  const prepared = await preparePhoto(card.photo, 'bench');
  const { width = 1 } = await sharp(prepared.png).metadata();
  return sharp(prepared.png)
    .resize({ width: Math.round(width * factor) })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

const VARIANTS: Variant[] = [
  { name: 'the photo as sent', image: async (card) => card.photo },
  { name: 'upright and grey', image: (card) => upright(card).png().toBuffer() },
  {
    name: 'upright, grey, contrast stretched',
    image: (card) => upright(card).normalise().png().toBuffer(),
  },
  {
    name: '… and straightened by tesseract (rotateAuto)',
    image: (card) => upright(card).normalise().png().toBuffer(),
    rotateAuto: true,
  },
  {
    name: '… and straightened by our angle search',
    image: async (card) => {
      const angle = await angleOf(card);
      return sharp(await upright(card).normalise().png().toBuffer())
        .rotate(-angle, { background: '#808080' })
        .png()
        .toBuffer();
    },
  },
  {
    name: 'the server’s preparation (… and text scaled to ~30 px)',
    image: async (card) => (await preparePhoto(card.photo, 'bench')).png,
  },
  { name: 'the same, text ~20 px', image: (card) => rescaled(card, 2 / 3) },
  { name: 'the same, text ~25 px', image: (card) => rescaled(card, 5 / 6) },
  { name: 'the same, text ~45 px', image: (card) => rescaled(card, 1.5) },
];

async function startWorkerLikeServer(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_MODEL_DIR,
    gzip: true,
    cacheMethod: 'none',
    errorHandler: () => {},
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    user_defined_dpi: '300',
    debug_file: '/dev/null',
  } as Parameters<Worker['setParameters']>[0]);
  return worker;
}

async function ablation(cards: Card[]) {
  const startedAt = performance.now();
  const workers = await Promise.all([startWorkerLikeServer(), startWorkerLikeServer()]);
  const workerStartMs = performance.now() - startedAt;
  const rows = VARIANTS.map((variant) => ({ variant, tally: newTally() }));
  // Every variant of a card in turn on the same worker: a shared machine's load, which drifts
  // over minutes, weighs on all of them alike.
  await inLanes(cards, 2, async (card, lane) => {
    for (const { variant, tally } of rows) {
      const image = await variant.image(card);
      const at = performance.now();
      const { data } = await workers[lane]!.recognize(
        image,
        { rotateAuto: variant.rotateAuto ?? false },
        { text: false, tsv: true },
      );
      const ms = performance.now() - at;
      const text = ocrLines(data.tsv ?? '').join('\n');
      const country = card.person.country as CountryCode | undefined;
      count(tally, card, parseCardText(text, country ? { defaultCountry: country } : {}), ms);
    }
    process.stdout.write('.');
  });
  await Promise.all(workers.map((worker) => worker.terminate()));
  return { rows, workerStartMs };
}

// 3. Where it fails: the server's path (preparation, pool, parser) on harder photos.

const HARDER: Array<{
  name: string;
  style: (style: CardStyle) => CardStyle;
  quarterTurn?: boolean;
}> = [
  { name: 'card 800 px wide', style: (style) => ({ ...style, width: 800 }) },
  { name: 'card 600 px wide', style: (style) => ({ ...style, width: 600 }) },
  { name: 'turned 15°', style: (style) => ({ ...style, angle: Math.sign(style.angle) * 15 }) },
  { name: 'turned 25°', style: (style) => ({ ...style, angle: Math.sign(style.angle) * 25 }) },
  { name: 'blurred (σ 2)', style: (style) => ({ ...style, blur: 2 }) },
  { name: 'JPEG quality 20', style: (style) => ({ ...style, jpegQuality: 20 }) },
  { name: 'a quarter turn, no EXIF', style: (style) => style, quarterTurn: true },
];

async function harder() {
  const pool = createOcrPool({ workers: 2 });
  const rows: Array<{ name: string; tally: Tally }> = [];
  for (const condition of HARDER) {
    const set: Card[] = [];
    for (const [index, person] of CARD_PEOPLE.entries()) {
      const style = condition.style(cardStyle(index));
      let photo = await photographCard(person, style, index);
      if (condition.quarterTurn) photo = await sharp(photo).rotate(90).jpeg().toBuffer();
      set.push({ person, style, photo });
    }
    const tally = newTally();
    await inLanes(set, 2, async (card) => {
      const at = performance.now();
      const prepared = await preparePhoto(card.photo, 'bench');
      const read = await pool.recognize(prepared.png, Date.now() + 60_000);
      const text = ocrLines(read.tsv).join('\n');
      const country = card.person.country as CountryCode | undefined;
      const fields = parseCardText(text, country ? { defaultCountry: country } : {});
      count(tally, card, fields, performance.now() - at);
    });
    rows.push({ name: condition.name, tally });
    console.log(
      `${condition.name}: ${FIELDS.map((field) => `${field} ${tally.right[field]}`).join(', ')}`,
    );
  }
  await pool.close();
  return rows;
}

// The report.

const cards: Card[] = [];
for (let index = 0; index < CARDS; index += 1) {
  const person = CARD_PEOPLE[index % CARD_PEOPLE.length]!;
  const style = cardStyle(index);
  cards.push({ person, style, photo: await photographCard(person, style, index) });
}
console.log(`${CARDS} cards made; reading them through the production server`);
const server = await throughServer(cards);
console.log(
  `server: p50 ${percentile(server.tally.ms, 0.5).toFixed(0)} ms, p95 ${percentile(server.tally.ms, 0.95).toFixed(0)} ms`,
);
// BENCH_STEPS=0: the server alone.
const { rows, workerStartMs } =
  process.env.BENCH_STEPS === '0' ? { rows: [], workerStartMs: 0 } : await ablation(cards);

const hard = process.env.BENCH_STEPS === '0' ? [] : await harder();

const pct = (right: number) => `${right}/${CARDS} (${Math.round((100 * right) / CARDS)} %)`;
const ms = (values: number[], p: number) => percentile(values, p).toFixed(0);
const report = `# Card scan (POST /api/leads/scan)

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average before the run ${os.loadavg()[0]!.toFixed(1)} (a shared machine: times vary with it). ${CARDS} cards made by tests/support/business-cards.ts (${new Set(cards.map((card) => card.style.font)).size} fonts, 5 layouts, ${new Set(cards.map((card) => card.style.width)).size} widths from ${Math.min(...cards.map((card) => card.style.width))} to ${Math.max(...cards.map((card) => card.style.width))} px, turned 2 to 5°, blurred, noisy, JPEG quality 62 to 82).

## Through the production server

\`npm run serve\` (dist/server/main.js), NODE_ENV=production, PGlite, OCR_WORKERS=2; two scans at a time over HTTP (multipart, as the capture screen sends them), one owner per lane.

| | |
| --- | ---: |
| time per card, p50 (request sent to answer read) | ${ms(server.tally.ms, 0.5)} ms |
| time per card, p95 | ${ms(server.tally.ms, 0.95)} ms |
| all ${CARDS} cards, two at a time | ${(server.wallMs / 1000).toFixed(1)} s (${((CARDS * 60_000) / server.wallMs).toFixed(0)} cards a minute) |
| answers | ${[...new Set(server.statuses)].map((status) => `${server.statuses.filter((s) => s === status).length} × ${status}`).join(', ')} |
| start until ready (the OCR workers load before it listens) | ${(server.readyMs / 1000).toFixed(1)} s |
| server memory, ready (VmRSS) / peak while scanning | ${server.idleRssMiB.toFixed(0)} / ${server.peakRssMiB.toFixed(0)} MiB |
| GET /healthz meanwhile, p50 / p99 / max | ${ms(server.busy, 0.5)} / ${ms(server.busy, 0.99)} / ${Math.max(...server.busy).toFixed(0)} ms (idle: ${ms(server.quiet, 0.5)} / ${ms(server.quiet, 0.99)} / ${Math.max(...server.quiet).toFixed(0)} ms) |

| field | read exactly |
| --- | ---: |
${FIELDS.map((field) => `| ${field} | ${pct(server.tally.right[field])} |`).join('\n')}

${server.tally.failures.length ? `What it got wrong:\n\n${server.tally.failures.map((line) => `- ${line}`).join('\n')}` : 'Nothing wrong.'}

## Each step of the preparation

The same cards in this process, on two tesseract workers set as the server's (LSTM model best_int, page segmentation auto, 300 dpi), two at a time; the time is the recognition alone. Two workers started in ${(workerStartMs / 1000).toFixed(1)} s.

| photo handed to tesseract | ${FIELDS.join(' | ')} | OCR p50 | OCR p95 |
| --- | ${FIELDS.map(() => '---:').join(' | ')} | ---: | ---: |
${rows.map(({ variant, tally }) => `| ${variant.name} | ${FIELDS.map((field) => tally.right[field]).join(' | ')} | ${ms(tally.ms, 0.5)} ms | ${ms(tally.ms, 0.95)} ms |`).join('\n')}

(Out of ${CARDS} for each field.)

## Where it fails

The first ${CARD_PEOPLE.length} cards again with one thing made worse, through the server's path in this process (preparation, the two-thread pool, the parser); the time is preparation and recognition.

| photo | ${FIELDS.join(' | ')} | p50 | p95 |
| --- | ${FIELDS.map(() => '---:').join(' | ')} | ---: | ---: |
${hard.map(({ name, tally }) => `| ${name} | ${FIELDS.map((field) => tally.right[field]).join(' | ')} | ${ms(tally.ms, 0.5)} ms | ${ms(tally.ms, 0.95)} ms |`).join('\n')}

(Out of ${CARD_PEOPLE.length} for each field.)
`;
writeFileSync(new URL('./results/card-scan.md', import.meta.url), report);
console.log(report);
