import { expectAccessible, settle } from './accessibility/axe';
import { bearer, createOwner, expect, injectSession, linkFromMail, test } from './fixtures';

const COMPANY = 'Northwind Studio';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a member's team card shows the template's locked fields, read-only`, async ({
    owner: buyer,
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const admin = bearer(buyer.tokens);
    const teamName = `Northwind ${viewport.width}`;
    const created = await request.post('/api/teams', { headers: admin, data: { name: teamName } });
    const teamId = ((await created.json()) as { id: string }).id;
    // The buyer's order's cards go into the pool; the template is saved on them.
    const cards = (await (await request.get('/api/cards', { headers: admin })).json()) as Array<{
      id: number;
    }>;
    const pooled = await request.post(`/api/teams/${teamId}/cards`, {
      headers: admin,
      data: { cardIds: cards.map((card) => card.id) },
    });
    expect(pooled.status(), await pooled.text()).toBe(200);
    const saved = await request.put(`/api/teams/${teamId}/template`, {
      headers: admin,
      data: {
        values: { workOrganization: COMPANY, workUrl: 'https://northwind.example' },
        locked: ['workOrganization'],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(((await saved.json()) as { changedCards: number }).changedCards).toBe(cards.length);

    // A colleague with an account of their own joins and gets the first card.
    const member = await createOwner(request, { firstName: 'Ada', lastName: 'Lovelace' });
    const invited = await request.post(`/api/teams/${teamId}/members`, {
      headers: admin,
      data: { email: member.email },
    });
    const memberId = ((await invited.json()) as { id: string }).id;
    const token = (await linkFromMail(request, member.email, 'join-team')).split('/').pop();
    const joined = await request.post('/api/teams/join', {
      headers: bearer(member.tokens),
      data: { token },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    await request.post(`/api/teams/${teamId}/cards/${cards[0]!.id}/assign`, {
      headers: admin,
      data: { memberId },
    });

    await injectSession(page, member.tokens);
    await page.goto('/');
    const tile = page.getByRole('link', { name: new RegExp(`Managed by ${teamName}`) });
    await expect(tile).toHaveCount(1);
    await tile.click();
    await expect(page.getByText(`Managed by ${teamName}`)).toBeVisible();
    const company = page.getByRole('region', { name: 'Work' }).getByLabel('Organization');
    await expect(company).toHaveValue(COMPANY);
    await expect(company).not.toBeEditable();
    await expect(company).toHaveAccessibleDescription(`Set by ${teamName}`);
    // An unlocked field of the template stays the member's to change.
    const workUrl = page.getByRole('region', { name: 'Work' }).getByLabel('Work Website');
    await expect(workUrl).toHaveValue('https://northwind.example');
    await expect(workUrl).toBeEditable();
    await company.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `test-results/screens/team-card-locked-${viewport.width}.png`,
    });
    await settle(page);
    await expectAccessible(page, `team card ${viewport.width}`);
  });
}
