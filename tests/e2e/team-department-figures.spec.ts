import { readFileSync } from 'node:fs';
import { expectAccessible, settle } from './accessibility/axe';
import { bearer, expect, memberOfNewTeam, subscribeThroughApi, test } from './fixtures';

/**
 * A team's figures and leads by department (docs/product.md#departments): the owner picks a
 * department on Insights and Leads and sees its members and its leads only; the CSV follows.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px an owner reads one department's insights and leads`, async ({
    signedInPage: page,
    owner,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/screens/department-${name}-${viewport.width}.png` });
    const headers = bearer(owner.tokens);
    const { teamId, member } = await memberOfNewTeam(request, owner, {
      team: 'Figures Co',
      member: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    const department = async (name: string) =>
      (
        (await (
          await request.post(`/api/teams/${teamId}/departments`, { headers, data: { name } })
        ).json()) as { id: string }
      ).id;
    const sales = await department('Sales');
    await department('Support');
    const members = (await (
      await request.get(`/api/teams/${teamId}/members`, { headers })
    ).json()) as Array<{ id: string; email: string }>;
    const ada = members.find((row) => row.email === member.email)!;
    const moved = await request.patch(`/api/teams/${teamId}/members/${ada.id}`, {
      headers,
      data: { departmentId: sales },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    // One of the owner's cards goes to Ada, whose Connect subscription lets it take messages.
    const [card] = (await (await request.get('/api/cards', { headers })).json()) as Array<{
      id: number;
      CardConfiguration: { uuid: string };
    }>;
    await request.post(`/api/teams/${teamId}/cards`, { headers, data: { cardIds: [card!.id] } });
    const assigned = await request.post(`/api/teams/${teamId}/cards/${card!.id}/assign`, {
      headers,
      data: { memberId: ada.id },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    await subscribeThroughApi(request, member.tokens);
    const sent = await request.post(
      `/api/card-profiles/public/${card!.CardConfiguration.uuid}/send-message`,
      {
        headers: { 'sec-fetch-site': 'same-origin' },
        data: { name: 'Vera', email: 'vera@example.com', phone: '+1 555 0100', message: 'Hello' },
      },
    );
    expect(sent.status(), await sent.text()).toBe(200);

    await page.goto('/team/insights');
    const perMember = page.getByRole('table', { name: 'Insights per member' });
    await expect(perMember.getByRole('rowheader', { name: 'Ada Lovelace' })).toBeVisible();
    const perDepartment = page.getByRole('table', { name: 'Insights per department' });
    await expect(perDepartment.getByRole('rowheader')).toHaveText(['Sales', 'Support']);
    await settle(page);
    await shot('insights-all');
    await page.getByLabel('Department').selectOption({ label: 'Sales' });
    // Sales alone: Ada's row, no one else's, and no per-department table.
    await expect(perMember.getByRole('rowheader')).toHaveText(['Ada Lovelace']);
    await expect(perDepartment).toHaveCount(0);
    await settle(page);
    await shot('insights');
    await expectAccessible(page, `department insights ${viewport.width}`);

    await page.goto('/team/leads');
    const leads = page.getByRole('table', { name: 'Leads' });
    await expect(leads.getByRole('cell', { name: 'Sales', exact: true })).toBeVisible();
    await page.getByLabel('Department').selectOption({ label: 'Support' });
    await expect(page.getByText('No leads match this search.')).toBeVisible();
    await page.getByLabel('Department').selectOption({ label: 'Sales' });
    await expect(leads.getByText('Vera', { exact: true })).toBeVisible();
    const file = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await file;
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('"Department"');
    expect(csv).toContain('"Sales","Vera"');
    await settle(page);
    await shot('leads');
    await expectAccessible(page, `department leads ${viewport.width}`);
  });
}
