import { randomUUID } from 'node:crypto';
import { COPY } from '#shared/copy';
import { setTxtOver } from '#tests/support/dns-server';
import { checkAtBothWidths } from './accessibility/axe';
import { bearer, E2E, expect, injectSession, memberOfNewTeam, test } from './fixtures';

/**
 * A team's admin proves the company owns its domain on the Sign-in tab
 * (docs/product.md#verified-domains): claims it, is shown the TXT record to create, is told what
 * is missing when verifying too early, creates the record (here: in the server's own name server,
 * tests/support/dns-server.ts) and verifies it; a second claim is removed after the question.
 * Checked with axe and photographed at 390 and 1280 px, pending and verified.
 */
test('an admin claims a domain, creates its TXT record and verifies it', async ({
  page,
  context,
  owner,
  request,
}) => {
  const { teamId, member: admin } = await memberOfNewTeam(request, owner, {
    team: 'Sign-in Co',
    member: { firstName: 'Alan', lastName: 'Turing' },
  });
  const members = (await (
    await request.get(`/api/teams/${teamId}/members`, { headers: bearer(owner.tokens) })
  ).json()) as Array<{ id: string; email: string }>;
  const adminRow = members.find((row) => row.email === admin.email)!;
  const promoted = await request.patch(`/api/teams/${teamId}/members/${adminRow.id}`, {
    headers: bearer(owner.tokens),
    data: { role: 'admin' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await injectSession(page, admin.tokens);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/team');
  await page
    .getByRole('navigation', { name: 'Team sections' })
    .getByRole('link', { name: COPY.signInTab })
    .click();
  await expect(page).toHaveURL('/team/sign-in');
  const section = page.getByRole('region', { name: COPY.domainsHeading });
  await expect(section).toContainText(COPY.domainsEmpty);

  const domain = `acme-${randomUUID().slice(0, 8)}.example`;
  const txtName = `_catalyst-verification.${domain}`;
  await section.getByRole('textbox', { name: COPY.domainField }).fill(domain.toUpperCase());
  await section.getByRole('button', { name: COPY.addDomain }).click();
  const item = section.getByRole('listitem').filter({ hasText: domain });
  await expect(item.getByRole('heading', { name: domain })).toBeVisible();
  await expect(item).toContainText(COPY.domainStatusPending);
  await expect(item).toContainText(txtName);
  const txtValue = (await item.locator('code').nth(1).textContent())!;
  expect(txtValue).toMatch(/^catalyst-verification=[A-Za-z0-9_-]{43}$/);

  // The value's copy button puts it on the clipboard.
  const copyValue = item.getByRole('button', {
    name: `Copy the ${COPY.domainRecordValue.toLowerCase()} of the record for ${domain}`,
  });
  await copyValue.click();
  await expect(item.getByRole('status')).toHaveText(COPY.copiedNotice);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(txtValue);

  // Too early: the answer names the record looked for, under the button.
  await item.getByRole('button', { name: COPY.verifyDomain }).click();
  await expect(item.getByRole('alert')).toContainText(`No TXT record was found at ${txtName}`);
  await checkAtBothWidths(page, 'team-sign-in-pending');

  await setTxtOver(`127.0.0.1:${E2E.ports.main + E2E.dnsPortOffset}`, txtName, [txtValue]);
  await item.getByRole('button', { name: COPY.verifyDomain }).click();
  await expect(item).toContainText(COPY.domainStatusVerified);
  await expect(item).toContainText(COPY.domainVerifiedKeepRecord);
  await expect(item.getByRole('button', { name: COPY.verifyDomain })).toHaveCount(0);
  await expect(item.getByRole('alert')).toHaveCount(0);

  // A second claim, removed after the question.
  const other = `other-${randomUUID().slice(0, 8)}.example`;
  await section.getByRole('textbox', { name: COPY.domainField }).fill(other);
  await section.getByRole('button', { name: COPY.addDomain }).click();
  const otherItem = section.getByRole('listitem').filter({ hasText: other });
  await expect(otherItem).toContainText(COPY.domainStatusPending);
  await otherItem.getByRole('button', { name: COPY.removeDomain }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Remove ${other}?`);
  await dialog.getByRole('button', { name: COPY.removeDomain }).click();
  await expect(otherItem).toHaveCount(0);
  await expect(item).toContainText(COPY.domainStatusVerified);
  await checkAtBothWidths(page, 'team-sign-in-verified');

  const listed = await request.get(`/api/teams/${teamId}/domains`, {
    headers: bearer(admin.tokens),
  });
  expect(await listed.json()).toEqual([
    expect.objectContaining({ domain, status: 'verified', txtName, txtValue }),
  ]);
});
