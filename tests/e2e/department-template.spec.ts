import { COPY, cardsWillChangeMessage, templateSavedMessage } from '#shared/copy';
import { checkAtBothWidths } from './accessibility/axe';
import { bearer, expect, injectSession, memberOfNewTeam, test } from './fixtures';

/**
 * A department's template (docs/product.md#teams, decision 059): the team's owner opens Berlin's
 * template from the company's Template screen, finds the company's locked organization set and
 * not theirs to change, sets and locks Berlin's work phone with the preview's count; the member
 * in Berlin then finds that phone on their team card, locked as the company's fields are. The
 * screen is checked with axe and photographed at 390 and 1280 px.
 */
test("a department's template reaches its member's card, locked", async ({
  signedInPage: page,
  owner,
  request,
  browser,
}) => {
  const headers = bearer(owner.tokens);
  const { teamId, member } = await memberOfNewTeam(request, owner, {
    team: 'Northwind',
    member: { firstName: 'Ada', lastName: 'Lovelace' },
  });
  const teamName = (
    (await (await request.get(`/api/teams/${teamId}`, { headers })).json()) as {
      name: string;
    }
  ).name;
  const members = (await (
    await request.get(`/api/teams/${teamId}/members`, { headers })
  ).json()) as Array<{
    id: string;
    email: string;
  }>;
  const memberId = members.find((row) => row.email === member.email)!.id;
  const made = await request.post(`/api/teams/${teamId}/departments`, {
    headers,
    data: { name: 'Berlin' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const departmentId = ((await made.json()) as { id: string }).id;
  const moved = await request.patch(`/api/teams/${teamId}/members/${memberId}`, {
    headers,
    data: { departmentId },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  // One of the owner's cards, pooled and handed to Ada.
  const cardId = (
    (await (await request.get('/api/cards', { headers })).json()) as Array<{
      id: number;
    }>
  )[0]!.id;
  await request.post(`/api/teams/${teamId}/cards`, { headers, data: { cardIds: [cardId] } });
  const assigned = await request.post(`/api/teams/${teamId}/cards/${cardId}/assign`, {
    headers,
    data: { memberId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const company = await request.put(`/api/teams/${teamId}/template`, {
    headers,
    data: { values: { workOrganization: 'Northwind Traders' }, locked: ['workOrganization'] },
  });
  expect(company.status(), await company.text()).toBe(200);

  await page.goto('/team/template');
  await page.getByRole('link', { name: 'Berlin' }).click();
  await expect(page).toHaveURL(`/team/departments/${departmentId}/template`);
  await expect(
    page.getByRole('heading', { name: 'Template of the Berlin department' }),
  ).toBeVisible();
  // The company's locked field shows its value, and is not the department's to change.
  const organization = page.getByRole('textbox', { name: 'Organization' });
  await expect(organization).toHaveValue('Northwind Traders');
  await expect(organization).not.toBeEditable();
  await expect(page.getByText(COPY.setByCompanyTemplate).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Work Phone' }).fill('+49 30 1234567');
  await page.getByRole('checkbox', { name: 'Lock Work Phone' }).check();
  await expect(
    page.getByRole('status').filter({ hasText: cardsWillChangeMessage(1) }),
  ).toBeVisible();
  await checkAtBothWidths(page, 'department-template');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(templateSavedMessage(1))).toBeVisible();

  // Ada's card carries Berlin's phone, locked, with the company's organization.
  const context = await browser.newContext();
  const ada = await context.newPage();
  await injectSession(ada, member.tokens);
  await ada.goto(`/cards/${cardId}/edit`);
  const phone = ada.getByRole('region', { name: 'Phone Numbers' }).getByLabel('Work Phone');
  await expect(phone).toHaveValue('+49 30 1234567');
  await expect(phone).not.toBeEditable();
  await expect(phone).toHaveAccessibleDescription(`Set by ${teamName}`);
  await expect(ada.getByRole('region', { name: 'Work' }).getByLabel('Organization')).toHaveValue(
    'Northwind Traders',
  );
  await phone.scrollIntoViewIfNeeded();
  await ada.screenshot({ path: 'test-results/screens/department-template-member-card.png' });
  await context.close();
});
