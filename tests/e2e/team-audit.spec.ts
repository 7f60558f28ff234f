import { readFile } from 'node:fs/promises';
import { COPY } from '#shared/copy';
import { checkAtBothWidths } from './accessibility/axe';
import { bearer, createOwner, expect, test } from './fixtures';

/**
 * A team's owner reads the Audit log tab (docs/product.md#team-audit-log): what they did shows
 * in words, newest first; a filter by action narrows it; the CSV downloads with a byte-order
 * mark; the screen is checked with axe and photographed at 390 and 1280 px.
 */
test("a team's owner reads the audit log, filters it and downloads the CSV", async ({
  signedInPage: page,
  owner,
  request,
}) => {
  const headers = bearer(owner.tokens);
  const teamName = `Audit ${Date.now().toString(36)}`;
  const created = await request.post('/api/teams', { headers, data: { name: teamName } });
  expect(created.status(), await created.text()).toBe(201);
  const teamId = ((await created.json()) as { id: string }).id;
  const colleague = await createOwner(request, { firstName: 'Ada', lastName: 'Lovelace' });
  const invited = await request.post(`/api/teams/${teamId}/members`, {
    headers,
    data: { email: colleague.email, firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const cards = (await (await request.get('/api/cards', { headers })).json()) as Array<{
    id: number;
  }>;
  const pooled = await request.post(`/api/teams/${teamId}/cards`, {
    headers,
    data: { cardIds: [cards[0]!.id] },
  });
  expect(pooled.status(), await pooled.text()).toBe(200);
  const renamed = await request.patch(`/api/teams/${teamId}`, {
    headers,
    data: { name: `${teamName} Ltd` },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  await page.goto('/team');
  await page
    .getByRole('navigation', { name: 'Team sections' })
    .getByRole('link', { name: COPY.teamAuditTab })
    .click();
  await expect(page).toHaveURL('/team/audit');
  const log = page.getByRole('table', { name: COPY.teamAuditTab });
  const rows = log.getByRole('row');
  // The header row, then newest first: renamed, pooled, invited.
  await expect(rows.nth(1)).toContainText(COPY.teamAuditActionLabels['team.renamed']);
  await expect(rows.nth(1)).toContainText(`Before: ${teamName}; After: ${teamName} Ltd`);
  await expect(rows.nth(2)).toContainText(COPY.teamAuditActionLabels['card.pooled']);
  await expect(rows.nth(3)).toContainText(COPY.teamAuditActionLabels['member.invited']);
  await expect(rows.nth(3)).toContainText('Ada Lovelace');
  await checkAtBothWidths(page, 'team-audit');

  await page.getByLabel(COPY.teamAuditFilterAction).selectOption('member.invited');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Ada Lovelace');
  await expect(page.getByLabel(COPY.teamAuditFilterPerson)).toContainText(COPY.teamAuditEveryone);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: COPY.teamAuditDownloadCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-audit-log\.csv$/);
  const csv = await readFile(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // The screen's filter applies: the header and the one invitation.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('"member.invited"');
});
