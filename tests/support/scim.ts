import { expect } from 'vitest';
import { teamDomains, teamSso } from '#server/db/schema';
import { callAs, personWithCards, type TeamPerson } from './teams';
import type { TestApp } from './test-app';

export const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** A team with its owner, and a SCIM token made through the API. */
export async function teamWithScimToken(t: TestApp, name = 'Directory Co') {
  const call = callAs(t);
  const owner: TeamPerson = await personWithCards(t, 2);
  const created = await call('POST', '/api/teams', owner.headers, { name });
  expect(created.statusCode, created.body).toBe(201);
  const teamId = created.json().id as string;
  const made = await call('POST', `/api/teams/${teamId}/scim-tokens`, owner.headers, {
    name: 'Entra ID',
  });
  expect(made.statusCode, made.body).toBe(201);
  const token = made.json().token as string;
  return { owner, teamId, token, tokenId: made.json().id as string, scim: scimAs(t, token) };
}

/** SCIM requests with a bearer token, bodies as application/scim+json as the providers send. */
export function scimAs(t: TestApp, token: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: object) =>
    t.app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/scim+json',
        ...(body ? { 'content-type': 'application/scim+json; charset=utf-8' } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
}

/** The team verified `domain` and signs it in with single sign-on (what the SSO part sets up). */
export async function ssoOnDomain(t: TestApp, teamId: string, domain: string) {
  const { db } = t.deps.database;
  await db.insert(teamDomains).values({
    teamId,
    domain,
    txtValue: 'verified-in-test',
    status: 'verified',
    verifiedAt: t.clock.now(),
  });
  await db
    .insert(teamSso)
    .values({ teamId, protocol: 'oidc', issuer: 'https://idp.example', clientId: 'client' })
    .onConflictDoNothing();
}

/** Expects SCIM's error form with `status` as a string. */
export function expectScimError(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  scimType?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/scim\+json/);
  const body = response.json() as Record<string, unknown>;
  expect(body.schemas).toEqual([SCIM_ERROR]);
  expect(body.status).toBe(String(status));
  expect(typeof body.detail).toBe('string');
  if (scimType) expect(body.scimType).toBe(scimType);
}
