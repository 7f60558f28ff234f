import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scimTokens, teamAuditLog } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { expectScimError, scimAs, teamWithScimToken } from '#tests/support/scim';
import { callAs, personWithCards, teamWithMember } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// The team's SCIM tokens (docs/product.md#scim): made and revoked by its admins, shown once,
// kept hashed; a token opens its team's SCIM service and nothing else.

describe.each(databaseKinds)('SCIM tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://cards.example.com' });
  });
  afterAll(() => t.close());

  it('shows a new token once, keeps its hash, lists it without it, and revokes it', async () => {
    const call = callAs(t);
    const { owner, teamId, token, tokenId, scim } = await teamWithScimToken(t);
    expect(token).toMatch(/^cc_scim_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.database.db
      .select()
      .from(scimTokens)
      .where(eq(scimTokens.id, tokenId));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = await call('GET', `/api/teams/${teamId}/scim-tokens`, owner.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      { id: tokenId, name: 'Entra ID', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(listed.body).not.toContain(token);

    expect((await scim('GET', '/ServiceProviderConfig')).statusCode).toBe(200);
    const used = await call('GET', `/api/teams/${teamId}/scim-tokens`, owner.headers);
    expect(used.json()[0].lastUsedAt).toBe(t.clock.now().toISOString());

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${teamId}/scim-tokens/${tokenId}`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(204);
    expectScimError(await scim('GET', '/Users'), 401);
    expect((await call('GET', `/api/teams/${teamId}/scim-tokens`, owner.headers)).json()).toEqual(
      [],
    );
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${teamId}/scim-tokens/${tokenId}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(COPY.scimTokenNotFound);

    const log = await t.deps.database.db
      .select()
      .from(teamAuditLog)
      .where(eq(teamAuditLog.teamId, teamId));
    const rows = log.filter((entry) => entry.action.startsWith('scim_token.'));
    expect(rows.map((entry) => [entry.action, entry.targetId, entry.targetLabel])).toEqual([
      ['scim_token.created', tokenId, 'Entra ID'],
      ['scim_token.revoked', tokenId, 'Entra ID'],
    ]);
  });

  it('lets admins only: 403 for a member, 404 for a stranger and another team, 401 signed out, 400 without a name', async () => {
    const call = callAs(t);
    const { admin, member, teamId } = await teamWithMember(t, 'Token Co');
    const url = `/api/teams/${teamId}/scim-tokens`;
    const refused = await call('POST', url, member.headers, { name: 'Okta' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COPY.teamAdminsOnly);
    const stranger = await personWithCards(t);
    expect((await call('GET', url, stranger.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const blank = await call('POST', url, admin.headers, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect((await call('POST', url, admin.headers, { name: 'x'.repeat(81) })).statusCode).toBe(400);
    // Another team's token id is not found here, and stays working there.
    const other = await teamWithScimToken(t, 'Other Co');
    const crossed = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${other.tokenId}`,
      headers: admin.headers,
    });
    expect(crossed.statusCode).toBe(404);
    expect((await other.scim('GET', '/Users')).statusCode).toBe(200);
    const badId = await t.app.inject({
      method: 'DELETE',
      url: `${url}/not-an-id`,
      headers: admin.headers,
    });
    expect(badId.statusCode).toBe(404);
  });

  it('answers 401 in SCIM form without a token, with an unknown one, and for a deleted team', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/scim/v2/Users' });
    expectScimError(missing, 401);
    expect(missing.json().detail).toBe(COPY.scimTokenMissing);
    const unknown = await scimAs(t, 'cc_scim_nothing')('GET', '/Users');
    expectScimError(unknown, 401);
    expect(unknown.json().detail).toBe(COPY.scimTokenInvalid);
    const { owner, teamId, scim } = await teamWithScimToken(t, 'Gone Co');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${teamId}`,
      headers: owner.headers,
      payload: { name: 'Gone Co' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expectScimError(await scim('GET', '/Users'), 401);
  });
});
