import { randomUUID } from 'node:crypto';
import {
  expect,
  request as requestFactory,
  type APIRequestContext,
  type TestInfo,
} from '@playwright/test';
import { E2E, apiLogin, bearer, inviteCustomer, linkFromMail, type TokenPair } from '../fixtures';
import type { ThemeName } from './axe';

/**
 * The owner of each server's screens, prepared once per worker on first use (dataFor): on 'main'
 * an owner of our own without a subscription (and a second invitation left unused), elsewhere
 * the demo owner. Each spec that uses it registers `test.afterAll(disposeServerData)`.
 */
export type Server = 'main' | 'profile' | 'inactivity';

export interface OwnedCard {
  id: number;
  title: string;
  uuid: string;
}
export interface ServerData {
  /** The signed-in owner of this server's screens. */
  tokens?: TokenPair;
  cards?: OwnedCard[];
  /** A verification link's token that has not been used yet (main). */
  pendingToken?: string;
  /** A verification token whose account exists already (main). */
  usedToken?: string;
  /** A password reset link's token that still works (main). */
  resetToken?: string;
  /** The card whose Connect profile theme these specs may change (profile). */
  themedCard?: OwnedCard;
  api?: APIRequestContext;
  /** Signs the owner in again, and when it last did (access tokens live 15 minutes). */
  login?: () => Promise<TokenPair>;
  loggedInAt?: number;
}

export function baseUrl(testInfo: TestInfo): string {
  const url = testInfo.project.use.baseURL;
  if (!url) throw new Error('the project has no baseURL');
  return url;
}

async function ownedCards(api: APIRequestContext, tokens: TokenPair): Promise<OwnedCard[]> {
  const response = await api.get('/api/cards', { headers: bearer(tokens) });
  expect(response.status()).toBe(200);
  const cards: Array<{
    id: number;
    shopifyProductTitle: string;
    shopifyVariantTitle?: string | null;
    CardConfiguration: { uuid: string };
  }> = await response.json();
  return cards.map((card) => ({
    id: card.id,
    title: card.shopifyVariantTitle
      ? `${card.shopifyProductTitle} (${card.shopifyVariantTitle})`
      : card.shopifyProductTitle,
    uuid: card.CardConfiguration.uuid,
  }));
}

export async function setProfileTheme(data: ServerData, theme: ThemeName) {
  const { api, tokens, themedCard } = data;
  if (!api || !tokens || !themedCard) throw new Error('no themed card on this server');
  const response = await api.put(`/api/cards/${themedCard.id}/profile`, {
    headers: bearer(tokens),
    data: { theme },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export function card(data: ServerData, title: RegExp = /./): OwnedCard {
  const found = data.cards?.find((c) => title.test(c.title));
  if (!found) throw new Error(`no card matching ${title}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Per-server set-up

const data: Record<Server, ServerData> = { main: {}, profile: {}, inactivity: {} };

async function prepare(server: Server, api: APIRequestContext): Promise<ServerData> {
  const result: ServerData = { api };
  if (server === 'main') {
    // An owner of our own, without a subscription; and a second invitation left unused.
    const email = `axe-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'accessible passwords 1';
    result.usedToken = await inviteCustomer(api, email);
    const created = await api.post('/api/auth/create-account', {
      data: { token: result.usedToken, firstName: 'Grace', lastName: 'Axe', email, password },
    });
    expect(created.status(), await created.text()).toBe(200);
    result.pendingToken = await inviteCustomer(api, `axe-${randomUUID().slice(0, 8)}@example.com`);
    const sent = await api.post('/api/password-reset/send', { data: { email } });
    expect(sent.status()).toBe(200);
    result.resetToken = (await linkFromMail(api, email, 'password-reset')).split('/').pop()!;
    result.login = () => apiLogin(api, email, password);
  } else {
    result.login = () => apiLogin(api, E2E.demoEmail, E2E.demoPassword);
  }
  result.tokens = await result.login();
  result.loggedInAt = Date.now();
  result.cards = await ownedCards(api, result.tokens);
  if (server === 'profile') {
    result.themedCard = card(result, /Bamboo/);
    // One unread message of our own, so the Messages list has something to show and open.
    const sent = await api.post(
      `/api/card-profiles/public/${result.themedCard.uuid}/send-message`,
      {
        data: {
          name: 'Axe Visitor',
          email: 'axe.visitor@example.com',
          phone: '+1 555 0199',
          message: 'Checking that every screen is accessible.',
        },
      },
    );
    expect(sent.status(), await sent.text()).toBe(200);
  }
  return result;
}

/**
 * Access tokens live 15 minutes, so a session older than this signs in again. The 'inactivity'
 * server ends a session after 8 s without activity, so every test there gets a fresh one: a
 * session left idle by the test before would be refused and show Login.
 */
const RELOGIN_AFTER_MS: Record<Server, number> = {
  main: 10 * 60_000,
  profile: 10 * 60_000,
  inactivity: 0,
};

/** This server's data, prepared once per worker on first use, with a session still fresh. */
export async function dataFor(server: Server, testInfo: TestInfo) {
  if (!data[server].api) {
    const api = await requestFactory.newContext({ baseURL: baseUrl(testInfo) });
    data[server] = await prepare(server, api);
  }
  const current = data[server];
  if (Date.now() - (current.loggedInAt ?? 0) >= RELOGIN_AFTER_MS[server] && current.login) {
    current.tokens = await current.login();
    current.loggedInAt = Date.now();
  }
  return current;
}

/** Lets go of the API contexts (the next use of a server prepares its owner again). */
export async function disposeServerData() {
  for (const current of Object.values(data)) {
    await current.api?.dispose();
    current.api = undefined;
  }
}
