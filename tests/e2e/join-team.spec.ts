import type { APIRequestContext } from '@playwright/test';
import { teamWillAssignCard } from '#shared/copy';
import { expectAccessible } from './accessibility/axe';
import {
  apiLogin,
  bearer,
  createOwner,
  expect,
  injectSession,
  linkFromMail,
  test,
  type FreshOwner,
} from './fixtures';

/** A team of `owner` (made through the API), answering its id. */
async function teamOf(request: APIRequestContext, owner: FreshOwner, name: string) {
  const created = await request.post('/api/teams', {
    headers: bearer(owner.tokens),
    data: { name },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Invites `email` to the team and answers the path of the link mailed to it. */
async function invite(
  request: APIRequestContext,
  owner: FreshOwner,
  teamId: string,
  data: Record<string, string>,
) {
  const invited = await request.post(`/api/teams/${teamId}/members`, {
    headers: bearer(owner.tokens),
    data,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return linkFromMail(request, data.email!, 'join-team');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a new address creates its account from the invitation and lands in the team`, async ({
    owner,
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const teamId = await teamOf(request, owner, `Acme Robotics ${viewport.width}`);
    const email = `new-hire-${viewport.width}-${Date.now()}@example.com`;
    const link = await invite(request, owner, teamId, {
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
    });

    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: `Join Acme Robotics ${viewport.width}` }),
    ).toBeVisible();
    await expect(page.getByText(`Create your account for ${email} to join.`)).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Grace');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expectAccessible(page, `join team, new account ${viewport.width}`);
    await page.screenshot({ path: `test-results/screens/join-team-new-${viewport.width}.png` });

    await page
      .getByRole('textbox', { name: 'Password', exact: true })
      .fill('a long enough password');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('a different password');
    await page.getByRole('button', { name: 'Create Account and Join' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('a long enough password');
    await page.getByRole('button', { name: 'Create Account and Join' }).click();

    await expect(page.getByText(`You joined Acme Robotics ${viewport.width}`)).toBeVisible();
    await expect(page).toHaveURL('/');
    // Home says who gives the new colleague a card, not the shop.
    await expect(
      page.getByText(teamWillAssignCard(`Acme Robotics ${viewport.width}`)),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visit the shop' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    const tokens = await apiLogin(request, email, 'a long enough password');
    const current = await request.get('/api/teams/current', { headers: bearer(tokens) });
    expect(await current.json()).toMatchObject({ id: teamId, role: 'member' });
  });
}

test('a signed-in account of the invited address joins with one click; another account is told whose invitation it is', async ({
  owner,
  page,
  request,
}) => {
  const teamId = await teamOf(request, owner, 'Globex Sales');
  const invitee = await createOwner(request, { firstName: 'Alan', lastName: 'Turing' });
  const link = await invite(request, owner, teamId, { email: invitee.email, role: 'admin' });

  // Someone else signed in on this browser.
  const stranger = await createOwner(request);
  await injectSession(page, stranger.tokens);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join Globex Sales' })).toBeVisible();
  await expect(
    page.getByText('This invitation was sent to another e-mail address.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Globex Sales' })).toBeDisabled();
  await expectAccessible(page, 'join team, another account');

  // The invited account.
  const invited = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const second = await invited.newPage();
  await injectSession(second, invitee.tokens);
  await second.goto(link);
  await expect(second.getByText(`Invitation for ${invitee.email}`)).toBeVisible();
  await second.getByRole('button', { name: 'Join Globex Sales' }).click();
  await expect(second.getByText('You joined Globex Sales')).toBeVisible();
  await expect(second).toHaveURL('/');
  const current = await request.get('/api/teams/current', { headers: bearer(invitee.tokens) });
  expect(await current.json()).toMatchObject({ id: teamId, role: 'admin' });
  await invited.close();

  // The owner hands the team to the new admin and stays an admin.
  const ownersBrowser = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const ownerPage = await ownersBrowser.newPage();
  await injectSession(ownerPage, owner.tokens);
  await ownerPage.goto('/team');
  await expect(ownerPage.getByRole('button', { name: 'Delete team' })).toBeVisible();
  await ownerPage
    .getByRole('row', { name: /Alan Turing/ })
    .getByRole('button', { name: 'Make owner' })
    .click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Make Alan Turing the owner?' });
  await expect(dialog.getByText('You stay an admin.', { exact: false })).toBeVisible();
  await expectAccessible(ownerPage, 'hand the team over');
  await dialog.getByRole('button', { name: 'Yes, hand the team over' }).click();
  await expect(ownerPage.getByText('Alan Turing now owns Globex Sales')).toBeVisible();
  await expect(
    ownerPage
      .getByRole('row', { name: /Alan Turing/ })
      .getByRole('cell', { name: 'Owner', exact: true }),
  ).toBeVisible();
  // Deleting the team is the new owner's now.
  await expect(ownerPage.getByRole('button', { name: 'Delete team' })).toHaveCount(0);
  await expect(ownerPage.getByRole('button', { name: 'Make owner' })).toHaveCount(0);
  const after = await request.get('/api/teams/current', { headers: bearer(owner.tokens) });
  expect(await after.json()).toMatchObject({ id: teamId, role: 'admin' });
  await ownersBrowser.close();
});

test('signed out, an address with an account logs in from the invitation and comes back to join it', async ({
  owner,
  page,
  request,
}) => {
  const teamId = await teamOf(request, owner, 'Initech');
  const invitee = await createOwner(request);
  const link = await invite(request, owner, teamId, { email: invitee.email });

  await page.goto(link);
  await page.getByRole('link', { name: `Log in as ${invitee.email}` }).click();
  await expect(page).toHaveURL(/\/login\?from=/);
  await page.getByLabel('Email address').fill(invitee.email);
  await page.getByLabel('Password', { exact: true }).fill(invitee.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(link);
  await page.getByRole('button', { name: 'Join Initech' }).click();
  await expect(page.getByText('You joined Initech')).toBeVisible();
});

test('a link that is used, expired or unknown says so and what to do', async ({ page }) => {
  await page.goto('/join-team/not-a-real-invitation-token');
  await expect(page.getByRole('heading', { name: 'Unable To Open This Invitation' })).toBeVisible();
  await expect(page.getByText('This team invitation is invalid or has expired.')).toBeVisible();
  await expect(page.getByText("Ask the team's admin to send you a new invitation.")).toBeVisible();
  await expectAccessible(page, 'join team, invalid link');
});
