import { randomInt, randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_METAL_CARD } from '#server/modules/accounts/demo-cards';
import { AUTH_TOKENS_STORAGE_KEY } from '#shared/constants';
import { E2E } from '../../playwright.config';
import { orderFixture, shopifyHeaders } from '../support/shopify';

export { E2E, expect };

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** An owner made for one test: a paid shop order (three cards), then account creation. */
export interface FreshOwner {
  email: string;
  password: string;
  tokens: TokenPair;
}

/** Signs in through the Login screen and waits for the signed-in layout. */
export async function loginAs(
  page: Page,
  email: string = E2E.demoEmail,
  password: string = E2E.demoPassword,
) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
}

export async function signInFromHome(page: Page, email?: string, password?: string) {
  await page.goto('/login');
  await loginAs(page, email, password);
}

export async function storedTokens(page: Page): Promise<TokenPair> {
  const raw = await page.evaluate(() => window.localStorage.getItem('authTokens'));
  if (!raw) throw new Error('no authTokens in localStorage');
  return JSON.parse(raw);
}

export function bearer(tokens: TokenPair) {
  return { authorization: `Bearer ${tokens.accessToken}` };
}

export async function apiLogin(
  api: APIRequestContext,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const response = await api.post('/api/auth/login', { headers, data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenPair;
}

/**
 * Puts a session where the app keeps it (localStorage, see src/web/lib/token-storage.ts) before
 * the app's first script runs, once per tab (a sessionStorage mark): a sign-out or a refresh
 * later in the test must not be undone by the next navigation, and a session already there wins.
 */
export async function injectSession(page: Page, tokens: TokenPair) {
  await page.addInitScript(
    ([key, value, mark]) => {
      if (window.sessionStorage.getItem(mark)) return;
      window.sessionStorage.setItem(mark, '1');
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [AUTH_TOKENS_STORAGE_KEY, JSON.stringify(tokens), 'e2e-session-injected'] as const,
  );
}

/** Signs in through the API (not the Login screen) and hands the session to the page. */
export async function signInThroughApi(
  page: Page,
  api: APIRequestContext,
  email: string = E2E.demoEmail,
  password: string = E2E.demoPassword,
) {
  const tokens = await apiLogin(api, email, password);
  await injectSession(page, tokens);
  return tokens;
}

/**
 * Sends the shop's `orders/paid` webhook for a new customer, signed as the shop does: a new order
 * id each time (orderFixture), as orders are de-duplicated by id.
 */
export async function orderCardsFor(api: APIRequestContext, email: string) {
  const order = orderFixture();
  order.email = email;
  order.customer.email = email;
  const body = JSON.stringify(order);
  const response = await api.post('/api/shopify/webhooks/orders-paid', {
    headers: shopifyHeaders(body, randomUUID(), E2E.shopifySecret),
    data: body,
  });
  expect(response.status()).toBe(200);
}

/** The path of the newest link of a kind mailed to `email`, read from the development outbox. */
export async function linkFromMail(
  api: APIRequestContext,
  email: string,
  route: string,
): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mails: Array<{ to: string; text: string }> = await (
      await api.get('/dev/mail.json')
    ).json();
    const mail = mails.find((m) => m.to === email && m.text.includes(`/${route}/`));
    link = mail?.text.match(new RegExp(`https?://\\S+/${route}/[A-Za-z0-9_-]+`))?.[0];
    expect(link).toBeTruthy();
    // The mail worker delivers in the background; on two cores, while the first tests start
    // their servers and browsers together, that has taken more than 10 s.
  }).toPass({ timeout: 30_000 });
  return new URL(link!).pathname;
}

/** The token of the create-account link mailed to a customer after a paid order. */
export async function inviteCustomer(api: APIRequestContext, email: string): Promise<string> {
  await orderCardsFor(api, email);
  return (await linkFromMail(api, email, 'create-account')).split('/').pop()!;
}

/** A new owner with the order's cards and no subscription, signed in through the API. */
export async function createOwner(
  api: APIRequestContext,
  name: { firstName: string; lastName: string } = { firstName: 'Grace', lastName: 'Hopper' },
): Promise<FreshOwner> {
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'fresh owner password 1';
  const token = await inviteCustomer(api, email);
  const from = addressOfItsOwn();
  const created = await api.post('/api/auth/create-account', {
    headers: from,
    data: { token, ...name, email, password },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, password, tokens: await apiLogin(api, email, password, from) };
}

/**
 * A new team of `owner`'s and a fresh person who joined it through the invitation's mail, as
 * members do; answers the team's id and the member.
 */
export async function memberOfNewTeam(
  api: APIRequestContext,
  owner: { tokens: TokenPair },
  { team, member: name }: { team: string; member: { firstName: string; lastName: string } },
): Promise<{ teamId: string; member: FreshOwner }> {
  const created = await api.post('/api/teams', {
    headers: bearer(owner.tokens),
    data: { name: `${team} ${Date.now()}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { id: string }).id;
  const member = await createOwner(api, name);
  await api.post(`/api/teams/${teamId}/members`, {
    headers: bearer(owner.tokens),
    data: { email: member.email },
  });
  const token = (await linkFromMail(api, member.email, 'join-team')).split('/').pop()!;
  const joined = await api.post('/api/teams/join', {
    headers: bearer(member.tokens),
    data: { token },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  return { teamId, member };
}

/**
 * A client address of its own, as a proxy's `X-Forwarded-For` (the test servers trust one on
 * loopback): the tests' owners are different people, and the per-address budgets (sign-up,
 * sign-in, card testing) are for one client, not for every test of a run.
 */
function addressOfItsOwn(): Record<string, string> {
  return { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

/** Pays the Connect subscription with the sandbox's test card, as the Upgrade screen does. */
export async function subscribeThroughApi(api: APIRequestContext, tokens: TokenPair) {
  const from = addressOfItsOwn();
  const upgrade = await api.post('/api/stripe/upgrade', {
    headers: { ...bearer(tokens), ...from },
    data: {},
  });
  expect(upgrade.status(), await upgrade.text()).toBe(200);
  const { clientSecret } = (await upgrade.json()) as { clientSecret: string };
  const paid = await api.post('/api/sandbox-payments/confirm', {
    headers: { ...bearer(tokens), ...from },
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** The demo owner's Metal card (the embedded demo's seed), under the demo's name. */
export const FILLED_CARD = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@alexmorgan.example',
  ...DEMO_METAL_CARD,
};

/**
 * Fills the owner's first Metal card with FILLED_CARD, as the owner would in the card editor;
 * its tile then reads 'Alex Morgan', the order's other cards keep the buyer's name.
 */
export async function fillMetalCard(api: APIRequestContext, tokens: TokenPair) {
  const listed = await api.get('/api/cards', { headers: bearer(tokens) });
  expect(listed.status()).toBe(200);
  const cards = (await listed.json()) as Array<{ id: number; shopifyProductTitle: string }>;
  const metal = cards.find((card) => card.shopifyProductTitle === 'Catalyst Metal Card');
  if (!metal) throw new Error('the order has no Metal card');
  const saved = await api.put(`/api/cards/${metal.id}/configuration`, {
    headers: bearer(tokens),
    data: FILLED_CARD,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return metal.id;
}

/**
 * `test` with a fresh owner of its own for each test that asks: `owner` is made through the
 * shop-order path; `signedInPage` is the page with that owner's session already in it (open any
 * screen and it is signed in). Tests that need the seeded demo data call signInThroughApi()
 * instead; only the Login screen's own tests sign in through it.
 */
export const test = base.extend<{ owner: FreshOwner; signedInPage: Page }>({
  owner: async ({ request }, use) => {
    await use(await createOwner(request));
  },
  signedInPage: async ({ page, owner }, use) => {
    await injectSession(page, owner.tokens);
    await use(page);
  },
});
