import { SignJWT, decodeJwt } from 'jose';
import {
  bearer,
  E2E,
  expect,
  injectSession,
  loginAs,
  signInFromHome,
  storedTokens,
  test,
} from './fixtures';

// The Login screen's own tests sign in through it as the demo owner; the others start with a
// fresh owner whose session is already in the page.

test('Show reveals the typed password; a wrong one shows "Invalid login attempt" and stays on Login', async ({
  page,
}) => {
  const password = page.getByLabel('Password', { exact: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Email address').fill(E2E.demoEmail);
    await password.fill('definitely-wrong');
    await page.getByRole('button', { name: 'Show Password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('definitely-wrong');
    await expect(page.getByRole('button', { name: 'Hide Password' })).toHaveText('Hide');
    await page.screenshot({ path: `test-results/screens/login-password-shown-${width}.png` });
  }
  await page.getByRole('button', { name: 'Hide Password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login attempt');
  await expect(page).toHaveURL(/\/login$/);
});

test('Login and a signed-in deep link load their lazy routes without router warnings', async ({
  browser,
  owner,
}) => {
  const warnings: string[] = [];
  const baseURL = test.info().project.use.baseURL;
  for (const [path, heading, tokens] of [
    ['/login', 'Sign in to your account', null],
    ['/settings', 'Settings', owner.tokens],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
    });
    if (tokens) await injectSession(page, tokens);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await context.close();
  }
  expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
});

test('an empty e-mail is caught before any request', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('You must provide a email to log in')).toBeVisible();
});

test('after login a reload keeps the owner signed in', async ({ page }) => {
  await signInFromHome(page);
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Alex Morgan');
  const grid = page.getByRole('list', { name: 'My Cards' });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect(grid.getByText('Catalyst Metal Card (Matte Black)')).toBeVisible();
  await expect(grid.getByText('+1 415 555 0134')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL(/\/$/);
});

test('an expired access token is refreshed without the owner noticing', async ({
  signedInPage: page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  const tokens = await storedTokens(page);
  const claims = decodeJwt(tokens.accessToken);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer('catalyst-connect')
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E.jwtSecret));
  // Written as the next page starts, not into the page still open: a call that page makes in
  // between would refresh with the same refresh token first, and its reuse ends the session.
  await page.addInitScript(
    (pair) => {
      if (location.pathname === '/profile' && !sessionStorage.getItem('expired-set')) {
        sessionStorage.setItem('expired-set', '1');
        window.localStorage.setItem('authTokens', JSON.stringify(pair));
      }
    },
    { accessToken: expired, refreshToken: tokens.refreshToken },
  );
  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200,
  );
  await page.goto('/profile');
  await refreshed;
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  const after = await storedTokens(page);
  expect(after.accessToken).not.toBe(expired);
  expect(after.refreshToken).not.toBe(tokens.refreshToken);
});

test('a signed-out visit to /profile goes to Login and, after login, back to /profile', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
  await loginAs(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
});

test('a foreign "from" target is ignored after login', async ({ page }) => {
  await page.goto('/login?from=//evil.example/steal');
  await loginAs(page);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('Sign out shows the Logout screen, then Login, and the session is over', async ({
  signedInPage: page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Logging you out now.')).toBeVisible();
  await expect(
    page.getByText("You'll be automatically redirected in a few seconds."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('authTokens'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('on a phone the user menu names the owner and their e-mail, and a long e-mail shows whole on the card', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cards: Array<{ id: number }> = await (
    await request.get('/api/cards', { headers: bearer(owner.tokens) })
  ).json();
  const longEmail =
    'maximilian.alexander.hohenzollern-sigmaringen@very-long-company-domain.example';
  const saved = await request.put(`/api/cards/${cards[0]!.id}/configuration`, {
    headers: bearer(owner.tokens),
    data: { email: longEmail },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/');
  const shown = page.getByText(longEmail);
  await expect(shown).toBeVisible();
  // Wrapped, not cut: the element is as wide as its text needs.
  expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(owner.email)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/user-menu-390.png' });
});

test('an unknown route shows the Oops! screen with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  // A missing page is not blamed on an unexpected error.
  await expect(page.getByText("Sorry, we couldn't find that page.")).toBeVisible();
  await expect(page.getByText('Sorry, an unexpected error has occurred.')).toBeHidden();
  await expect(page.getByText('Not Found')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `test-results/screens/oops-404-${width}.png` });
  }
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('on a phone the sidebar is a drawer with Cards and Settings', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Cards' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});
