import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility/axe';
import { bearer, expect, loginAs, test } from './fixtures';

// This server runs with INACTIVITY_TIMEOUT_SECONDS=8 and INACTIVITY_WARNING_SECONDS=5.
test('the inactivity warning appears, "I\'m still here!" keeps the session, and time-out signs out, says why, and gives the unsaved edit and the screen back', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  const [card] = (await (
    await request.get('/api/cards', { headers: bearer(owner.tokens) })
  ).json()) as Array<{ id: number }>;
  const editor = `/cards/${card!.id}/edit`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(editor);
  const firstName = page.getByRole('region', { name: 'Personal' }).getByLabel('First Name');
  await firstName.fill('Alexandra');
  // Headless UI's dialog root is a zero-size wrapper; what the owner sees is its panel.
  const title = page.getByRole('heading', { name: 'Are you still there?' });
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(title).toBeVisible({ timeout: 8_000 });
  await expect(dialog).toContainText(
    /Due to inactivity, you will be logged out in \d seconds?\. Click the button below to extend your session\./,
  );
  await dialog.getByRole('button', { name: "I'm still here!" }).click();
  await expect(title).toBeHidden();
  await expect(firstName).toHaveValue('Alexandra');

  // Left alone again: warning, then the sign-out route, then Login, which says why.
  await expect(title).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText('Logging you out now.')).toBeVisible({ timeout: 8_000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  const why = page.getByRole('status').filter({ hasText: 'You were signed out' });
  await expect(why).toHaveText('You were signed out after 8 seconds without activity');
  await shoot(page, 'login-message');
  await expectAccessible(page, 'signed out for inactivity');

  // The same owner signs in again: back on the card, the unsaved edit offered back.
  await loginAs(page, owner.email, owner.password);
  await expect(page).toHaveURL(new RegExp(`${editor}$`));
  const restore = page.getByRole('group', { name: 'Restore your unsaved changes?' });
  await expect(restore).toBeVisible();
  await expect(firstName).not.toHaveValue('Alexandra');
  await shoot(page, 'restore-prompt');
  await expectAccessible(page, 'restore your unsaved changes');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(restore).toBeHidden();
  await expect(firstName).toHaveValue('Alexandra');
  await expect(
    page.getByRole('form', { name: 'Unsaved changes' }).getByText('1 unsaved change'),
  ).toBeVisible();
});

/** The state at 390 and 1280 px (the test leaves the page at 1280). */
async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/screens/drafts-${name}-${width}.png` });
  }
}

test('an owner who keeps typing without saving stays signed in on the server past its idle limit', async ({
  signedInPage: page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
  // 12 s of typing (the limit is 8 s): the page reports the activity, nothing is saved.
  for (let second = 0; second < 12; second += 1) {
    await page.keyboard.press('Shift');
    await page.waitForTimeout(1_000);
  }
  // A reload asks the server again for the owner's cards with the same session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: /Catalyst Metal Card/ }).first()).toBeVisible();
});
