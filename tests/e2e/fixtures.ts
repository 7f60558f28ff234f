import { expect, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';

export { E2E };

/** Signs in through the Login screen and waits for the signed-in layout. */
export async function loginAs(
  page: Page,
  email: string = E2E.demoEmail,
  password: string = E2E.demoPassword,
) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
}

export async function signInFromHome(page: Page, email?: string, password?: string) {
  await page.goto('/login');
  await loginAs(page, email, password);
}

export async function storedTokens(
  page: Page,
): Promise<{ accessToken: string; refreshToken: string }> {
  const raw = await page.evaluate(() => window.localStorage.getItem('authTokens'));
  if (!raw) throw new Error('no authTokens in localStorage');
  return JSON.parse(raw);
}
