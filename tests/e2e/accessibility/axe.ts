import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Accessibility: axe-core (WCAG 2.0 and 2.1 A and AA) on every screen of docs/product.md#screens
 * and its states, at a phone (390x844) and a desktop (1280x800) width and in both themes, must
 * find nothing 'serious' or 'critical'; and everything is reachable and usable with the keyboard.
 *
 * Each spec's SCREENS is its table: add a row to check another screen or state. A row with
 * `keyboard: true` is also tabbed through at each width: every visible control must be reached
 * by Tab and look different when focused (outline or box-shadow).
 *
 * One spec per server; playwright.config.ts routes each to that server's project only:
 *  - 'main': signed-out.spec.ts (the signed-out screens), owner-unsubscribed.spec.ts (the
 *    signed-in screens of an owner WITHOUT a subscription) and keyboard.spec.ts. That owner is
 *    created for these specs (a paid shop order, then account creation, see owners.ts), so
 *    nothing the other specs rely on changes; the keyboard sign-in uses the demo owner but only
 *    reads. admin.spec.ts checks the operator console as an admin of its own (admin-fixtures.ts).
 *  - 'profile': subscribed.spec.ts. The demo owner there has an active subscription: the Connect
 *    profile editor, the public profile, the cancel confirmation (opened, never confirmed) and the
 *    billing portal. Only the Bamboo card's theme is changed (connect-profile.spec.ts uses the
 *    Metal card), and it is put back; one visitor message to that card gives the Messages page
 *    something to show.
 *  - 'inactivity': inactivity-dialog.spec.ts, on the short-timeout server, for the 'Are you still
 *    there?' dialog.
 *
 * Themes: the app's own screens have no dark mode, so for them the two themes are the
 * browser's `prefers-color-scheme` light and dark (a future dark mode is covered at once); the
 * Connect profile (public page and the editor's preview) is checked in its own dark and light
 * themes. A theme in which the page renders exactly as in the one just checked (same DOM, same
 * computed colours: renderingFingerprint) takes that run's findings instead of running axe again.
 *
 * No axe rule is disabled. Left for review (in each test's `axe-review.txt`), not failures:
 * Headless UI's focus-trap guards in open dialogs (aria-hidden, 'check that focusable elements
 * are not tabbable': they only send the focus back into the dialog, which the keyboard tests
 * check), and aria-controls on menu buttons (axe cannot tell that the portalled menu exists;
 * openMenu() checks it does).
 */

export type ThemeName = 'light' | 'dark';

export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type Width = (typeof WIDTHS)[number];
export const THEMES: readonly ThemeName[] = ['light', 'dark'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Waits for Headless UI transitions, toasts' entrance and web fonts, so axe sees final colours. */
export async function settle(page: Page) {
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

/**
 * What axe's verdict on a page depends on: the DOM, and each element's (and its ::before and
 * ::after's) computed colours, backgrounds, visibility and effects, hashed in the page. Two
 * states with the same fingerprint get the same axe results, so the second run can be skipped:
 * the app's own screens have no dark mode yet, and their dark run found exactly what the light
 * run found, at twice the cost. A dark mode, or any colour that follows prefers-color-scheme,
 * changes the fingerprint and the dark run happens.
 */
export async function renderingFingerprint(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const shown = (property: string) =>
      property.includes('color') ||
      [
        'background-image',
        'box-shadow',
        'content',
        'display',
        'filter',
        'backdrop-filter',
        'mix-blend-mode',
        'opacity',
        'text-shadow',
        'visibility',
      ].includes(property);
    const properties = [...getComputedStyle(document.documentElement)].filter(shown);
    const parts = [document.documentElement.outerHTML];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        // A ::before or ::after without content is not drawn.
        if (pseudo && ['none', 'normal'].includes(style.getPropertyValue('content'))) continue;
        parts.push(properties.map((property) => style.getPropertyValue(property)).join(';'));
      }
    }
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(parts.join('\n')),
    );
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  });
}

export interface Finding {
  run: string;
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** Evaluated in place of axe-core's source where the document holds axe-core already. */
const NOTHING_TO_INJECT = ';';

/**
 * axe-core on the page, as AxeBuilder runs it, without three costs that do not change what axe
 * finds on a page without frames (together most of a run on real screens; decision 035).
 * AxeBuilder evaluates axe-core's 550 KB source on every run, twice in legacy mode (once before
 * choosing the mode, once more to inject it into each frame), which on a new document is most
 * of a run: the source is evaluated here once per document instead, and AxeBuilder is told the
 * page holds it. By default AxeBuilder also opens a blank page (a new renderer process),
 * evaluates the source there too and merges each frame's partial results in it, which is how it
 * reaches cross-origin frames. A page without frames is checked by axe.run() in the page itself
 * ("legacy mode"). A page with a frame (the e-mail signature's preview) keeps AxeBuilder's
 * default, frames and all.
 */
async function analyze(page: Page) {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const holdsAxe = await page.evaluate(() => 'axe' in window);
  if (!holdsAxe) await page.evaluate(axe.source);
  return new AxeBuilder({ page, axeSource: NOTHING_TO_INJECT })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
}

/**
 * One axe run. Serious and critical violations fail the test; the rest (minor or moderate
 * violations, and what axe could not decide and leaves for review) is attached to the test's
 * report as `axe-review.txt`.
 */
export async function runAxe(
  page: Page,
  run: string,
): Promise<{ blocking: Finding[]; review: string[] }> {
  const results = await analyze(page);
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

/** One axe run that fails the test on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, run: string) {
  const { blocking } = await runAxe(page, run);
  expect(blocking, report(blocking)).toEqual([]);
}

/**
 * The screen at each width: a full-page screenshot to test-results/screens/{name}-{width}.png,
 * and axe finding nothing serious or critical; then back to 1280 x 800.
 */
export async function checkAtBothWidths(page: Page, name: string) {
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await settle(page);
    // From the top: the sticky header and the sidebar are drawn where the page is scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    await expectAccessible(page, `${name} ${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

export function report(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.run}] ${f.id} (${f.impact}): ${f.help}\n  ${f.helpUrl}\n${f.targets.map((t) => `    - ${t}`).join('\n')}`,
    )
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// Keyboard

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
}

/**
 * Tabs through the whole page and answers what went wrong: a visible control that Tab never
 * reached, or one that looks the same focused as not (no outline or box-shadow appears or
 * changes). A visually hidden input (the photo pickers' file inputs) shows its focus on the
 * label that wraps it.
 */
export async function checkTabOrder(page: Page): Promise<string[]> {
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
    // A radio group is one Tab stop (its checked radio); arrow keys move within it.
    const laterInGroup = (element: HTMLElement) =>
      element instanceof HTMLInputElement &&
      element.type === 'radio' &&
      !element.checked &&
      document.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`);
    const candidates = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        !laterInGroup(element) &&
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
