/**
 * The share image (GET /u/{key}/og.png, docs/product.md#connect-profile-editor): its render time
 * cold (the first in a process: satori and its layout engine load) and warm, and the answer from
 * the read cache, through the whole app on PGlite. Writes bench/results/share-image.md.
 *
 * Run: node --import tsx bench/share-image.ts
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { cards } from '#server/db/schema';
import { renderShareImage } from '#server/modules/public-profiles/share-image';
import { presetDesign } from '#shared/design/resolve-design';
import { PUBLIC_PROFILES } from '#tests/support/public-profile-fixtures';
import { bearer, createTestApp } from '#tests/support/test-app';

const WARM_RUNS = 20;
const CACHED_RUNS = 200;
const noPhotos = { read: async () => null } as never;
const profile = { ...PUBLIC_PROFILES['full dark']!.profile, imageUrl: null };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const cold = await time(() => renderShareImage(noPhotos, profile));
const warm: number[] = [];
for (let i = 0; i < WARM_RUNS; i += 1) {
  const design = presetDesign(['dark', 'sand', 'midnight', 'ocean'][i % 4]!);
  warm.push(
    await time(() => renderShareImage(noPhotos, { ...profile, name: `Name ${i}`, design })),
  );
}

const t = await createTestApp('pglite');
const user = await t.createUser({ stripeSubscriptionStatus: 'active' });
const [card] = await t.deps.database.db
  .insert(cards)
  .values({
    ownerId: user.id,
    shopifyProductTitle: 'Metal',
    firstName: 'Ada',
    workTitle: 'Analyst',
  })
  .returning();
const headers = bearer((await t.login(user.email, user.password)).accessToken);
await t.app.inject({
  method: 'PUT',
  url: `/api/cards/${card!.id}/profile`,
  headers,
  payload: { aliasSlug: 'bench-ada', design: { preset: 'sand' } },
});
const first = await t.app.inject({ method: 'GET', url: '/u/bench-ada/og.png' });
const firstMs = await time(() => t.app.inject({ method: 'GET', url: '/u/bench-ada/og.png' }));
const cached: number[] = [];
for (let i = 0; i < CACHED_RUNS; i += 1) {
  cached.push(await time(() => t.app.inject({ method: 'GET', url: '/u/bench-ada/og.png' })));
}
await t.close();

const report = `# Share image (GET /u/{key}/og.png)

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}.

| | ms |
| --- | ---: |
| render, cold (first in the process: satori loads) | ${cold.toFixed(0)} |
| render, warm, median of ${WARM_RUNS} | ${median(warm).toFixed(0)} |
| render, warm, p95 | ${p95(warm).toFixed(0)} |
| GET through the app, from the read cache, median of ${CACHED_RUNS} | ${median(cached).toFixed(2)} |
| GET through the app, from the read cache, p95 | ${p95(cached).toFixed(2)} |

The image: ${first.rawPayload.length} bytes (PNG, 1200 × 630); the request after it: ${firstMs.toFixed(1)} ms.
`;
writeFileSync(new URL('./results/share-image.md', import.meta.url), report);
console.log(report);
// The app's timers (jobs, caches) would keep the process alive.
process.exit(0);
