import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { cards, mailQueue, users } from '#server/db/schema';
import { multipartFile } from './multipart';
import { bearer, type TestApp } from './test-app';

type Headers = Record<string, string>;

/** A request through app.inject() with a JSON body. */
export function callAs(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** A signed-in account with `n` personal cards. */
export async function personWithCards(t: TestApp, n = 0) {
  const user = await t.createUser();
  const headers = bearer((await t.login(user.email, user.password)).accessToken);
  const made = n
    ? await t.deps.database.db
        .insert(cards)
        .values(
          Array.from({ length: n }, (_, i) => ({
            ownerId: user.id,
            shopifyProductTitle: 'Metal',
            firstName: `Card ${i}`,
          })),
        )
        .returning()
    : [];
  return { ...user, headers, cards: made };
}

/** The /join-team/{token} token of the invitation mailed to `email`. */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.deps.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.toAddress, email));
  return /\/join-team\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
}

/** A team made by an admin with three cards, and one member (one card) who joined it. */
export async function teamWithMember(t: TestApp, name = 'Pool Co') {
  const call = callAs(t);
  const admin = await personWithCards(t, 3);
  const created = await call('POST', '/api/teams', admin.headers, { name });
  const teamId = created.json().id as string;
  const member = await personWithCards(t, 1);
  const invited = await call('POST', `/api/teams/${teamId}/members`, admin.headers, {
    email: member.email,
  });
  const token = await invitationTokenFor(t, member.email);
  expect((await call('POST', '/api/teams/join', member.headers, { token })).statusCode).toBe(200);
  return { admin, member, teamId, memberId: invited.json().id as string };
}

/**
 * A team whose admin pooled two of their cards and assigned the first to the member (`heldId`);
 * the second stays pooled (`pooledId`). With `subscribed`, the member's own subscription is
 * active, so their card's Connect profile can be edited and takes messages.
 */
export async function teamWithAssignedCard(
  t: TestApp,
  { name = 'Northwind', subscribed = false }: { name?: string; subscribed?: boolean } = {},
) {
  const call = callAs(t);
  const team = await teamWithMember(t, name);
  const [held, pooled] = team.admin.cards;
  await call('POST', `/api/teams/${team.teamId}/cards`, team.admin.headers, {
    cardIds: [held!.id, pooled!.id],
  });
  await call('POST', `/api/teams/${team.teamId}/cards/${held!.id}/assign`, team.admin.headers, {
    memberId: team.memberId,
  });
  if (subscribed) {
    await t.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'active' })
      .where(eq(users.id, team.member.id));
  }
  return { ...team, held: held!, pooled: pooled!, heldId: held!.id, pooledId: pooled!.id };
}

/** A 40 px PNG uploaded as a company logo by the signed-in `headers`; answers its URL. */
export async function uploadLogo(t: TestApp, headers: Headers): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 40, channels: 3, background: '#114477' },
  })
    .png()
    .toBuffer();
  const form = multipartFile('file', 'logo.png', 'image/png', png);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/company-images',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json().url as string;
}

/** A team's billing as its suites pay it: the app's address, the Billing tab to come back to. */
export const TEAM_BILLING = {
  appUrl: 'http://localhost:3000',
  goodCard: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  return: { returnUrl: 'http://localhost:3000/team/billing' },
} as const;

/** Someone `personWithCards` made. */
export type TeamPerson = Awaited<ReturnType<typeof personWithCards>>;
