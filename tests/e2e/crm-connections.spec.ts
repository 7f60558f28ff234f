import type { APIRequestContext, Page } from '@playwright/test';
import { COPY } from '#shared/copy';
import { crmSentences } from '#shared/copy/crm';
import { CRM_LABELS, type CrmProvider, type Integration } from '#shared/schemas/integrations';
import type { Lead } from '#shared/schemas/leads';
import { PIPEDRIVE_CUSTOM_FIELDS } from '#tests/support/crm/pipedrive-stand-in';
import { checkAtBothWidths } from './accessibility/axe';
import {
  bearer,
  E2E,
  expect,
  fillMetalCard,
  subscribeThroughApi,
  test,
  type TokenPair,
} from './fixtures';

/**
 * Salesforce, Dynamics 365 and Pipedrive (docs/product.md#integrations), each through the local
 * stand-in start-server.ts starts in the server's process (their consent pages allow at once):
 * the owner connects the CRM from its section on the Integrations screen, sends the visitor's
 * job title to a custom field the CRM lists, and a visitor's lead shows 'Sent to {CRM}' on the
 * Messages screen. The stand-ins' records are out of the test's reach, so what the CRM took is
 * read from what the app says: the lead's `crm` entry `synced` (a stand-in refuses a field it
 * does not have, as the CRM does) and the map as saved. Then one owner with the three
 * connected, at a phone's and a desktop's width, and a consent link opened twice.
 */

/** Dynamics 365's environment URL: its stand-in, beside the main server (playwright.config.ts). */
const DYNAMICS_ENVIRONMENT = `http://127.0.0.1:${E2E.ports.main + E2E.dynamicsPortOffset}`;

interface Journey {
  provider: Exclude<CrmProvider, 'hubspot'>;
  /** The job title's field until the owner maps it otherwise. */
  defaultTitle: string;
  /** The custom field the stand-in lists, the job title's new place. */
  badge: { name: string; label: string };
}

const JOURNEYS: Journey[] = [
  {
    provider: 'salesforce',
    defaultTitle: 'Title',
    badge: { name: 'Badge_Code__c', label: 'Badge Code (Badge_Code__c)' },
  },
  {
    provider: 'dynamics',
    defaultTitle: 'jobtitle',
    badge: { name: 'new_badge', label: 'Badge (new_badge)' },
  },
  {
    provider: 'pipedrive',
    defaultTitle: 'job_title',
    badge: {
      name: PIPEDRIVE_CUSTOM_FIELDS.badge,
      label: `Badge (${PIPEDRIVE_CUSTOM_FIELDS.badge})`,
    },
  },
];

/** A subscribed owner's Metal card, filled and given a handle a visitor can write to. */
async function cardWithHandle(request: APIRequestContext, tokens: TokenPair, prefix: string) {
  await subscribeThroughApi(request, tokens);
  const cardId = await fillMetalCard(request, tokens);
  const handle = `${prefix}-${Date.now().toString(36)}`;
  const named = await request.put(`/api/cards/${cardId}/profile`, {
    headers: bearer(tokens),
    data: { aliasSlug: handle },
  });
  expect(named.status(), await named.text()).toBe(200);
  return handle;
}

/** Connects `provider` from its section (Dynamics 365's environment typed first): back connected. */
async function connect(page: Page, provider: CrmProvider) {
  const copy = crmSentences(provider);
  const section = page.getByRole('region', { name: CRM_LABELS[provider] });
  await expect(section.getByText(copy.intro)).toBeVisible();
  if (provider === 'dynamics') {
    await section.getByLabel('Environment URL').fill(DYNAMICS_ENVIRONMENT);
  }
  await section.getByRole('button', { name: copy.connectLabel }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByText(copy.connected)).toBeVisible();
  await expect(section.getByText('Connected', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: copy.connectLabel })).toBeHidden();
  return section;
}

async function integrations(request: APIRequestContext, tokens: TokenPair) {
  const answer = await request.get('/api/integrations', { headers: bearer(tokens) });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Integration[];
}

for (const { provider, defaultTitle, badge } of JOURNEYS) {
  const name = CRM_LABELS[provider];

  test(`the owner connects ${name}, maps a field and sees a lead sent to it`, async ({
    signedInPage: page,
    owner,
    request,
  }) => {
    const handle = await cardWithHandle(request, owner.tokens, provider);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/integrations');
    const section = await connect(page, provider);

    // The job title into a custom field, chosen among those the CRM lists.
    const map = section.getByRole('form', { name: 'Field mapping' });
    const title = map.getByRole('combobox', { name: 'Job title' });
    await expect(title).toHaveValue(defaultTitle);
    await expect(title.getByRole('option', { name: badge.label })).toBeAttached();
    await title.selectOption({ label: badge.label });
    await map.getByRole('button', { name: 'Save mapping' }).click();
    await expect(page.getByText(COPY.crmFieldMapSaved)).toBeVisible();
    expect(await integrations(request, owner.tokens)).toMatchObject([
      { provider, status: 'connected', fieldMap: { title: badge.name }, waiting: 0, failed: 0 },
    ]);

    // A visitor's lead, with a job title: the server's worker sends it within a second or two.
    const visitor = { name: `Vera ${name}`, email: `vera.${provider}@example.com` };
    const sent = await request.post(`/api/card-profiles/public/${handle}/send-message`, {
      data: { ...visitor, phone: '+1 555 0188', title: 'Badge 42', message: 'Call me.' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    await page.goto('/messages');
    const item = page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: visitor.name });
    await expect(async () => {
      await page.reload();
      await expect(item.getByText(crmSentences(provider).sent)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const leads = await request.get('/api/messages', { headers: bearer(owner.tokens) });
    expect(((await leads.json()) as Lead[]).find((lead) => lead.email === visitor.email)).toEqual(
      expect.objectContaining({ crm: [{ provider, status: 'synced', error: null }] }),
    );

    // Back on Integrations: the map as saved, nothing waiting or failed.
    await page.goto('/integrations');
    await expect(section.getByRole('combobox', { name: 'Job title' })).toHaveValue(badge.name);
    await expect(section.getByText('Connected', { exact: true })).toBeVisible();
    expect(await integrations(request, owner.tokens)).toMatchObject([{ waiting: 0, failed: 0 }]);
  });
}

test('three CRMs connected at both widths, and a consent link opened twice', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  await subscribeThroughApi(request, owner.tokens);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/integrations');
  // The link Salesforce's consent page sends the browser back to, as the browser opened it.
  const callback = page.waitForRequest((sent) =>
    new URL(sent.url()).pathname.endsWith('/api/integrations/salesforce/callback'),
  );
  const salesforce = await connect(page, 'salesforce');
  const callbackUrl = (await callback).url();
  expect(new URL(callbackUrl).searchParams.get('state')).toBeTruthy();
  await connect(page, 'dynamics');
  await connect(page, 'pipedrive');
  expect((await integrations(request, owner.tokens)).map((crm) => crm.provider).sort()).toEqual([
    'dynamics',
    'pipedrive',
    'salesforce',
  ]);
  await checkAtBothWidths(page, 'crm-connections-integrations');

  // The same link again: its state was used, so the screen says so in Salesforce's section.
  await page.goto(callbackUrl);
  await expect(page).toHaveURL(/\/integrations$/);
  const notice = salesforce
    .getByRole('alert')
    .filter({ hasText: crmSentences('salesforce').stateInvalid });
  await expect(notice).toBeVisible();
  await expect(salesforce.getByText('Connected', { exact: true })).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
});
