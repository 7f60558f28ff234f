import type { AppDeps } from '#server/app-deps';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { COPY } from '#shared/copy';
import { WEBHOOK_TESTS_PER_MINUTE, type WebhookTestResult } from '#shared/schemas/webhooks';
import { sendTestEvent } from '../webhook-delivery/public';
import { manageableWebhook } from './manageable-webhook';

/** Test events are counted per webhook: nobody makes the server a generator of POSTs. */
const testLimiter = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) =>
  deps.createLimiter('webhook-test', 60),
);

/**
 * POST /api/webhooks/{id}/test: the owner's webhook, or one of a team they administer (the
 * team's webhooks are managed at these /api/webhooks/{id} routes too), gets a signed
 * `webhook.test` event now; the answer is what its receiver did.
 */
export async function testWebhook(
  deps: Pick<AppDeps, 'database' | 'clock' | 'cipher' | 'config' | 'createLimiter'>,
  { userId, id }: { userId: string; id: string },
): Promise<WebhookTestResult> {
  const webhook = await manageableWebhook(deps.database.db, { userId, id });
  assertWithin(
    await testLimiter(deps).take(webhook.id),
    WEBHOOK_TESTS_PER_MINUTE,
    COPY.webhookTestTooMany,
  );
  return sendTestEvent(deps, { webhook });
}
