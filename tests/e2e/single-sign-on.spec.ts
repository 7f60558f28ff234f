import { randomBytes } from 'node:crypto';
import { COPY } from '#shared/copy';
import { ssoTestResult } from '#shared/copy/sso-errors';
import { setTxtOver } from '#tests/support/dns-server';
import { startOidcProvider, type OidcStandIn } from '../support/oidc-provider';
import { checkAtBothWidths } from './accessibility/axe';
import { bearer, E2E, expect, test } from './fixtures';

/**
 * Single sign-on (docs/product.md#single-sign-on): an admin sets up OpenID Connect on the
 * 'Sign-in' tab against a real provider (oidc-provider, started here: the server reaches it over
 * HTTP), tests it in a new tab, and a colleague signs in through it from the Login page:
 * 'Continue with single sign-on', the provider's login, back signed in. Axe checks the tab, the
 * Login page offering single sign-on and its error, photographed at 390 and 1280 px.
 *
 * The admin first verifies the team's domain in the tab's domains section; the TXT record is
 * created in the e2e server's DNS server (start-server.ts) as the company's DNS provider would.
 */

let provider: OidcStandIn;
test.beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [`http://127.0.0.1:${E2E.ports.main}/api/sso/oidc/callback`],
  });
});
test.afterAll(async () => provider.close());

test('an admin sets up OpenID Connect and a colleague signs in through it', async ({
  signedInPage: page,
  owner,
  request,
  browser,
}) => {
  const label = `sso${randomBytes(4).toString('hex')}`;
  const domain = `${label}.example`;
  const created = await request.post('/api/teams', {
    headers: bearer(owner.tokens),
    data: { name: `Journey ${label}` },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The admin: the Sign-in tab, OpenID Connect with what the identity provider gave.
  await page.goto('/team');
  const tabs = page.getByRole('navigation', { name: 'Team sections' });
  await tabs.getByRole('link', { name: COPY.signInTab }).click();
  await expect(page).toHaveURL('/team/sign-in');

  // The domain first: claimed, its TXT record created at the DNS provider, verified.
  const domains = page.getByRole('region', { name: COPY.domainsHeading });
  await domains.getByRole('textbox', { name: COPY.domainField }).fill(domain);
  await domains.getByRole('button', { name: COPY.addDomain }).click();
  const claim = domains.getByRole('listitem').filter({ hasText: domain });
  await expect(claim).toContainText(COPY.domainStatusPending);
  const txtValue = (await claim.locator('code').nth(1).textContent())!;
  await setTxtOver(
    `127.0.0.1:${E2E.ports.main + E2E.dnsPortOffset}`,
    `_catalyst-verification.${domain}`,
    [txtValue],
  );
  await claim.getByRole('button', { name: COPY.verifyDomain }).click();
  await expect(claim).toContainText(COPY.domainStatusVerified);

  await expect(page.getByRole('radio', { name: 'OpenID Connect' })).toBeChecked();
  await page.getByLabel('Issuer').fill(provider.issuer);
  await page.getByLabel('Client ID').fill(provider.clientId);
  await page.getByLabel('Client secret').fill(provider.clientSecret);
  await page.getByRole('switch', { name: 'Add people at first sign-in' }).check();
  await expect(page.getByText(COPY.ssoOwnerKeepsPassword)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(COPY.ssoSettingsSaved)).toBeVisible();
  // What to paste into the identity provider; the secret is stored, never shown.
  await expect(page.getByRole('textbox', { name: 'Redirect URI' })).toHaveValue(
    `http://127.0.0.1:${E2E.ports.main}/api/sso/oidc/callback`,
  );
  await expect(page.getByLabel('Client secret')).toHaveValue('');
  await expect(page.getByText(COPY.ssoSecretStored)).toBeVisible();
  await checkAtBothWidths(page, 'team-sign-in-sso');

  // 'Test sign-in' runs the flow in a new tab and signs no one in.
  const colleague = `colleague@${domain}`;
  provider.addPerson({
    email: colleague,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  });
  const [testTab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Test sign-in' }).click(),
  ]);
  await testTab.getByLabel('Work e-mail').fill(colleague);
  await testTab.getByRole('button', { name: 'Sign in' }).click();
  await expect(testTab.getByText(ssoTestResult(colleague, true))).toBeVisible();
  await testTab.close();

  // The colleague, in a browser of their own: the Login page offers single sign-on.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await theirs.goto('/login?ssoError=state');
  await expect(theirs.getByText(COPY.ssoErrorState)).toBeVisible();
  await theirs.goto('/login');
  await expect(theirs.getByRole('link', { name: COPY.continueWithSso })).toHaveCount(0);
  await theirs.getByLabel('Email address').fill(colleague);
  await theirs.getByLabel('Password', { exact: true }).focus();
  const continueLink = theirs.getByRole('link', { name: COPY.continueWithSso });
  await expect(continueLink).toBeVisible();
  await checkAtBothWidths(theirs, 'login-single-sign-on');
  await continueLink.click();
  await expect(
    theirs.getByRole('heading', { name: 'Sign in at the identity provider' }),
  ).toBeVisible();
  await theirs.getByLabel('Work e-mail').fill(colleague);
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  await expect(theirs.getByRole('button', { name: 'Open user menu' })).toBeVisible();

  // They joined the team at first sign-in: the admin sees them among the members.
  await page.goto('/team');
  await expect(page.getByText(colleague)).toBeVisible();
  await context.close();
});
