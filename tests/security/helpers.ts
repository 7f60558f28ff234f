import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { cardProfiles, cards, leads } from '#server/db/schema';
import type { TestApp } from '../support/test-app';

let ipCounter = 0;

/**
 * A client address no other request of the run used, so one test's flood guard or attempt
 * counter never blocks another test (the rate limiter keys on the IP).
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${100 + ((ipCounter >> 16) & 0x7f)}.${(ipCounter >> 8) & 0xff}.${ipCounter & 0xff}`;
}

/** Logs in through the API from a fresh address and answers the token pair. */
export async function loginFrom(
  t: TestApp,
  email: string,
  password: string,
  remoteAddress = freshIp(),
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

/** Stores a visitor's message on a card directly (as if sent earlier) and answers its id. */
export async function storeLead(
  t: TestApp,
  cardId: number,
  values: Partial<typeof leads.$inferInsert> = {},
): Promise<string> {
  // Received by the card's holder, as a message sent through its page is.
  const [card] = await t.deps.database.db
    .select({ ownerId: cards.ownerId, teamId: cards.teamId })
    .from(cards)
    .where(eq(cards.id, cardId));
  const [row] = await t.deps.database.db
    .insert(leads)
    .values({
      cardId,
      ownerId: card?.ownerId ?? null,
      teamId: card?.teamId ?? null,
      name: 'Visitor',
      email: 'visitor@example.com',
      phone: '+1 555 0100',
      message: 'Hello there',
      ...values,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('message insert failed');
  return row.id;
}

/** Every stored row of one card: the configuration, the profile and the messages. */
export async function cardSnapshot(t: TestApp, cardId: number) {
  const { db } = t.deps.database;
  const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
  const profile = await db.select().from(cardProfiles).where(eq(cardProfiles.cardId, cardId));
  const stored = await db.select().from(leads).where(eq(leads.cardId, cardId));
  return JSON.parse(JSON.stringify({ card, profile, stored })) as unknown;
}

/** Sends a request; `headers` merge over those of `options`. */
export function send(
  t: TestApp,
  options: InjectOptions,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    ...options,
    headers: { ...(options.headers as Record<string, string> | undefined), ...headers },
  });
}

/** The JSON `{ message }` every error answers with. */
export function errorMessage(response: LightMyRequestResponse): string {
  const body = response.json() as { message?: unknown };
  if (typeof body.message !== 'string' || body.message.length === 0) {
    throw new Error(`expected { message } but got ${response.body}`);
  }
  return body.message;
}
