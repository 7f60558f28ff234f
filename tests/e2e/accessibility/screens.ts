import { expect, type Page, type TestInfo } from '@playwright/test';
import { injectSession, type TokenPair } from '../fixtures';
import {
  checkTabOrder,
  report,
  renderingFingerprint,
  runAxe,
  settle,
  THEMES,
  WIDTHS,
  type Finding,
  type Width,
} from './axe';
import { dataFor, setProfileTheme, type Server, type ServerData } from './owners';

/** A row of a spec's SCREENS table (see axe.ts). */
export interface Screen {
  name: string;
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

type AxeTest = readonly [
  title: string,
  body: ({ page }: { page: Page }, testInfo: TestInfo) => Promise<void>,
];

/**
 * One test per screen: axe at each width, in each theme; all findings in one failure. Each runs
 * on the given server's owner (see owners.ts). The spec itself calls test() with each title and
 * body, so the report names the spec's file and line rather than this one.
 */
export function axeTests(
  server: Server,
  screens: readonly Screen[],
  /** Signs in someone other than the server's owner (the admin of admin.spec.ts). */
  session?: (data: ServerData, testInfo: TestInfo) => Promise<TokenPair>,
): AxeTest[] {
  return screens.map((screen) => [`axe: ${screen.name}`, axeTest(server, screen, session)]);
}

function axeTest(
  server: Server,
  screen: Screen,
  session?: (data: ServerData, testInfo: TestInfo) => Promise<TokenPair>,
): AxeTest[1] {
  return async ({ page }, testInfo) => {
    const serverData = await dataFor(server, testInfo);
    if (screen.signedIn) {
      await injectSession(page, session ? await session(serverData, testInfo) : serverData.tokens!);
    }
    const findings: Finding[] = [];
    const keyboardProblems: string[] = [];
    const toReview: string[] = [];
    let runs = 0;
    let sameAsChecked = 0;
    try {
      for (const width of WIDTHS.filter((w) => !screen.widths || screen.widths.includes(w.name))) {
        await page.setViewportSize({ width: width.width, height: width.height });
        if (screen.themes !== 'profile') await screen.open(page, serverData);
        // The fingerprint of the state axe last checked, and what it found there.
        let checked: { fingerprint: string; blocking: Finding[]; review: string[] } | undefined;
        for (const theme of THEMES) {
          const run = `${width.name} ${theme}`;
          if (screen.themes === 'profile') {
            await setProfileTheme(serverData, theme);
            await screen.open(page, serverData);
            await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeVisible();
          } else {
            await page.emulateMedia({ colorScheme: theme });
          }
          await settle(page);
          const fingerprint = await renderingFingerprint(page);
          if (checked?.fingerprint === fingerprint) {
            // Rendered exactly as the state just checked: axe would find the same.
            findings.push(...checked.blocking.map((finding) => ({ ...finding, run })));
            toReview.push(...checked.review.map((line) => `${line} (same rendering in ${run})`));
            sameAsChecked++;
            continue;
          }
          const { blocking, review } = await runAxe(page, run);
          checked = { fingerprint, blocking, review };
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
    testInfo.annotations.push({
      type: 'axe runs',
      description: `${runs}, and ${sameAsChecked} states rendered exactly as one checked`,
    });
    if (toReview.length) {
      await testInfo.attach('axe-review.txt', {
        body: toReview.join('\n'),
        contentType: 'text/plain',
      });
    }
    expect(findings.length, `serious/critical axe violations:\n${report(findings)}`).toBe(0);
    expect(keyboardProblems, keyboardProblems.join('\n')).toEqual([]);
  };
}

// ---------------------------------------------------------------------------------------------
// Opening screens

export const heading = (page: Page, name: string | RegExp, level?: number) =>
  page.getByRole('heading', level ? { name, level } : { name });

export async function openCardDetail(page: Page, cardId: number) {
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

export const openActionsMenu = (page: Page) => openMenu(page, 'Actions', 'Download vCard');
export const openUserMenu = (page: Page) => openMenu(page, 'Open user menu', 'Your profile');

export async function openSettings(page: Page, route = '/settings') {
  await page.goto(route);
  await expect(heading(page, 'Settings', 1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
}

export async function openEditor(page: Page, cardId: number) {
  await page.goto(`/cards/${cardId}/profile/edit`);
  await expect(page.getByLabel('My Connect Handle')).toBeVisible();
  // Beside the form on wide screens; behind the floating 'Preview' button on narrow ones.
  await expect(
    page
      .getByRole('region', { name: 'Live preview' })
      .or(page.getByRole('button', { name: 'Preview' })),
  ).toBeVisible();
}

/** An editor's live preview, opening its bottom sheet first where the screen is narrow. */
export async function livePreview(page: Page) {
  const open = page.getByRole('button', { name: 'Preview' });
  // The card tab loads its preview after the page shows: wait for one of the two.
  await expect(page.getByRole('region', { name: 'Live preview' }).or(open)).toBeVisible();
  if (!(await open.isVisible())) return page.getByRole('region', { name: 'Live preview' });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Preview' });
  await expect(sheet.getByRole('region', { name: 'Live preview' })).toBeInViewport();
  return sheet.getByRole('region', { name: 'Live preview' });
}

const clocks = new WeakSet<Page>();

/** Lets the test move the page's clock on (installed once: it lives as long as the page). */
export async function installClock(page: Page) {
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
export async function holdTimeoutsOf(page: Page, delay: number) {
  if (heldTimeouts.has(page)) return;
  await page.addInitScript((held) => {
    const setTimeoutBefore = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      timeout === held ? 0 : setTimeoutBefore(handler, timeout, ...args)) as typeof setTimeout;
  }, delay);
  heldTimeouts.add(page);
}
