import { askForChangeTitle, COPY, notificationsLabel } from '#shared/copy';
import { checkAtBothWidths } from './accessibility/axe';
import {
  bearer,
  expect,
  injectSession,
  memberOfNewTeam,
  subscribeThroughApi,
  test,
} from './fixtures';

/**
 * Change requests (docs/product.md#change-requests): a member asks in the card editor to change
 * two fields the template locks; the team's owner approves one on the Change requests tab (its
 * label counting them) and rejects the other with a reason; the approved value shows on the
 * member's public page, and the rejection on their bell and their change requests. Axe and
 * screenshots at 390 and 1280 px on the dialog and the screen.
 */
test("a member's change of a locked field is approved onto their page, another rejected", async ({
  signedInPage: page,
  owner,
  request,
  browser,
}) => {
  test.slow();
  const headers = bearer(owner.tokens);
  const { teamId, member } = await memberOfNewTeam(request, owner, {
    team: 'Northwind',
    member: { firstName: 'Ada', lastName: 'Lovelace' },
  });
  const members = (await (
    await request.get(`/api/teams/${teamId}/members`, { headers })
  ).json()) as Array<{
    id: string;
    email: string;
  }>;
  const memberId = members.find((row) => row.email === member.email)!.id;
  const cards = (await (await request.get('/api/cards', { headers })).json()) as Array<{
    id: number;
  }>;
  const cardId = cards[0]!.id;
  for (const [url, data] of [
    [`/api/teams/${teamId}/cards`, { cardIds: [cardId] }],
    [`/api/teams/${teamId}/cards/${cardId}/assign`, { memberId }],
  ] as const) {
    const done = await request.post(url, { headers, data });
    expect(done.status(), await done.text()).toBe(200);
  }
  const saved = await request.put(`/api/teams/${teamId}/template`, {
    headers,
    data: {
      values: { workPhone: '+1 555 0100', workAddressCity: 'Oakland' },
      locked: ['workPhone', 'workAddressCity'],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await subscribeThroughApi(request, member.tokens);
  const handle = `ada-${Date.now().toString(36)}`;
  const named = await request.put(`/api/cards/${cardId}/profile`, {
    headers: bearer(member.tokens),
    data: { aliasSlug: handle },
  });
  expect(named.status(), await named.text()).toBe(200);

  // The member asks, in the card editor, beside "Set by {team}".
  const memberPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await injectSession(memberPage, member.tokens);
  await memberPage.goto(`/cards/${cardId}/edit`);
  const fieldOf = (label: string) =>
    memberPage
      .locator('div')
      .filter({ has: memberPage.getByLabel(label, { exact: true }) })
      .last();
  await expect(memberPage.getByLabel('Work Phone', { exact: true })).toHaveValue('+1 555 0100');
  await fieldOf('Work Phone').getByRole('button', { name: COPY.askForChange }).click();
  const dialog = memberPage.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: askForChangeTitle('Work Phone') }),
  ).toBeVisible();
  await dialog.getByLabel(COPY.changeRequestNewValue).fill('+49 30 1234');
  await dialog.getByLabel(COPY.changeRequestNote).fill('I work from Berlin now.');
  await checkAtBothWidths(memberPage, 'change-request-dialog');
  await dialog.getByRole('button', { name: COPY.changeRequestSend }).click();
  await expect(dialog).toBeHidden();
  await expect(fieldOf('Work Phone').getByText(COPY.changeRequested)).toBeVisible();
  await fieldOf('City').getByRole('button', { name: COPY.askForChange }).click();
  await dialog.getByLabel(COPY.changeRequestNewValue).fill('Berlin');
  await dialog.getByRole('button', { name: COPY.changeRequestSend }).click();
  await expect(fieldOf('City').getByText(COPY.changeRequested)).toBeVisible();

  // The owner decides on the Change requests tab, which counts the two.
  await page.goto('/team');
  await page
    .getByRole('navigation', { name: 'Team sections' })
    .getByRole('link', { name: 'Change requests (2)' })
    .click();
  await expect(page).toHaveURL('/team/change-requests');
  const waiting = page.getByRole('region', { name: COPY.changeRequestsWaiting });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  await expect(waiting).toContainText('I work from Berlin now.');
  await checkAtBothWidths(page, 'team-change-requests');
  await waiting.getByRole('button', { name: /^Approve: .*Work Phone/ }).click();
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await waiting.getByRole('button', { name: /^Reject: .*City/ }).click();
  const reject = page.getByRole('dialog');
  await reject.getByLabel(COPY.changeRequestReason).fill('Our Berlin office opens in spring.');
  await reject.getByRole('button', { name: COPY.changeRequestReject }).click();
  await expect(reject).toBeHidden();
  await expect(waiting).toContainText(COPY.changeRequestsEmpty);
  const decided = page.getByRole('region', { name: COPY.changeRequestsDecided });
  await expect(decided).toContainText(COPY.changeRequestStatusLabels.approved);
  await expect(decided).toContainText('Our Berlin office opens in spring.');

  // The member's public page shows the approved value; their bell, both decisions.
  const publicPage = await request.get(`/u/${handle}`);
  expect(await publicPage.text()).toContain('+49 30 1234');
  await memberPage.goto('/');
  const bell = memberPage.getByRole('link', { name: notificationsLabel(0, 2) });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(memberPage).toHaveURL('/team/change-requests');
  const mine = memberPage.getByRole('region', { name: COPY.changeRequestsMine });
  await expect(mine).toContainText(COPY.changeRequestStatusLabels.rejected);
  await expect(mine).toContainText('Our Berlin office opens in spring.');
  await checkAtBothWidths(memberPage, 'member-change-requests');
  await expect(memberPage.getByRole('link', { name: notificationsLabel(0, 0) })).toBeVisible();
  await memberPage.close();
});
