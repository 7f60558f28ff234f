import { expect, test } from './fixtures';

// This server runs with INACTIVITY_TIMEOUT_SECONDS=8 and INACTIVITY_WARNING_SECONDS=5.
test('the inactivity warning appears, "I\'m still here!" keeps the session, and time-out signs out', async ({
  signedInPage: page,
}) => {
  await page.goto('/');
  // Headless UI's dialog root is a zero-size wrapper; what the owner sees is its panel.
  const title = page.getByRole('heading', { name: 'Are you still there?' });
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(title).toBeVisible({ timeout: 8_000 });
  await expect(dialog).toContainText(
    /Due to inactivity, you will be logged out in \d second\(s\)\. Click the button below to extend your session\./,
  );
  await dialog.getByRole('button', { name: "I'm still here!" }).click();
  await expect(title).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();

  // Left alone again: warning, then the sign-out route, then Login.
  await expect(title).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText('Logging you out now.')).toBeVisible({ timeout: 8_000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
});

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
