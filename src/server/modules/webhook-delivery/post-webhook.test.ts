import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { startWebhookReceiver } from '#tests/support/webhook-receiver';
import { isPublicAddress, postWebhook } from './post-webhook';

describe('which addresses a production webhook may reach', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254', // cloud metadata
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::7f00:1', // IPv4-compatible 127.0.0.1
    '224.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('posting a delivery', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let slow = false;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(async () => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1_000));
      return 204;
    });
  });
  afterAll(() => receiver.close());
  const post = (url: string, publicOnly: boolean, timeoutMs?: number) =>
    postWebhook({
      url,
      headers: {},
      body: '{}',
      publicOnly,
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('reaches a local receiver outside production', async () => {
    const outcome = await post(receiver.url, false);
    expect(outcome).toMatchObject({ statusCode: 204, error: null });
  });

  it('refuses, in production, a name resolving to 127.0.0.1 and loopback written as an address', async () => {
    const before = receiver.received.length;
    for (const url of [
      `http://localhost:${receiver.port}/hooks`,
      `http://127.0.0.1:${receiver.port}/hooks`,
      `http://[::ffff:127.0.0.1]:${receiver.port}/hooks`,
      `http://[::1]:${receiver.port}/hooks`,
    ]) {
      const outcome = await post(url, true);
      expect(outcome, url).toMatchObject({
        statusCode: null,
        error: COPY.webhookPrivateDestination,
      });
    }
    expect(receiver.received.length).toBe(before);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    slow = true;
    try {
      const outcome = await post(receiver.url, false, 200);
      expect(outcome.statusCode).toBeNull();
      expect(outcome.error).toMatch(/0\.2 s/);
      expect(outcome.durationMs).toBeLessThan(900);
    } finally {
      slow = false;
    }
  });
});
