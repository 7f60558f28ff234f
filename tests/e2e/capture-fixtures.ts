import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, expect, type TokenPair } from './fixtures';

/** What the capture journey and its helpers share with other specs that capture leads. */

export interface ServerLead {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  source: string | null;
  eventId: string | null;
  hasPhoto: boolean;
  consentedAt: string | null;
  capturedAt: string | null;
}

export async function serverLeads(
  request: APIRequestContext,
  tokens: TokenPair,
): Promise<ServerLead[]> {
  const response = await request.get('/api/messages', { headers: bearer(tokens) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerLead[];
}

export const waiting = (page: Page) => page.getByRole('region', { name: 'Leads on this phone' });

/** Types a person into the form and saves; the form is then empty, focus on 'First name'. */
export async function captureLead(
  page: Page,
  person: Partial<Record<'First name' | 'Last name' | 'Email' | 'Phone' | 'Company', string>>,
) {
  for (const [label, value] of Object.entries(person)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Save lead' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
}
