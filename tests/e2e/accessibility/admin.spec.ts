import type { APIRequestContext } from '@playwright/test';
import { COPY } from '#shared/copy';
import { createAdmin } from '../admin-fixtures';
import { bearer, createOwner, expect, test, type FreshOwner } from '../fixtures';
import { disposeServerData, type ServerData } from './owners';
import { axeTests, heading, type Screen } from './screens';

/**
 * axe on the operator console, on the 'main' server, signed in as an admin of these specs' own
 * (a fresh owner made admin with the CLI, once per worker); the account page shows that
 * admin's own account, which nothing here changes (dialogs are opened, never confirmed).
 */
let admin: (FreshOwner & { id: string }) | null = null;

async function adminOf(api: APIRequestContext) {
  if (!admin) {
    const fresh = await createAdmin(api);
    const profile = await api.get('/api/auth/profile', { headers: bearer(fresh.tokens) });
    expect(profile.status()).toBe(200);
    admin = { ...fresh, id: ((await profile.json()) as { id: string }).id };
  }
  return admin;
}

async function adminSession(data: ServerData) {
  return (await adminOf(data.api!)).tokens;
}

async function openAccount(page: Parameters<Screen['open']>[0], data: ServerData) {
  const { id } = await adminOf(data.api!);
  await page.goto(`/admin/accounts/${id}`);
  await expect(heading(page, 'Ada Admin', 1)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(3);
}

const SCREENS: Screen[] = [
  {
    name: 'Admin overview',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await page.goto('/admin');
      await expect(page.getByText('Monthly recurring revenue')).toBeVisible();
    },
  },
  {
    name: 'Admin accounts (a search with results)',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await page.goto('/admin/accounts?q=example.com');
      await expect(
        page.getByRole('region', { name: 'Accounts' }).getByRole('row').nth(1),
      ).toBeVisible();
    },
  },
  {
    name: 'Admin accounts (no match)',
    signedIn: true,
    async open(page) {
      await page.goto('/admin/accounts?q=nobody-matches-this');
      await expect(page.getByText(COPY.adminNoAccounts)).toBeVisible();
    },
  },
  {
    name: 'Admin account detail',
    keyboard: true,
    signedIn: true,
    open: openAccount,
  },
  {
    name: 'Admin suspend dialog (reason missing)',
    signedIn: true,
    async open(page, data) {
      await openAccount(page, data);
      await page.getByRole('button', { name: 'Suspend', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
      await expect(dialog.getByText(COPY.reasonRequired)).toBeVisible();
    },
  },
  {
    name: 'Admin move dialog',
    signedIn: true,
    async open(page, data) {
      await openAccount(page, data);
      await page.getByRole('button', { name: 'Move', exact: true }).first().click();
      await expect(page.getByRole('dialog').getByLabel("New owner's email address")).toBeVisible();
    },
  },
  {
    name: 'Admin team detail',
    keyboard: true,
    signedIn: true,
    async open(page, data) {
      // A team of its own (an owner made for it), so no other screen's account changes.
      const teamOwner = await createOwner(data.api!, { firstName: 'Tia', lastName: 'Team' });
      const created = await data.api!.post('/api/teams', {
        headers: bearer(teamOwner.tokens),
        data: { name: 'Axe Co' },
      });
      const { id } = (await created.json()) as { id: string };
      await page.goto(`/admin/teams/${id}`);
      await expect(heading(page, 'Axe Co', 1)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Members' }).getByText('Tia Team'),
      ).toBeVisible();
    },
  },
  {
    name: 'Admin mail (pending)',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await page.goto('/admin/mail?status=pending');
      await expect(heading(page, 'Mail', 1)).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
    },
  },
  {
    name: 'Admin audit log',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await page.goto('/admin/audit');
      // A table from 'sm' up, a list of cards on a phone.
      await expect(
        page
          .getByRole('list', { name: 'Audit log' })
          .or(page.getByRole('region', { name: 'Audit log' })),
      ).toBeVisible();
    },
  },
];

// The tests are independent of each other, so they spread over the workers.
test.describe.configure({ mode: 'parallel' });
test.afterAll(disposeServerData);

for (const [title, body] of axeTests('main', SCREENS, adminSession)) test(title, body);
