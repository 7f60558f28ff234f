import type { APIRequestContext } from '@playwright/test';
import { COPY, departmentScopeMessage } from '#shared/copy';
import { checkAtBothWidths } from './accessibility/axe';
import {
  bearer,
  createOwner,
  expect,
  injectSession,
  linkFromMail,
  test,
  type FreshOwner,
} from './fixtures';

/**
 * Departments (docs/product.md#departments): the owner creates two on the Departments tab, moves
 * a member into one on Members and makes another its admin; that admin signs in to a Team area
 * of their department alone, says so on top, lists its people only and invites into it. Axe
 * checks the Departments tab and the limited Members screen, photographed at 390 and 1280 px.
 */

/** A fresh person with the given name who joined the team through the invitation's mail. */
async function joinedAs(
  api: APIRequestContext,
  owner: FreshOwner,
  teamId: string,
  name: { firstName: string; lastName: string },
): Promise<FreshOwner> {
  const person = await createOwner(api, name);
  const invited = await api.post(`/api/teams/${teamId}/members`, {
    headers: bearer(owner.tokens),
    data: { email: person.email, ...name },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = (await linkFromMail(api, person.email, 'join-team')).split('/').pop()!;
  const joined = await api.post('/api/teams/join', {
    headers: bearer(person.tokens),
    data: { token },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  return person;
}

test('an owner sets up two departments and a department admin runs theirs', async ({
  signedInPage: page,
  owner,
  request,
  browser,
}) => {
  const created = await request.post('/api/teams', {
    headers: bearer(owner.tokens),
    data: { name: `Departments ${Date.now().toString(36)}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { id: string }).id;
  await joinedAs(request, owner, teamId, { firstName: 'Ada', lastName: 'Lovelace' });
  const bob = await joinedAs(request, owner, teamId, { firstName: 'Bob', lastName: 'Builder' });

  await page.goto('/team');
  const tabs = page.getByRole('navigation', { name: 'Team sections' });
  await tabs.getByRole('link', { name: 'Departments' }).click();
  await expect(page).toHaveURL('/team/departments');
  await expect(page.getByText(COPY.noDepartmentsYet)).toBeVisible();
  for (const name of ['Sales', 'Support']) {
    await page.getByLabel('Department name').fill(name);
    await page.getByRole('button', { name: 'Create department' }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    // The form empties once the list is read again.
    await expect(page.getByLabel('Department name')).toHaveValue('');
  }
  // The same name again, in another case: the API's sentence.
  await page.getByLabel('Department name').fill('sales');
  await page.getByRole('button', { name: 'Create department' }).click();
  await expect(page.getByText(COPY.departmentNameTaken)).toBeVisible();

  // On Members: Ada and Bob into Sales.
  await tabs.getByRole('link', { name: 'Members' }).click();
  for (const who of ['Ada Lovelace', 'Bob Builder']) {
    const select = page.getByLabel(`Department of ${who}`);
    await select.selectOption({ label: 'Sales' });
    await expect(select).toHaveValue(/[0-9a-f-]{36}/);
  }
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Sales' });
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'No department' });
  await expect(members.getByRole('row')).toHaveCount(2);

  // Bob runs Sales.
  await tabs.getByRole('link', { name: 'Departments' }).click();
  await page.getByRole('button', { name: 'Admins of Sales' }).click();
  await page.getByRole('checkbox', { name: 'Bob Builder' }).check();
  await page.getByRole('button', { name: 'Save admins' }).click();
  const sales = page.getByRole('row', { name: /^Sales \d/ });
  await expect(sales).toContainText('Bob Builder');
  await expect(sales).toContainText('2 people');
  await checkAtBothWidths(page, 'team-departments');

  // Bob signs in: his department alone, and the screens say so.
  const context = await browser.newContext();
  const bobsPage = await context.newPage();
  await injectSession(bobsPage, bob.tokens);
  await bobsPage.goto('/team');
  await expect(bobsPage.getByText(departmentScopeMessage('Sales'))).toBeVisible();
  const bobsTabs = bobsPage.getByRole('navigation', { name: 'Team sections' });
  await expect(bobsTabs.getByRole('link')).toHaveText([
    'Members',
    'Cards',
    'Template',
    'Insights',
    'Leads',
    'Change requests',
  ]);
  const people = bobsPage.getByRole('table', { name: 'Members' });
  await expect(people.getByRole('row')).toHaveCount(3);
  await expect(people).toContainText('Ada Lovelace');
  await expect(people).not.toContainText(owner.email);
  await expect(bobsPage.getByLabel('Role', { exact: true })).toHaveCount(0);

  const carol = `carol-${Date.now().toString(36)}@example.com`;
  await bobsPage.getByLabel('Email address').fill(carol);
  // The invitation's language, listed by each language's own name: Carol reads German.
  const language = bobsPage.getByLabel(COPY.invitationLanguageLabel);
  await expect(language).toHaveValue('en');
  await expect(language.getByRole('option')).toHaveText([
    'English',
    'Deutsch',
    'Français',
    'Español',
    'Português (Brasil)',
    'Italiano',
    'Nederlands',
    '日本語',
    'العربية',
  ]);
  await language.selectOption({ label: 'Deutsch' });
  await bobsPage.getByRole('button', { name: 'Send invitation' }).click();
  const carolsRow = people.getByRole('row').filter({ hasText: carol });
  await expect(carolsRow).toContainText('Sales');
  await expect(carolsRow).toContainText('Invited');
  await expect(async () => {
    const mails: Array<{ to: string; subject: string }> = await (
      await bobsPage.request.get('/dev/mail.json')
    ).json();
    expect(mails.find((mail) => mail.to === carol)?.subject).toBe(
      'Sie sind eingeladen, einem Team auf Catalyst Connect beizutreten',
    );
  }).toPass({ timeout: 30_000 });
  await checkAtBothWidths(bobsPage, 'team-members-department-admin');

  // A team-wide screen is not his: it says so instead.
  await bobsPage.goto('/team/billing');
  await expect(bobsPage.getByText(COPY.teamAdminsOnly)).toBeVisible();
  await context.close();
});
