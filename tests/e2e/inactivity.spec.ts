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
