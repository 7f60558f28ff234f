import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { cardMovedMessage, COPY } from '#shared/copy';
import type { AdminAccountDetail } from '#shared/schemas/admin';
import { createAdmin } from './admin-fixtures';
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

/**
 * The operator console (decision 026): an admin (a fresh owner made admin with `npm run admin --
 * grant-admin` while the server runs) finds an owner, suspends and unsuspends them, moves a
 * card, takes a profile down and reads it all in the audit log; an owner never gets near it.
 */

/** Every script the page asks for, to tell whether the console's chunk was downloaded. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
const ADMIN_CHUNK = /\/assets\/admin-console-[^/]*\.js$/;

async function signedInPage(browser: Browser, baseURL: string, owner: FreshOwner) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await injectSession(page, owner.tokens);
  return page;
}

/** The audit log: a table from 'sm' up, a list of cards on a phone (the other is hidden). */
const auditLog = (page: Page) =>
  page.getByRole('list', { name: 'Audit log' }).or(page.getByRole('region', { name: 'Audit log' }));

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

/** Opens the action's confirmation, checks a required reason is asked for, and confirms. */
async function confirmAction(
  page: Page,
  button: ReturnType<Page['getByRole']>,
  confirmLabel: string,
  reason: string,
  {
    required = false,
    email,
    keepOwnerData = false,
  }: { required?: boolean; email?: string; keepOwnerData?: boolean } = {},
) {
  await button.click();
  const dialog = page.getByRole('dialog');
  // The dialog's outer element has no size of its own: its buttons show it is open.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  if (required) {
    await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
    await expect(dialog.getByText(COPY.reasonRequired)).toBeVisible();
  }
  if (email) {
    await dialog.getByLabel("New owner's email address").fill(email);
    // A move wipes the previous owner's data unless the admin ticks this.
    const keep = dialog.getByRole('checkbox', { name: COPY.adminKeepOwnerDataLabel });
    await expect(keep).not.toBeChecked();
    if (keepOwnerData) await keep.check();
  }
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an admin suspends, unsuspends, moves a card, takes a profile down and audits it all', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await createAdmin(request);
  const owner = await createOwner(request, { firstName: 'Sue', lastName: 'Spended' });
  const scripts = recordScripts(page);
  await injectSession(page, admin.tokens);

  // The owner has the app open in a browser of their own.
  const ownerPage = await signedInPage(browser, baseURL!, owner);
  await ownerPage.goto('/');
  await expect(ownerPage.getByRole('list', { name: 'My Cards' })).toBeVisible();

  // Admin → Accounts → search by part of the e-mail → the account.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByText('Monthly recurring revenue')).toBeVisible();
  expect(
    scripts.some((path) => ADMIN_CHUNK.test(path)),
    scripts.join('\n'),
  ).toBe(true);
  await page.getByRole('link', { name: 'Accounts', exact: true }).click();
  const part = owner.email.split('@')[0]!.slice(-6).toUpperCase();
  await page.getByLabel('Search accounts').fill(part);
  const accounts = page.getByRole('region', { name: 'Accounts' });
  await expect(accounts.getByRole('row')).toHaveCount(2);
  await expect(accounts.getByText(owner.email)).toBeVisible();
  await accounts.getByRole('link', { name: 'Sue Spended' }).click();
  await expect(page.getByRole('heading', { name: 'Sue Spended', level: 1 })).toBeVisible();
  const accountId = page.url().split('/').pop()!;

  // Suspend: a reason is required; the owner's open page signs out at its next request.
  const suspendReason = `Chargeback fraud ${randomUUID().slice(0, 6)}`;
  await confirmAction(
    page,
    page.getByRole('button', { name: 'Suspend', exact: true }),
    'Suspend',
    suspendReason,
    {
      required: true,
    },
  );
  await expect(toast(page, COPY.adminAccountSuspended)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: suspendReason })).toBeVisible();
  await ownerPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Messages' })
    .click();
  // Signed out to Login (the sign-in guard may keep where they were in ?from=).
  await expect(ownerPage).toHaveURL(/\/login(\?|$)/);
  await ownerPage.getByLabel('Email address').fill(owner.email);
  await ownerPage.getByLabel('Password', { exact: true }).fill(owner.password);
  await ownerPage.getByRole('button', { name: 'Login' }).click();
  await expect(ownerPage.getByRole('alert')).toHaveText(COPY.accountSuspended);

  // Unsuspend (the reason is optional): the owner can log in again.
  await confirmAction(
    page,
    page.getByRole('button', { name: 'Unsuspend', exact: true }),
    'Unsuspend',
    'Resolved',
  );
  await expect(toast(page, COPY.adminAccountUnsuspended)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Login' }).click();
  await expect(ownerPage.getByRole('button', { name: 'Open user menu' })).toBeVisible();

  const detail = (await (
    await request.get(`/api/admin/accounts/${accountId}`, { headers: bearer(admin.tokens) })
  ).json()) as AdminAccountDetail;
  expect(detail.cards).toHaveLength(3);
  const [moved, takenDown] = detail.cards as [
    AdminAccountDetail['cards'][0],
    AdminAccountDetail['cards'][0],
  ];
  const cards = page.getByRole('list', { name: 'Cards' });
  const row = (uuid: string) => cards.getByRole('listitem').filter({ hasText: uuid });

  // A refused move shows the API's message in the dialog, which stays open to correct it.
  await row(moved.uuid).getByRole('button', { name: 'Move', exact: true }).click();
  const moveDialog = page.getByRole('dialog');
  await moveDialog.getByLabel("New owner's email address").fill(owner.email);
  await moveDialog.getByRole('button', { name: 'Move card', exact: true }).click();
  await expect(moveDialog.getByRole('alert')).toHaveText(COPY.cardAlreadyOwned);
  await moveDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(moveDialog).toBeHidden();

  // Move a card to an address without an account: it is invited.
  const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
  await confirmAction(
    page,
    row(moved.uuid).getByRole('button', { name: 'Move', exact: true }),
    'Move card',
    'Sold the business',
    {
      email: newEmail,
      keepOwnerData: true,
    },
  );
  await expect(toast(page, cardMovedMessage(newEmail, true))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cards (2)' })).toBeVisible();
  expect(await linkFromMail(request, newEmail, 'create-account')).toMatch(/^\/create-account\//);

  // Take a profile down: a reason is required; visitors get 404, the owner sees why.
  const takedownReason = `Impersonation report ${randomUUID().slice(0, 6)}`;
  await confirmAction(
    page,
    row(takenDown.uuid).getByRole('button', { name: 'Take down profile' }),
    'Take down',
    takedownReason,
    { required: true },
  );
  await expect(toast(page, COPY.adminProfileTakenDown)).toBeVisible();
  await expect(row(takenDown.uuid).getByText('Taken down', { exact: true })).toBeVisible();
  await expect(row(takenDown.uuid).getByRole('button', { name: 'Restore profile' })).toBeVisible();
  expect((await request.get(`/u/${takenDown.uuid}`)).status()).toBe(404);
  await ownerPage.goto(`/cards/${takenDown.id}/profile/edit`);
  await expect(ownerPage.getByText(COPY.profileTakenDownNotice)).toBeVisible();
  await expect(ownerPage.getByText(takedownReason)).toBeVisible();

  // The audit log has all four, with their reasons; the action filter narrows it.
  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  await page.getByLabel('Admin email').fill(admin.email);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const log = page.getByRole('region', { name: 'Audit log' });
  for (const [action, reason] of [
    ['account.suspend', suspendReason],
    ['account.unsuspend', 'Resolved'],
    ['card.move', 'Sold the business'],
    ['profile.takedown', takedownReason],
  ]) {
    await expect(
      log.getByRole('row').filter({ hasText: action }).filter({ hasText: reason! }),
    ).toHaveCount(1);
  }
  await page.getByLabel('Action', { exact: true }).selectOption('card.move');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/action=card\.move/);
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row').nth(1)).toContainText(String(moved.id));
  // The admin's choice is written in the row, and no e-mail address of an owner is.
  await expect(log.getByRole('row').nth(1)).toContainText('ownerData: — → kept');
  await expect(log.getByRole('row').nth(1)).not.toContainText(newEmail);
  await ownerPage.context().close();
});

test("an admin gives a deleted account's card to its next owner from the overview", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request);
  const leaving = await createOwner(request, { firstName: 'Lee', lastName: 'Ving' });
  const cards: Array<{ id: number }> = await (
    await request.get('/api/cards', { headers: bearer(leaving.tokens) })
  ).json();
  const cardId = cards[0]!.id;
  const deleted = await request.post('/api/auth/delete-account', {
    headers: bearer(leaving.tokens),
    data: { password: leaving.password },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);

  await injectSession(page, admin.tokens);
  await page.goto('/admin');
  const waiting = page.getByRole('list', { name: 'Cards without an owner' });
  await expect(waiting).toBeVisible();
  // Other tests' deleted accounts may be listed too: page through to this one.
  const row = waiting.getByRole('listitem').filter({ hasText: `card ${cardId}` });
  while (!(await row.isVisible())) {
    await page.getByRole('button', { name: 'Load more' }).click();
  }
  const next = `next-owner-${randomUUID().slice(0, 8)}@example.com`;
  await confirmAction(page, row.getByRole('button', { name: 'Move' }), 'Move card', 'Sold on', {
    email: next,
  });
  await expect(toast(page, cardMovedMessage(next, true))).toBeVisible();
  await expect(row).toBeHidden();
  const audit = await request.get(`/api/admin/audit?target=${cardId}&action=card.move`, {
    headers: bearer(admin.tokens),
  });
  expect((await audit.json()).items[0]).toMatchObject({ after: { ownerData: 'wiped' } });
  expect(await linkFromMail(request, next, 'create-account')).toContain('/create-account/');
});

test('an owner never sees Admin, gets 403 Oops! at /admin and never downloads the console', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  for (const path of ['/admin', '/admin/accounts', '/admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByText(`403 ${COPY.adminsOnly}`)).toBeVisible();
    // Said plainly: not an unexpected error, an area for staff.
    await expect(page.getByText(COPY.staffOnlyArea)).toBeVisible();
    await expect(page.getByText(COPY.unexpectedErrorOccurred)).toHaveCount(0);
  }
  // On a phone the drawer has no Admin either.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Admin' })).toHaveCount(0);

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => ADMIN_CHUNK.test(path))).toEqual([]);
  // And the API says the same.
  const tokens = await apiLogin(request, owner.email, owner.password);
  const refused = await request.get('/api/admin/overview', { headers: bearer(tokens) });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: COPY.adminsOnly, code: 'admins_only' });
});

/** Each console screen at a phone's and a desktop's width, saved for a person to look at. */
test('screens of the console at 390 and 1280 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(request);
  const owner = await createOwner(request, { firstName: 'Tess', lastName: 'Screenshot' });
  const headers = bearer(admin.tokens);
  const found = await (
    await request.get(`/api/admin/accounts?q=${encodeURIComponent(owner.email)}`, { headers })
  ).json();
  const accountId: string = found.items[0].id;
  const detail = (await (
    await request.get(`/api/admin/accounts/${accountId}`, { headers })
  ).json()) as AdminAccountDetail;
  for (const [path, data] of [
    [`accounts/${accountId}/suspend`, { reason: 'Screenshots of a suspended account' }],
    [`profiles/${detail.cards[0]!.uuid}/takedown`, { reason: 'Screenshots of a takedown' }],
  ] as const) {
    const response = await request.post(`/api/admin/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  }
  // A team, reached from its owner's account page (docs/product.md#teams).
  const teamOwner = await createOwner(request, { firstName: 'Theo', lastName: 'Team' });
  const team = await request.post('/api/teams', {
    headers: bearer(teamOwner.tokens),
    data: { name: 'Screenshot Co' },
  });
  expect(team.status(), await team.text()).toBe(201);
  const teamOwnerId = (
    await (
      await request.get(`/api/admin/accounts?q=${encodeURIComponent(teamOwner.email)}`, {
        headers,
      })
    ).json()
  ).items[0].id as string;
  await injectSession(page, admin.tokens);

  const screens: [name: string, open: () => Promise<void>][] = [
    [
      'overview',
      async () => {
        await page.goto('/admin');
        await expect(page.getByText('Monthly recurring revenue')).toBeVisible();
      },
    ],
    [
      'accounts',
      async () => {
        await page.goto('/admin/accounts?q=example.com');
        await expect(page.getByRole('region', { name: 'Accounts' })).toBeVisible();
      },
    ],
    [
      'account',
      async () => {
        await page.goto(`/admin/accounts/${accountId}`);
        await expect(
          page.getByRole('heading', { name: 'Tess Screenshot', level: 1 }),
        ).toBeVisible();
      },
    ],
    [
      'team',
      async () => {
        await page.goto(`/admin/accounts/${teamOwnerId}`);
        await page.getByRole('link', { name: 'Screenshot Co' }).click();
        await expect(page.getByRole('heading', { name: 'Screenshot Co', level: 1 })).toBeVisible();
        await expect(
          page
            .getByRole('region', { name: 'Members' })
            .getByRole('cell', { name: 'Owner', exact: true }),
        ).toBeVisible();
      },
    ],
    [
      'move-dialog',
      async () => {
        await page.goto(`/admin/accounts/${accountId}`);
        await page.getByRole('button', { name: 'Move', exact: true }).first().click();
        await expect(
          page.getByRole('dialog').getByLabel("New owner's email address"),
        ).toBeVisible();
      },
    ],
    [
      'mail',
      async () => {
        await page.goto('/admin/mail?status=pending');
        await expect(page.getByRole('heading', { name: 'Mail', level: 1 })).toBeVisible();
        await expect(page.getByText('Loading...')).toHaveCount(0);
      },
    ],
    [
      'audit',
      async () => {
        await page.goto(`/admin/audit?actor=${encodeURIComponent(admin.email)}`);
        await expect(auditLog(page).getByText('account.suspend')).toBeVisible();
      },
    ],
    [
      'drawer',
      async () => {
        await page.goto('/admin');
        if ((page.viewportSize()?.width ?? 0) < 1024) {
          await page.getByRole('button', { name: 'Open sidebar' }).click();
          await expect(page.getByRole('dialog').getByRole('link', { name: 'Admin' })).toBeVisible();
        }
      },
    ],
  ];
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const [name, open] of screens) {
      await open();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: `test-results/screens/admin-${name}-${size.width}.png`,
        fullPage: true,
      });
    }
  }
});
