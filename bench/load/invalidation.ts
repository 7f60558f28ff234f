// Load bench: how long an edit on one server process takes to show on another (decision 019).
import { BENCH_OWNER } from '../load-seed';
import { login } from './endpoints';
import { startChild, stopChild, waitForReady } from './processes';
import { type InvalidationResult } from './types';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Two production servers on one PostgreSQL database. The bench owner edits the slogan of its
 * first card on the first process; the second process, which holds the profile in its cache,
 * is asked until it answers the new slogan. Timed from the moment the edit is sent (so the
 * edit's own request is included), one edit after the other.
 */
export async function measureInvalidation(
  ports: [number, number],
  env: (port: number) => Record<string, string>,
  edits: number,
): Promise<InvalidationResult> {
  console.log(`\nInvalidation across two processes: ${edits} edits`);
  const writer = startChild('server (writer)', 'dist/server/main.js', ports[0], env(ports[0]));
  const reader = startChild('server (reader)', 'dist/server/main.js', ports[1], env(ports[1]));
  try {
    await Promise.all([waitForReady(writer), waitForReady(reader)]);
    const authorization = `Bearer ${await login(writer.base)}`;
    const cardsAnswer = await fetch(`${writer.base}/api/cards`, { headers: { authorization } });
    const cards = (await cardsAnswer.json()) as Array<{
      id: number;
      CardConfiguration: { uuid: string };
    }>;
    if (!cards[0]) throw new Error(`${BENCH_OWNER.email} has no card`);
    const card = { id: cards[0].id, uuid: cards[0].CardConfiguration.uuid };
    const slogan = async () => {
      const response = await fetch(`${reader.base}/api/card-profiles/public/${card.uuid}`);
      return ((await response.json()) as { slogan: string }).slogan;
    };
    const latencies: number[] = [];
    for (let edit = 1; edit <= edits; edit += 1) {
      const wanted = `Edit ${edit} of ${edits}`;
      await slogan(); // the reader holds the current profile
      const sent = performance.now();
      const saved = await fetch(`${writer.base}/api/cards/${card.id}/profile`, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ slogan: wanted }),
      });
      if (!saved.ok)
        throw new Error(`edit ${edit} answered ${saved.status}: ${await saved.text()}`);
      while ((await slogan()) !== wanted) {
        if (performance.now() - sent > 10_000) throw new Error(`edit ${edit} not seen in 10 s`);
      }
      latencies.push(performance.now() - sent);
    }
    const sorted = latencies.sort((a, b) => a - b);
    const result = {
      edits,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1]!,
    };
    console.log(
      `  edit to visible on the other process: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
    );
    return result;
  } finally {
    await Promise.all([stopChild(writer), stopChild(reader)]);
  }
}
