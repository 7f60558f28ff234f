import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  request as requestFactory,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { signShopifyBody } from '../../src/server/modules/shopify/verify-webhook-hmac';
import { AUTH_TOKENS_STORAGE_KEY, LOGOUT_REDIRECT_DELAY_MS } from '../../src/shared/constants';
import { E2E } from './fixtures';

/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA) on every screen of SPEC §2 and its states,
 * at a phone (390x844) and a desktop (1280x800) width and in both themes, must find nothing
 * 'serious' or 'critical'; and everything is reachable and usable with the keyboard.
 *
 * SCREENS below is the table: add a row to check another screen or state. A row with
 * `keyboard: true` is also tabbed through at each width: every visible control must be reached
 * by Tab and look different when focused (outline or box-shadow).
 *
 * Three projects match this spec and each test runs on exactly one of their servers:
 *  - 'main': the signed-out screens, and the signed-in screens of an owner WITHOUT a
 *    subscription. That owner is created for this spec (a paid shop order, then account
 *    creation), so nothing the other specs rely on changes; the keyboard sign-in uses the demo
 *    owner but only reads.
 *  - 'profile': the demo owner there has an active subscription: the Connect profile editor, the
 *    public profile, the cancel confirmation (opened, never confirmed) and the billing portal.
 *    Only the Bamboo card's theme is changed (connect-profile.spec.ts uses the Metal card), and
 *    it is put back; one visitor message to that card gives the Messages page something to show.
 *  - 'inactivity': the short-timeout server, for the 'Are you still there?' dialog.
 *
 * Themes: the app's own screens have no dark mode, so for them the two themes are the
 * browser's `prefers-color-scheme` light and dark (a future dark mode is covered at once); the
 * Connect profile (public page and the editor's preview) is checked in its own dark and light
 * themes.
 *
 * No axe rule is disabled. Left for review (in each test's `axe-review.txt`), not failures:
 * Headless UI's focus-trap guards in open dialogs (aria-hidden, 'check that focusable elements
 * are not tabbable': they only send the focus back into the dialog, which the keyboard tests
 * check), and aria-controls on menu buttons (axe cannot tell that the portalled menu exists;
 * openMenu() checks it does).
 */

type Server = 'main' | 'profile' | 'inactivity';
type ThemeName = 'light' | 'dark';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
type Width = (typeof WIDTHS)[number];
const THEMES: readonly ThemeName[] = ['light', 'dark'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface TokenPair {
  accessToken: string;
  refreshToken: string;
}
interface OwnedCard {
  id: number;
  title: string;
  uuid: string;
}
interface ServerData {
  /** The signed-in owner of this server's screens. */
  tokens?: TokenPair;
  cards?: OwnedCard[];
  /** A verification link's token that has not been used yet (main). */
  pendingToken?: string;
  /** A verification token whose account exists already (main). */
  usedToken?: string;
  /** The card whose Connect profile theme this spec may change (profile). */
  themedCard?: OwnedCard;
  api?: APIRequestContext;
  /** Signs the owner in again, and when it last did (access tokens live 15 minutes). */
  login?: () => Promise<TokenPair>;
  loggedInAt?: number;
}

interface Screen {
  name: string;
  server: Server;
  /** Signed in as the server's owner (see ServerData.tokens) or not. */
  signedIn: boolean;
  /** 'profile': the Connect profile's own dark/light theme; default: prefers-color-scheme. */
  themes?: 'profile';
  widths?: readonly Width['name'][];
  /** Also Tab through the screen at each width: every control reached, its focus visible. */
  keyboard?: boolean;
  /** Navigates and brings the screen into the state to check; ends when it is visible. */
  open(page: Page, data: ServerData): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Helpers

const fixture = readFileSync(
  path.resolve(import.meta.dirname, '../../../shared/fixtures/shopify-orders-paid.json'),
  'utf8',
);

function baseUrl(testInfo: TestInfo): string {
  const url = testInfo.project.use.baseURL;
  if (!url) throw new Error('the project has no baseURL');
  return url;
}

function bearer(tokens: TokenPair) {
  return { authorization: `Bearer ${tokens.accessToken}` };
}

async function apiLogin(api: APIRequestContext, email: string, password: string) {
  const response = await api.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenPair;
}

async function ownedCards(api: APIRequestContext, tokens: TokenPair): Promise<OwnedCard[]> {
  const response = await api.get('/api/cards', { headers: bearer(tokens) });
  expect(response.status()).toBe(200);
  const cards: Array<{
    id: number;
    shopifyProductTitle: string;
    shopifyVariantTitle?: string | null;
    cardConfiguration: { uuid: string };
  }> = await response.json();
  return cards.map((card) => ({
    id: card.id,
    title: card.shopifyVariantTitle
      ? `${card.shopifyProductTitle} (${card.shopifyVariantTitle})`
      : card.shopifyProductTitle,
    uuid: card.cardConfiguration.uuid,
  }));
}

/** A paid shop order for a new customer; answers the token of the e-mailed verification link. */
async function inviteCustomer(api: APIRequestContext, email: string): Promise<string> {
  const order = JSON.parse(fixture);
  order.email = email;
  order.customer.email = email;
  const body = JSON.stringify(order);
  const response = await api.post('/api/shopify/webhooks/orders-paid', {
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/paid',
      'x-shopify-hmac-sha256': signShopifyBody(body, E2E.shopifySecret),
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-shop-domain': 'catalyst-e2e.myshopify.com',
    },
    data: body,
  });
  expect(response.status()).toBe(200);
  let token: string | undefined;
  await expect(async () => {
    const mails: Array<{ to: string; text: string }> = await (
      await api.get('/dev/mail.json')
    ).json();
    const mail = mails.find((m) => m.to === email && m.text.includes('/create-account/'));
    token = mail?.text.match(/\/create-account\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return token!;
}

async function setProfileTheme(data: ServerData, theme: ThemeName) {
  const { api, tokens, themedCard } = data;
  if (!api || !tokens || !themedCard) throw new Error('no themed card on this server');
  const response = await api.put(`/api/cards/${themedCard.id}/profile`, {
    headers: bearer(tokens),
    data: { theme },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Puts the owner's session where the app keeps it, before any of the app's scripts run. */
async function signIn(page: Page, tokens: TokenPair) {
  await page.addInitScript(
    (raw) => {
      const [key, value] = raw;
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [AUTH_TOKENS_STORAGE_KEY, JSON.stringify(tokens)] as const,
  );
}

/** Waits for Headless UI transitions, toasts' entrance and web fonts, so axe sees final colours. */
async function settle(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          if (document.querySelector('[data-enter], [data-leave], [data-transition]')) return false;
          return [...document.querySelectorAll('.Toastify__toast')].every((toast) =>
            toast.getAnimations().every((animation) => animation.playState !== 'running'),
          );
        }),
      { timeout: 5_000 },
    )
    .toBe(true);
}

interface Finding {
  run: string;
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/**
 * One axe run. Serious and critical violations fail the test; the rest (minor or moderate
 * violations, and what axe could not decide and leaves for review) is attached to the test's
 * report as `axe-review.txt`.
 */
async function runAxe(page: Page, run: string): Promise<{ blocking: Finding[]; review: string[] }> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      run,
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
      ),
    }));
  const review = [
    ...results.violations
      .filter((violation) => !BLOCKING_IMPACTS.has(violation.impact ?? ''))
      .map((v) => ({ kind: 'violation', result: v })),
    ...results.incomplete.map((v) => ({ kind: 'needs review', result: v })),
  ].map(
    ({ kind, result }) =>
      `[${run}] ${kind}: ${result.id} (${result.impact ?? 'no impact'}): ${result.nodes
        .map((node) => {
          const checks = [...node.any, ...node.all, ...node.none].map((c) => c.message);
          return `${node.target.join(' ')}${checks.length ? ` — ${checks.join('; ')}` : ''}`;
        })
        .join(' | ')}`,
  );
  return { blocking, review };
}

function report(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.run}] ${f.id} (${f.impact}): ${f.help}\n  ${f.helpUrl}\n${f.targets.map((t) => `    - ${t}`).join('\n')}`,
    )
    .join('\n');
}

const clocks = new WeakSet<Page>();

/** Lets the test move the page's clock on (installed once: it lives as long as the page). */
async function installClock(page: Page) {
  if (clocks.has(page)) return;
  await page.clock.install();
  clocks.add(page);
}

const heldTimeouts = new WeakSet<Page>();

/**
 * Keeps the page's timers of exactly `delay` ms from firing, so a screen that moves on by
 * itself (Logout, after 3 s) stays put while axe checks it. Playwright's clock cannot do this:
 * axe needs the page's other timers running.
 */
async function holdTimeoutsOf(page: Page, delay: number) {
  if (heldTimeouts.has(page)) return;
  await page.addInitScript((held) => {
    const setTimeoutBefore = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      timeout === held ? 0 : setTimeoutBefore(handler, timeout, ...args)) as typeof setTimeout;
  }, delay);
  heldTimeouts.add(page);
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
}

// ---------------------------------------------------------------------------------------------
// The screens

const heading = (page: Page, name: string | RegExp, level?: number) =>
  page.getByRole('heading', level ? { name, level } : { name });

function card(data: ServerData, title: RegExp = /./): OwnedCard {
  const found = data.cards?.find((c) => title.test(c.title));
  if (!found) throw new Error(`no card matching ${title}`);
  return found;
}

async function openCardDetail(page: Page, cardId: number) {
  await page.goto(`/cards/${cardId}/edit`);
  await expect(page.getByRole('button', { name: 'Actions' })).toBeVisible();
  await expect(heading(page, 'QR Code & Download', 2)).toBeVisible();
}

/**
 * Opens a menu and checks what axe can only flag for review on a button with aria-haspopup:
 * that its aria-controls names the open menu (Headless UI renders the menu in a portal).
 */
async function openMenu(page: Page, buttonName: string, itemName: string) {
  const button = page.getByRole('button', { name: buttonName });
  await button.click();
  await expect(page.getByRole('menuitem', { name: itemName })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const controls = await button.getAttribute('aria-controls');
  expect(controls, 'the menu button names its menu').toBeTruthy();
  await expect(page.locator(`[id="${controls}"]`)).toHaveAttribute('role', 'menu');
}

const openActionsMenu = (page: Page) => openMenu(page, 'Actions', 'Download vCard');
const openUserMenu = (page: Page) => openMenu(page, 'Open user menu', 'Your profile');

async function openSettings(page: Page, route = '/settings') {
  await page.goto(route);
  await expect(heading(page, 'Settings', 1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
}

async function openEditor(page: Page, cardId: number) {
  await page.goto(`/cards/${cardId}/profile/edit`);
  await expect(page.getByLabel('My Connect Handle')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live preview' })).toBeVisible();
}

const SCREENS: Screen[] = [
  // Signed out (main).
  {
    name: 'Login',
    keyboard: true,
    server: 'main',
    signedIn: false,
    async open(page) {
      await page.goto('/login');
      await expect(heading(page, 'Sign in to your account')).toBeVisible();
    },
  },
  {
    name: 'Login with validation errors',
    server: 'main',
    signedIn: false,
    async open(page) {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('You must provide a email to log in')).toBeVisible();
    },
  },
  {
    name: 'Logout',
    server: 'main',
    signedIn: false,
    async open(page) {
      // The screen moves on to Login after 3 s (LOGOUT_REDIRECT_DELAY_MS): hold that timer.
      await holdTimeoutsOf(page, LOGOUT_REDIRECT_DELAY_MS);
      await page.goto('/logout');
      await expect(heading(page, 'Logging you out now.')).toBeVisible();
    },
  },
  {
    name: 'Forgot password',
    keyboard: true,
    server: 'main',
    signedIn: false,
    async open(page) {
      await page.goto('/forgot-password');
      await expect(heading(page, 'Send Password Reset Instructions')).toBeVisible();
    },
  },
  {
    name: 'Reset password',
    keyboard: true,
    server: 'main',
    signedIn: false,
    async open(page) {
      await page.goto('/password-reset/some-token');
      await expect(heading(page, 'Update Your Password')).toBeVisible();
      await expect(page.getByLabel('Password Confirmation', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'Create account (form, real token)',
    keyboard: true,
    server: 'main',
    signedIn: false,
    async open(page, data) {
      await page.goto(`/create-account/${data.pendingToken}`);
      await expect(heading(page, 'Create Your Account')).toBeVisible();
      await expect(page.getByLabel('First Name')).toHaveValue('Grace');
    },
  },
  {
    name: 'Create account with validation errors',
    server: 'main',
    signedIn: false,
    async open(page, data) {
      await page.goto(`/create-account/${data.pendingToken}`);
      // Empty passwords: the form stops before sending, so the invitation stays unused.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: 'Create account (already verified)',
    keyboard: true,
    server: 'main',
    signedIn: false,
    async open(page, data) {
      await page.goto(`/create-account/${data.usedToken}`);
      await expect(heading(page, 'Your Account Is Already Verified')).toBeVisible();
    },
  },
  {
    name: 'Create account (invalid token)',
    keyboard: true,
    server: 'main',
    signedIn: false,
    async open(page) {
      await page.goto('/create-account/not-a-real-token');
      await expect(heading(page, 'Unable To Verify Your Account')).toBeVisible();
    },
  },
  {
    name: 'Verify notice',
    keyboard: true,
    server: 'main',
    signedIn: false,
    async open(page) {
      await page.goto('/create-account-notification?name=Grace&email=grace%40example.com');
      await expect(heading(page, 'Please Help Us Verify Your Account')).toBeVisible();
    },
  },
  {
    name: "Error page 'Oops!' (unknown route)",
    keyboard: true,
    server: 'main',
    signedIn: false,
    async open(page) {
      await page.goto('/no/such/page');
      await expect(heading(page, 'Oops!')).toBeVisible();
    },
  },
  {
    name: 'Public profile of an owner without a subscription',
    keyboard: true,
    server: 'main',
    signedIn: false,
    async open(page, data) {
      await page.goto(`/u/${card(data).uuid}`);
      await expect(page.getByRole('link', { name: 'Download Contact' })).toBeVisible();
    },
  },
  {
    name: 'Public profile not found (server page)',
    server: 'main',
    signedIn: false,
    async open(page) {
      await page.goto('/u/nobody-at-all');
      await expect(heading(page, "This profile doesn't exist")).toBeVisible();
    },
  },

  // Signed in, no subscription (main, this spec's own owner).
  {
    name: 'Loading gate',
    server: 'main',
    signedIn: true,
    async open(page) {
      // Hold the session check so the gate stays up.
      await page.route('**/api/auth/profile', () => undefined);
      await page.goto('/');
      await expect(page.getByRole('status').getByText('Loading...')).toBeAttached();
    },
  },
  {
    name: "Home ('My Cards')",
    keyboard: true,
    server: 'main',
    signedIn: true,
    async open(page) {
      await page.goto('/');
      await expect(
        page.getByRole('list', { name: 'My Cards' }).getByRole('listitem').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'Sidebar drawer (phone)',
    server: 'main',
    signedIn: true,
    widths: ['phone'],
    async open(page) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await expect(page.getByRole('button', { name: 'Close sidebar' })).toBeVisible();
    },
  },
  {
    name: 'User menu (open)',
    server: 'main',
    signedIn: true,
    async open(page) {
      await page.goto('/');
      await openUserMenu(page);
    },
  },
  {
    name: 'Card detail (no subscription)',
    keyboard: true,
    server: 'main',
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data).id);
    },
  },
  {
    name: 'Card detail with a validation error',
    server: 'main',
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data).id);
      const emails = page.getByRole('form', { name: 'Emails' });
      await emails.getByLabel('Work Email').fill('not-an-email');
      await emails.getByRole('button', { name: 'Save' }).click();
      await expect(emails.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'Card Actions menu (open, items disabled)',
    server: 'main',
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data).id);
      await openActionsMenu(page);
    },
  },
  {
    name: "Connect profile editor: 'Upgrade Your Account' empty state",
    keyboard: true,
    server: 'main',
    signedIn: true,
    async open(page, data) {
      await page.goto(`/cards/${card(data).id}/profile/edit`);
      await expect(heading(page, 'Upgrade Your Account')).toBeVisible();
    },
  },
  {
    name: 'Settings (/settings, not subscribed)',
    keyboard: true,
    server: 'main',
    signedIn: true,
    async open(page) {
      await openSettings(page);
      await expect(page.getByText('You are not subscribed to Catalyst Connect.')).toBeVisible();
    },
  },
  {
    name: 'Settings with validation errors',
    server: 'main',
    signedIn: true,
    async open(page) {
      await openSettings(page);
      await page.getByLabel('First name *').fill('');
      await page.getByRole('button', { name: 'Save' }).first().click();
      await page.getByRole('button', { name: 'Save' }).nth(1).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(3);
    },
  },
  {
    name: "Settings with the 'Saved!' toast (top-right)",
    server: 'main',
    signedIn: true,
    async open(page) {
      await openSettings(page);
      // Saves this spec's own owner's unchanged name.
      await page.getByRole('button', { name: 'Save' }).first().click();
      await expect(page.getByText('Saved!')).toBeVisible();
    },
  },
  {
    name: 'Profile (/profile)',
    server: 'main',
    signedIn: true,
    async open(page) {
      await openSettings(page, '/profile');
    },
  },
  {
    name: 'Upgrade (/subscribe, sandbox card form)',
    keyboard: true,
    server: 'main',
    signedIn: true,
    async open(page) {
      await page.goto('/subscribe');
      await expect(heading(page, 'Upgrade To Catalyst Connect', 1)).toBeVisible();
      await expect(page.getByLabel('Card number')).toBeVisible();
    },
  },
  {
    name: 'Upgrade with a declined card',
    server: 'main',
    signedIn: true,
    async open(page) {
      await page.goto('/subscribe');
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiration date').fill('1234');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
      ).toBeVisible();
    },
  },
  {
    name: 'Subscription confirmation (waiting)',
    server: 'main',
    signedIn: true,
    async open(page) {
      await page.goto('/subscribe/confirmation');
      await expect(page.getByText('Confirming your subscription...')).toBeVisible();
    },
  },
  {
    name: 'Subscription confirmation (after a minute)',
    keyboard: true,
    server: 'main',
    signedIn: true,
    async open(page) {
      await installClock(page);
      await page.goto('/subscribe/confirmation');
      await expect(page.getByText('Confirming your subscription...')).toBeVisible();
      await page.clock.fastForward(61_000);
      await expect(page.getByRole('link', { name: 'Return home' })).toBeVisible();
    },
  },
  {
    name: 'Subscription confirmation (payment failed)',
    server: 'main',
    signedIn: true,
    async open(page) {
      await page.goto('/subscribe/confirmation?redirect_status=failed');
      await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    },
  },
  {
    name: 'Billing portal (sandbox, not subscribed)',
    keyboard: true,
    server: 'main',
    signedIn: true,
    async open(page) {
      await page.goto('/billing/portal');
      await expect(page.getByText('Catalyst Connect, $10 / month')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade To Catalyst Connect' })).toBeVisible();
    },
  },
  {
    name: 'Messages (none yet)',
    server: 'main',
    signedIn: true,
    async open(page) {
      await page.goto('/messages');
      await expect(heading(page, 'No messages yet')).toBeVisible();
    },
  },

  // Signed in with an active subscription (profile, the demo owner).
  {
    name: 'Card detail (subscribed)',
    keyboard: true,
    server: 'profile',
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data, /Metal/).id);
    },
  },
  {
    name: 'Card Actions menu (open, items enabled)',
    server: 'profile',
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data, /Metal/).id);
      await openActionsMenu(page);
      await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeEnabled();
    },
  },
  {
    name: 'Connect profile editor',
    keyboard: true,
    server: 'profile',
    signedIn: true,
    themes: 'profile',
    async open(page, data) {
      await openEditor(page, data.themedCard!.id);
    },
  },
  {
    name: "Connect profile editor: 'disabled in edit mode' toast",
    server: 'profile',
    signedIn: true,
    async open(page, data) {
      await openEditor(page, data.themedCard!.id);
      const preview = page.getByRole('region', { name: 'Live preview' });
      await preview.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Contact form is disabled in edit mode')).toBeVisible();
    },
  },
  {
    name: 'Public profile (/u/{uuid}, server-rendered)',
    server: 'profile',
    signedIn: false,
    themes: 'profile',
    async open(page, data) {
      await page.goto(`/u/${data.themedCard!.uuid}`);
      await expect(heading(page, "Let's Connect!", 2)).toBeVisible();
      // Hydrated: the page's script has taken over the server's HTML.
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    },
  },
  {
    name: 'Settings (subscribed, with the cancel box)',
    keyboard: true,
    server: 'profile',
    signedIn: true,
    async open(page) {
      await openSettings(page);
      await expect(page.getByTestId('cancel-subscription-box')).toBeVisible();
    },
  },
  {
    name: 'Cancel subscription confirmation dialog (open, not confirmed)',
    server: 'profile',
    signedIn: true,
    async open(page) {
      await openSettings(page);
      await page
        .getByTestId('cancel-subscription-box')
        .getByRole('button', { name: 'Cancel Subscription' })
        .click();
      await expect(page.getByRole('dialog')).toContainText(
        'Are you sure you want to cancel your subscription?',
      );
    },
  },
  {
    name: 'Billing portal (sandbox, subscribed)',
    keyboard: true,
    server: 'profile',
    signedIn: true,
    async open(page) {
      await page.goto('/billing/portal');
      await expect(page.getByText('Catalyst Connect, $10 / month')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    },
  },
  {
    name: 'Messages (an unread message)',
    server: 'profile',
    signedIn: true,
    async open(page) {
      await page.goto('/messages');
      await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
      await expect(page.getByText('New', { exact: true }).first()).toBeVisible();
    },
  },

  {
    name: 'Messages (a message opened)',
    keyboard: true,
    server: 'profile',
    signedIn: true,
    async open(page) {
      await page.goto('/messages');
      const item = page
        .getByRole('list', { name: 'Messages' })
        .getByRole('button', { name: /Axe Visitor/ })
        .first();
      await item.click();
      await expect(item).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('link', { name: 'axe.visitor@example.com' }).first(),
      ).toBeVisible();
    },
  },
  // The short-timeout server.
  {
    name: "Inactivity warning dialog ('Are you still there?')",
    server: 'inactivity',
    signedIn: true,
    async open(page) {
      await page.goto('/');
      await expect(heading(page, 'My Cards')).toBeVisible();
      await expect(heading(page, 'Are you still there?')).toBeVisible({ timeout: 8_000 });
    },
  },
];

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

const RELOGIN_AFTER_MS = 10 * 60_000;

/** This server's data, prepared once per worker on first use, with a session still fresh. */
async function dataFor(server: Server, testInfo: TestInfo) {
  if (!data[server].api) {
    const api = await requestFactory.newContext({ baseURL: baseUrl(testInfo) });
    data[server] = await prepare(server, api);
  }
  const current = data[server];
  if (Date.now() - (current.loggedInAt ?? 0) > RELOGIN_AFTER_MS && current.login) {
    current.tokens = await current.login();
    current.loggedInAt = Date.now();
  }
  return current;
}

test.afterAll(async () => {
  for (const current of Object.values(data)) {
    await current.api?.dispose();
    current.api = undefined;
  }
});

/** Skips the group's tests on every project but the server's own (its baseURL says which). */
function onlyOn(server: Server) {
  const url = `http://127.0.0.1:${E2E.ports[server]}`;
  test.skip(({ baseURL }) => baseURL !== url, `runs on the '${server}' server`);
}

/** One test per screen: axe at each width, in each theme; all findings in one failure. */
function axeTest(screen: Screen) {
  test(`axe: ${screen.name}`, async ({ page }, testInfo) => {
    const serverData = await dataFor(screen.server, testInfo);
    if (screen.signedIn) await signIn(page, serverData.tokens!);
    const findings: Finding[] = [];
    const keyboardProblems: string[] = [];
    const toReview: string[] = [];
    let runs = 0;
    try {
      for (const width of WIDTHS.filter((w) => !screen.widths || screen.widths.includes(w.name))) {
        await page.setViewportSize({ width: width.width, height: width.height });
        if (screen.themes !== 'profile') await screen.open(page, serverData);
        for (const theme of THEMES) {
          if (screen.themes === 'profile') {
            await setProfileTheme(serverData, theme);
            await screen.open(page, serverData);
            await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeVisible();
          } else {
            await page.emulateMedia({ colorScheme: theme });
          }
          await settle(page);
          const { blocking, review } = await runAxe(page, `${width.name} ${theme}`);
          findings.push(...blocking);
          toReview.push(...review);
          runs++;
        }
        if (screen.keyboard) {
          for (const problem of await checkTabOrder(page)) {
            keyboardProblems.push(`[${width.name}] ${problem}`);
          }
        }
      }
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    testInfo.annotations.push({ type: 'axe runs', description: String(runs) });
    if (toReview.length) {
      await testInfo.attach('axe-review.txt', {
        body: toReview.join('\n'),
        contentType: 'text/plain',
      });
    }
    expect(findings.length, `serious/critical axe violations:\n${report(findings)}`).toBe(0);
    expect(keyboardProblems, keyboardProblems.join('\n')).toEqual([]);
  });
}

const axeTests = (server: Server, themes?: 'profile') =>
  SCREENS.filter((s) => s.server === server && s.themes === themes).forEach(axeTest);

// The tests are independent of each other (but for the theme group below), so they spread
// over the workers.
test.describe.configure({ mode: 'parallel' });

test.describe("on the 'main' server", () => {
  onlyOn('main');
  axeTests('main');

  test('keyboard: sign in, open a card and its Actions menu, and reach Settings via the user menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await expect(heading(page, 'Sign in to your account')).toBeVisible();

    await tabTo(page, page.getByLabel('Email address'));
    await page.keyboard.type(E2E.demoEmail);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(E2E.demoPassword);
    await page.keyboard.press('Enter');
    await expect(heading(page, 'My Cards')).toBeVisible();

    const metal = page.getByRole('link', { name: /Catalyst Metal Card \(Matte Black\)/ });
    await tabTo(page, metal);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cards\/\d+\/edit$/);
    await expect(heading(page, /Morgan/, 1)).toBeVisible();

    const actions = page.getByRole('button', { name: 'Actions' });
    await tabTo(page, actions);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Download vCard' })).toBeVisible();
    // Without a subscription the first two are disabled, so the arrow keys land on the last.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Download vCard' })).toHaveAttribute(
      'data-focus',
      '',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(actions).toBeFocused();

    const userMenu = page.getByRole('button', { name: 'Open user menu' });
    await tabTo(page, userMenu, { backwards: true });
    await page.keyboard.press('Enter');
    const profileItem = page.getByRole('menuitem', { name: 'Your profile' });
    await expect(profileItem).toBeVisible();
    await expect(profileItem).toHaveAttribute('data-focus', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(heading(page, 'Settings', 1)).toBeVisible();
    await expect(page.getByLabel('First name *')).toBeVisible();
  });

  test('keyboard: on a phone the sidebar drawer opens and leads to Settings', async ({
    page,
  }, testInfo) => {
    const api = await requestFactory.newContext({ baseURL: baseUrl(testInfo) });
    await signIn(page, await apiLogin(api, E2E.demoEmail, E2E.demoPassword));
    await api.dispose();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(heading(page, 'My Cards')).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Open sidebar' }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Settings' })).toBeVisible();
    await tabTo(page, drawer.getByRole('link', { name: 'Settings' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(heading(page, 'Settings', 1)).toBeVisible();
  });
});

test.describe("on the 'profile' server", () => {
  onlyOn('profile');
  axeTests('profile');

  test('keyboard: the cancel confirmation holds the focus, and Escape closes it without cancelling', async ({
    page,
  }, testInfo) => {
    const serverData = await dataFor('profile', testInfo);
    await signIn(page, serverData.tokens!);
    await openSettings(page);
    const box = page.getByTestId('cancel-subscription-box');
    const cancel = box.getByRole('button', { name: 'Cancel Subscription' });
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to cancel your subscription?');
    // Only Tab and Escape from here on: Enter on 'Yes, cancel' would end the subscription.
    const seen = new Set<string>();
    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((element) =>
        element.contains(document.activeElement)
          ? (document.activeElement?.textContent ?? '')
          : null,
      );
      expect(inside, 'Tab keeps the focus inside the dialog').not.toBeNull();
      seen.add(inside!.trim());
    }
    expect([...seen].sort()).toEqual(['No, keep it', 'Yes, cancel']);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cancel).toBeFocused();
    await expect(box).toBeVisible();
  });

  test.describe('the Connect profile in its dark and light themes', () => {
    test.describe.configure({ mode: 'serial' });
    let originalTheme: ThemeName | undefined;

    test.beforeAll(async () => {
      const testInfo = test.info();
      if (testInfo.project.name !== 'profile') return;
      const serverData = await dataFor('profile', testInfo);
      const response = await serverData.api!.get(
        `/api/cards/${serverData.themedCard!.id}/profile`,
        {
          headers: bearer(serverData.tokens!),
        },
      );
      expect(response.status()).toBe(200);
      originalTheme = (await response.json()).theme;
    });

    test.afterAll(async () => {
      if (originalTheme) await setProfileTheme(data.profile, originalTheme);
    });

    axeTests('profile', 'profile');

    test('keyboard: on the public profile every link, button and field is reached by Tab with a visible focus indicator', async ({
      page,
    }, testInfo) => {
      const serverData = await dataFor('profile', testInfo);
      for (const theme of THEMES) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width: width.width, height: width.height });
          await setProfileTheme(serverData, theme);
          await page.goto(`/u/${serverData.themedCard!.uuid}`);
          await expect(page.locator(`[data-theme="${theme}"]`)).toBeVisible();
          await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
          const problems = await checkTabOrder(page);
          expect(problems, `${width.name}, ${theme} theme:\n${problems.join('\n')}`).toEqual([]);
        }
      }
    });
  });
});

test.describe("on the 'inactivity' server", () => {
  onlyOn('inactivity');
  axeTests('inactivity');

  test('keyboard: the inactivity warning is answered with Tab and Enter', async ({
    page,
  }, testInfo) => {
    const serverData = await dataFor('inactivity', testInfo);
    await signIn(page, serverData.tokens!);
    await page.goto('/');
    const title = heading(page, 'Are you still there?');
    await expect(title).toBeVisible({ timeout: 8_000 });
    await tabTo(page, page.getByRole('button', { name: "I'm still here!" }), { max: 3 });
    await page.keyboard.press('Enter');
    await expect(title).toBeHidden();
    await expect(heading(page, 'My Cards')).toBeVisible();
  });
});

/**
 * Tabs through the whole page and answers what went wrong: a visible control that Tab never
 * reached, or one that looks the same focused as not (no outline or box-shadow appears or
 * changes). A visually hidden input (the photo pickers' file inputs) shows its focus on the
 * label that wraps it.
 */
async function checkTabOrder(page: Page): Promise<string[]> {
  const total = await page.evaluate(() => {
    const shownBy = (element: HTMLElement): Element =>
      element.getBoundingClientRect().width <= 1 ? (element.closest('label') ?? element) : element;
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    };
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    (document.activeElement as HTMLElement | null)?.blur();
    const candidates = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        !element.closest('[aria-hidden="true"], [inert]') &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    candidates.forEach((element, index) => {
      element.dataset.kbIndex = String(index);
      element.dataset.kbLook = look(shownBy(element));
      element.dataset.kbName = (
        element.getAttribute('aria-label') ||
        element.textContent?.trim() ||
        (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
        element.getAttribute('name') ||
        element.id ||
        element.tagName
      ).slice(0, 50);
    });
    return candidates.length;
  });
  expect(total, 'the page has controls to reach').toBeGreaterThan(0);

  const reached = new Map<number, boolean>();
  for (let presses = 0; presses < total * 2 + 5 && reached.size < total; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element?.dataset.kbIndex) return null;
      const shown =
        element.getBoundingClientRect().width <= 1
          ? (element.closest('label') ?? element)
          : element;
      const style = getComputedStyle(shown);
      const look = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none';
      return {
        index: Number(element.dataset.kbIndex),
        indicator: element.matches(':focus-visible') && ring && look !== element.dataset.kbLook,
      };
    });
    if (focused && !reached.has(focused.index)) reached.set(focused.index, focused.indicator);
  }
  const names = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-kb-index]')].map(
      (element) => `${element.tagName.toLowerCase()} "${element.dataset.kbName ?? ''}"`,
    ),
  );
  const problems: string[] = [];
  names.forEach((name, index) => {
    const indicator = reached.get(index);
    if (indicator === undefined) problems.push(`not reachable with Tab: ${name}`);
    else if (!indicator) problems.push(`no visible focus indicator: ${name}`);
  });
  return problems;
}
