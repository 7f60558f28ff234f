import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '#tests/support/test-app';

/**
 * Two people met at a stand who gave a phone number and no e-mail (docs/product.md#capture):
 * every CRM must keep them apart, as two records, and match neither to anyone by e-mail.
 */
export const MET_WITHOUT_EMAIL = [
  {
    firstName: 'Ines',
    lastName: 'Weber',
    phone: '+49 30 1111111',
    company: 'Weber Maschinenbau',
    title: 'Buyer',
  },
  {
    firstName: 'Omar',
    lastName: 'Haddad',
    phone: '+49 30 2222222',
    company: 'Haddad Logistics',
    title: 'CTO',
  },
] as const;

/** Captures each person through POST /api/leads, as the capture screen does; answers the leads' ids. */
export async function captureInPerson(
  t: TestApp,
  headers: Record<string, string>,
  people: ReadonlyArray<Record<string, string>> = MET_WITHOUT_EMAIL,
): Promise<string[]> {
  const ids: string[] = [];
  for (const person of people) {
    const captured = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers,
      payload: { ...person, source: 'badge', clientId: randomUUID() },
    });
    expect(captured.statusCode, captured.body).toBe(201);
    ids.push(captured.json().id as string);
  }
  return ids;
}

/** Each of the owner's leads' way to its CRMs, by lead id (GET /api/messages). */
export async function crmStatesById(
  t: TestApp,
  headers: Record<string, string>,
): Promise<Map<string, Array<{ provider: string; status: string; error: string | null }>>> {
  const leads = (await t.app.inject({ url: '/api/messages', headers })).json() as Array<{
    id: string;
    crm: Array<{ provider: string; status: string; error: string | null }>;
  }>;
  return new Map(leads.map((lead) => [lead.id, lead.crm]));
}
