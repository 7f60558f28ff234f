import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import {
  cards,
  insightEvents,
  insightHours,
  insightLinks,
  insightSources,
  insightVisitors,
  passkeys,
  subscriptions,
} from '#server/db/schema';
import { SANDBOX_CONFIRM_PATH } from '#server/modules/billing/routes';
import { freshIp, storeLead } from '../security/helpers';
import { multipartFile } from './multipart';
import { bearer, type TestApp } from './test-app';
import { tinyPng } from './tiny-png';

/** An owner with something in every table the export and the deletion touch. */
export interface OwnerInEveryTable {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accessToken: string;
  refreshToken: string;
  headers: Record<string, string>;
  cardIds: number[];
  cardUuids: string[];
  handle: string;
  imageUrls: string[];
  leadIds: string[];
  /** The public key of the passkey the owner holds: the server's, never in the export. */
  passkeyPublicKey: string;
}

/** A request that must succeed, from an address of its own (no flood guard interferes). */
export async function ok(t: TestApp, options: InjectOptions): Promise<Record<string, unknown>> {
  const response = await t.app.inject({ remoteAddress: freshIp(), ...options });
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBe(200);
  return response.json() as Record<string, unknown>;
}

/** Subscribes through the sandbox provider's own card form, as the Upgrade screen does. */
export async function paySandboxSubscription(t: TestApp, headers: Record<string, string>) {
  const upgrade = { method: 'POST', url: '/api/stripe/upgrade', headers, payload: {} } as const;
  const { clientSecret } = await ok(t, upgrade);
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  await ok(t, {
    method: 'POST',
    url: SANDBOX_CONFIRM_PATH,
    headers,
    payload: { clientSecret, ...card },
  });
}

/** Uploads a tiny PNG to one of the upload buckets as the owner of `headers`: its URL. */
export async function uploadTinyPng(t: TestApp, headers: Record<string, string>, bucket: string) {
  const form = multipartFile('file', 'a.png', 'image/png', await tinyPng());
  const url = `/api/uploads/${bucket}`;
  const answer = await ok(t, {
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  return String(answer.url);
}

/** A row in each Insights table for the card, as the recorder would have written. */
async function seedInsights(t: TestApp, cardId: number) {
  const { db } = t.deps.database;
  const hour = new Date(Math.floor(t.clock.now().getTime() / 3_600_000) * 3_600_000);
  await db.insert(insightEvents).values({ cardId, kind: 'view', occurredAt: hour, source: 'qr' });
  await db.insert(insightHours).values({ cardId, hour, views: 1, visitors: 1 });
  await db.insert(insightSources).values({ cardId, hour, source: 'qr', views: 1 });
  await db
    .insert(insightLinks)
    .values({ cardId, hour, url: 'https://example.com', label: 'Site', clicks: 1 });
  const day = hour.toISOString().slice(0, 10);
  await db
    .insert(insightVisitors)
    .values({ cardId, day, visitorHash: Buffer.alloc(32, cardId % 256), firstHour: hour });
}

/**
 * Two cards: the first configured with two uploaded images, a QR style and a Connect profile
 * with a handle; a message on each; Insights rows on the first. The subscription is paid in the
 * sandbox, or (`sandbox: false`) only a stored row.
 */
export async function ownerInEveryTable(
  t: TestApp,
  options: { sandbox?: boolean } = {},
): Promise<OwnerInEveryTable> {
  const tag = randomUUID().slice(0, 8);
  const names = { firstName: `Zenobia${tag}`, lastName: `Quartermaine${tag}` };
  const { db } = t.deps.database;
  const user = await t.createUser({
    ...names,
    ...(options.sandbox === false ? { stripeSubscriptionStatus: 'active' as const } : {}),
  });
  const pair = await t.login(user.email, user.password);
  const headers = bearer(pair.accessToken);
  if (options.sandbox === false) {
    await db.insert(subscriptions).values({
      id: `sub_seeded_${tag}`,
      userId: user.id,
      customerId: `cus_seeded_${tag}`,
      status: 'active',
      priceId: 'price_seeded',
      currentPeriodEnd: new Date(t.clock.now().getTime() + 86_400_000),
      syncedAt: t.clock.now(),
    });
  } else {
    await paySandboxSubscription(t, headers);
  }
  const made = await db
    .insert(cards)
    .values([
      { ownerId: user.id, shopifyProductTitle: 'Metal', firstName: 'Card', lastName: 'One' },
      { ownerId: user.id, shopifyProductTitle: 'Wood', workEmail: `work-${tag}@example.com` },
    ])
    .returning({ id: cards.id, uuid: cards.uuid });
  const [first, second] = [made[0]!, made[1]!];

  const imageUrls = [
    await uploadTinyPng(t, headers, 'profile-images'),
    await uploadTinyPng(t, headers, 'company-images'),
  ];
  const cardUrl = `/api/cards/${first.id}`;
  await ok(t, {
    method: 'PUT',
    url: `${cardUrl}/configuration`,
    headers,
    payload: {
      profileImageUrl: imageUrls[0],
      companyImageUrl: imageUrls[1],
      cellPhone: '+1 555 0101',
    },
  });
  const qrStyle = { foreground: '#1F2937', background: '#FFFFFF', dots: 'rounded', logo: 'none' };
  await ok(t, { method: 'PUT', url: `${cardUrl}/qr-style`, headers, payload: qrStyle });
  const handle = `zq-${tag}`;
  const button = { uuid: randomUUID(), text: 'Book a call', url: 'https://example.com/book' };
  await ok(t, {
    method: 'PUT',
    url: `${cardUrl}/profile`,
    headers,
    payload: {
      aliasSlug: handle,
      theme: 'light',
      buttons: [button],
      websiteUrl: 'https://zq.example',
    },
  });
  const leadIds = [
    await storeLead(t, first.id, { name: 'First Visitor' }),
    await storeLead(t, second.id, { name: 'Second Visitor' }),
  ];
  await seedInsights(t, first.id);
  const passkeyPublicKey = `pk-${randomUUID()}`;
  await t.deps.database.db.insert(passkeys).values({
    userId: user.id,
    credentialId: `cred-${tag}`,
    publicKey: passkeyPublicKey,
    name: 'Work laptop',
  });
  return {
    ...user,
    ...names,
    ...pair,
    headers,
    cardIds: [first.id, second.id],
    cardUuids: [first.uuid, second.uuid],
    handle,
    imageUrls,
    leadIds,
    passkeyPublicKey,
  };
}
