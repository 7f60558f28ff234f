import { expect, injectSession, test } from '../fixtures';
import { tabTo } from './axe';
import { dataFor, disposeServerData } from './owners';
import { axeTests, heading, type Screen } from './screens';

/**
 * axe and the keyboard on the short-timeout 'inactivity' server (see axe.ts). The session ends
 * 8 s after the last activity, so each width is its own test with a fresh session: a second
 * width in the same test would open the app after the first one's session went idle.
 */
const SCREENS: Screen[] = (['phone', 'desktop'] as const).map((width) => ({
  name: `Inactivity warning dialog ('Are you still there?'), ${width}`,
  signedIn: true,
  widths: [width],
  async open(page) {
    await page.goto('/');
    await expect(heading(page, 'My Cards')).toBeVisible();
    await expect(heading(page, 'Are you still there?')).toBeVisible({ timeout: 8_000 });
  },
}));

// The tests are independent of each other, so they spread over the workers.
test.describe.configure({ mode: 'parallel' });
test.afterAll(disposeServerData);

for (const [title, body] of axeTests('inactivity', SCREENS)) test(title, body);

test('keyboard: the inactivity warning is answered with Tab and Enter', async ({
  page,
}, testInfo) => {
  const serverData = await dataFor('inactivity', testInfo);
  await injectSession(page, serverData.tokens!);
  await page.goto('/');
  const title = heading(page, 'Are you still there?');
  await expect(title).toBeVisible({ timeout: 8_000 });
  await tabTo(page, page.getByRole('button', { name: "I'm still here!" }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(title).toBeHidden();
  await expect(heading(page, 'My Cards')).toBeVisible();
});
