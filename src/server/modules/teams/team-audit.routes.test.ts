import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTemplateExceptions, teamAuditLog, teamDomains } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { TEAM_AUDIT_ACTIONS, type TeamAuditAction } from '#shared/schemas/team-audit';
import { startDnsServer, type DnsServer } from '#tests/support/dns-server';
import { startHubSpotStandIn } from '#tests/support/hubspot-stand-in';
import { startOidcProvider, type OidcStandIn } from '#tests/support/oidc-provider';
import {
  callAs,
  invitationTokenFor,
  personWithCards,
  TEAM_BILLING,
  teamWithAssignedCard,
} from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { recordTeamAudit, SYSTEM_TEAM_ACTOR } from '../audit/public';
import { SANDBOX_CONFIRM_PATH } from '../billing/routes';
import { recheckVerifiedDomains } from '../sso/recheck-domains';
import { TEAM_AUDIT_PAGE } from './team-audit-log';

// The team's audit log (decision 057): who may read it, its pages and filters, its CSV, and one
// row for each action, written by the change itself.

type Headers = Record<string, string>;

describe.each(databaseKinds)("a team's audit log on %s", (kind) => {
  let t: TestApp;
  let hubspot: Awaited<ReturnType<typeof startHubSpotStandIn>>;
  let dns: DnsServer;
  let oidc: OidcStandIn;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    hubspot = await startHubSpotStandIn();
    dns = await startDnsServer();
    oidc = await startOidcProvider({
      redirectUris: [`${TEAM_BILLING.appUrl}/api/sso/oidc/callback`],
    });
    t = await createTestApp(kind, {
      APP_URL: TEAM_BILLING.appUrl,
      HUBSPOT_CLIENT_ID: hubspot.client.id,
      HUBSPOT_CLIENT_SECRET: hubspot.client.secret,
      HUBSPOT_API_BASE: hubspot.base,
      HUBSPOT_AUTHORIZE_URL: `${hubspot.base}/oauth/authorize`,
      DATA_ENCRYPTION_KEY: 'test-data-encryption-key-0123456789-abcdef',
      DNS_SERVERS: dns.server,
    });
    call = callAs(t);
  });
  afterAll(async () => {
    await t.close();
    await hubspot.close();
    await dns.close();
    await oidc.close();
  });

  const del = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'DELETE', url, headers, ...(payload ? { payload } : {}) });
  const rowsOf = (teamId: string) =>
    t.deps.database.db
      .select()
      .from(teamAuditLog)
      .where(eq(teamAuditLog.teamId, teamId))
      .orderBy(teamAuditLog.id);

  /** Writes `n` rows straight into the team's log, the oldest first. */
  async function seed(teamId: string, n: number, action: TeamAuditAction = 'template.saved') {
    for (let i = 0; i < n; i++) {
      await recordTeamAudit(t.deps.database.db, t.clock.now(), {
        teamId,
        actor: SYSTEM_TEAM_ACTOR,
        action,
        target: { kind: 'template', id: teamId, label: `Row ${i}` },
      });
    }
  }

  it('answers the owner and admins; 404 for an outsider, 403 for a member, 401 signed out', async () => {
    const { admin, member, teamId } = await teamWithAssignedCard(t);
    const outsider = await personWithCards(t);
    for (const url of [`/api/teams/${teamId}/audit`, `/api/teams/${teamId}/audit.csv`]) {
      expect((await call('GET', url, admin.headers)).statusCode).toBe(200);
      const asMember = await call('GET', url, member.headers);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().message).toBe(COPY.teamAdminsOnly);
      const asOutsider = await call('GET', url, outsider.headers);
      expect(asOutsider.statusCode).toBe(404);
      expect(asOutsider.json().message).toBe(COPY.teamNotFound);
      expect((await call('GET', url, {})).statusCode).toBe(401);
    }
    // An unknown team is the outsider's 404.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/teams/${unknown}/audit`, admin.headers)).statusCode).toBe(404);
  });

  it('answers 400 for an unknown action and a cursor it did not give', async () => {
    const { admin, teamId } = await teamWithAssignedCard(t);
    const badAction = await call(
      'GET',
      `/api/teams/${teamId}/audit?action=card.eaten`,
      admin.headers,
    );
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().message).toBe(COPY.teamAuditUnknownAction);
    for (const cursor of ['nonsense', Buffer.from('-4').toString('base64url'), 'x'.repeat(201)]) {
      const response = await call(
        'GET',
        `/api/teams/${teamId}/audit?cursor=${cursor}`,
        admin.headers,
      );
      expect(response.statusCode, cursor).toBe(400);
    }
    const csv = await call('GET', `/api/teams/${teamId}/audit.csv?action=nope`, admin.headers);
    expect(csv.statusCode).toBe(400);
  });

  it('pages newest first with a cursor, and filters by action and by person', async () => {
    const { admin, teamId } = await teamWithAssignedCard(t);
    const before = (await rowsOf(teamId)).length;
    await seed(teamId, TEAM_AUDIT_PAGE + 5);
    const first = await call('GET', `/api/teams/${teamId}/audit`, admin.headers);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(TEAM_AUDIT_PAGE);
    expect(page1.items[0].target.label).toBe(`Row ${TEAM_AUDIT_PAGE + 4}`);
    const ids = page1.items.map((item: { id: string }) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (
      await call('GET', `/api/teams/${teamId}/audit?cursor=${page1.nextCursor}`, admin.headers)
    ).json();
    expect(second.items).toHaveLength(before + 5);
    expect(second.nextCursor).toBeNull();
    expect(Number(second.items[0].id)).toBeLessThan(ids.at(-1));

    const assigned = (
      await call('GET', `/api/teams/${teamId}/audit?action=card.assigned`, admin.headers)
    ).json();
    expect(assigned.items).toHaveLength(1);
    expect(assigned.items[0]).toMatchObject({
      action: 'card.assigned',
      actor: { kind: 'person', id: admin.id },
      target: { kind: 'card' },
    });
    const byAdmin = (
      await call('GET', `/api/teams/${teamId}/audit?actorId=${admin.id}`, admin.headers)
    ).json();
    expect(byAdmin.items.length).toBeGreaterThan(0);
    expect(
      byAdmin.items.every((item: { actor: { id: string } }) => item.actor.id === admin.id),
    ).toBe(true);
    // Another team's rows never show.
    const other = await teamWithAssignedCard(t, { name: 'Elsewhere' });
    const mine = (
      await call('GET', `/api/teams/${teamId}/audit?actorId=${other.admin.id}`, admin.headers)
    ).json();
    expect(mine.items).toEqual([]);
  });

  it('downloads the log as CSV with a byte-order mark, formulas kept as text', async () => {
    const { admin, teamId } = await teamWithAssignedCard(t);
    await recordTeamAudit(t.deps.database.db, t.clock.now(), {
      teamId,
      actor: { kind: 'person', id: admin.id, name: '=HYPERLINK("http://evil.example")' },
      action: 'team.renamed',
      target: { kind: 'team', id: teamId, label: '+SUM(A1)' },
      details: { before: 'Old', after: '@name' },
    });
    const csv = await call('GET', `/api/teams/${teamId}/audit.csv`, admin.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename=".+-audit-log\.csv"/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"When","Actor kind","Actor id","Actor","Action","What","Target kind","Target id","Target","Details"',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(`"'+SUM(A1)"`);
    expect(lines[1]).toContain(`"team.renamed","${COPY.teamAuditActionLabels['team.renamed']}"`);
    const filtered = await call(
      'GET',
      `/api/teams/${teamId}/audit.csv?action=card.pooled`,
      admin.headers,
    );
    expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 2);
  });

  /** The HubSpot round trip of a team admin, as the integrations suite makes it. */
  async function connectHubSpot(teamId: string, headers: Headers) {
    const started = await call(
      'POST',
      `/api/teams/${teamId}/integrations/hubspot/connect`,
      headers,
    );
    expect(started.statusCode, started.body).toBe(200);
    const cookie = String(started.headers['set-cookie'] ?? '').split(';')[0]!;
    const state = new URL(started.json().url as string).searchParams.get('state')!;
    hubspot.code('audit-code');
    const back = await t.app.inject({
      url: `/api/integrations/hubspot/callback?code=audit-code&state=${encodeURIComponent(state)}`,
      headers: { cookie },
    });
    expect(back.headers.location).toMatch(/hubspot=connected/);
  }

  it('writes exactly one row for each action, with its actor and target', async () => {
    const owner = await personWithCards(t, 3);
    const created = await call('POST', '/api/teams', owner.headers, { name: 'Audit Co' });
    const teamId = created.json().id as string;
    const base = `/api/teams/${teamId}`;
    const person = await personWithCards(t, 1);
    let memberId = '';
    let webhookId = '';
    let departmentId = '';
    let requestId = '';
    let eventId = '';
    let apiKey: { id: string; key: string } = { id: '', key: '' };
    const domain = 'audit-co.example';
    let domainId = '';
    const ownerActor = { kind: 'person', id: owner.id };
    const ok = (response: { statusCode: number; body: string }) => {
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    const askToChange = async (value: string) => {
      const asked = await call('POST', `${base}/change-requests`, person.headers, {
        cardId: owner.cards[0]!.id,
        field: 'company',
        value,
      });
      ok(asked);
      return asked.json().id as string;
    };
    type Step = {
      action: TeamAuditAction;
      run: () => Promise<void>;
      actor: () => { kind: string; id: string | null };
      target: () => { kind: string; id?: string };
    };
    // The company's directory (docs/product.md#scim): its token, and one change of each kind.
    let scimToken = { id: '', token: '' };
    let scimUserId = '';
    let scimGroupId = '';
    const scim = (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/scim/v2${path}`,
        headers: { authorization: `Bearer ${scimToken.token}` },
        ...(payload ? { payload } : {}),
      });
    const patchOp = (operations: object[]) => ({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: operations,
    });
    const scimActor = () => ({ kind: 'scim', id: scimToken.id });
    const scimSteps = (): Step[] => [
      {
        action: 'scim_token.created',
        run: async () => {
          const made = await call('POST', `${base}/scim-tokens`, owner.headers, { name: 'Okta' });
          ok(made);
          scimToken = made.json();
        },
        actor: () => ownerActor,
        target: () => ({ kind: 'scim-token', id: scimToken.id }),
      },
      {
        action: 'scim.user_created',
        run: async () => {
          const made = await scim('POST', '/Users', { userName: 'directory@audit.example' });
          ok(made);
          scimUserId = made.json().id;
        },
        actor: scimActor,
        target: () => ({ kind: 'member', id: scimUserId }),
      },
      {
        action: 'scim.user_updated',
        run: async () =>
          ok(
            await scim(
              'PATCH',
              `/Users/${scimUserId}`,
              patchOp([{ op: 'replace', path: 'title', value: 'Buyer' }]),
            ),
          ),
        actor: scimActor,
        target: () => ({ kind: 'member', id: scimUserId }),
      },
      {
        action: 'scim.group_created',
        run: async () => {
          const made = await scim('POST', '/Groups', {
            displayName: 'Directory group',
            members: [{ value: scimUserId }],
          });
          ok(made);
          scimGroupId = made.json().id;
        },
        actor: scimActor,
        target: () => ({ kind: 'department', id: scimGroupId }),
      },
      {
        action: 'scim.group_updated',
        run: async () =>
          ok(
            await scim(
              'PATCH',
              `/Groups/${scimGroupId}`,
              patchOp([{ op: 'replace', path: 'displayName', value: 'Directory team' }]),
            ),
          ),
        actor: scimActor,
        target: () => ({ kind: 'department', id: scimGroupId }),
      },
      {
        action: 'scim.group_deleted',
        run: async () => ok(await scim('DELETE', `/Groups/${scimGroupId}`)),
        actor: scimActor,
        target: () => ({ kind: 'department', id: scimGroupId }),
      },
      {
        action: 'scim.user_deactivated',
        run: async () =>
          ok(
            await scim(
              'PATCH',
              `/Users/${scimUserId}`,
              patchOp([{ op: 'replace', value: { active: false } }]),
            ),
          ),
        actor: scimActor,
        target: () => ({ kind: 'member', id: scimUserId }),
      },
      {
        action: 'scim.user_deleted',
        run: async () => ok(await scim('DELETE', `/Users/${scimUserId}`)),
        actor: scimActor,
        target: () => ({ kind: 'member', id: scimUserId }),
      },
      {
        action: 'scim_token.revoked',
        run: async () => ok(await del(`${base}/scim-tokens/${scimToken.id}`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'scim-token', id: scimToken.id }),
      },
    ];
    const steps: Step[] = [
      {
        action: 'member.invited',
        run: async () => {
          const invited = await call('POST', `${base}/members`, owner.headers, {
            email: person.email,
          });
          ok(invited);
          memberId = invited.json().id;
        },
        actor: () => ownerActor,
        target: () => ({ kind: 'member', id: memberId }),
      },
      {
        action: 'member.joined',
        run: async () => {
          const token = await invitationTokenFor(t, person.email);
          ok(await call('POST', '/api/teams/join', person.headers, { token }));
        },
        actor: () => ({ kind: 'person', id: person.id }),
        target: () => ({ kind: 'member', id: memberId }),
      },
      {
        action: 'department.created',
        run: async () => {
          const made = await call('POST', `${base}/departments`, owner.headers, { name: 'Sales' });
          ok(made);
          departmentId = made.json().id;
        },
        actor: () => ownerActor,
        target: () => ({ kind: 'department', id: departmentId }),
      },
      {
        action: 'member.department_changed',
        run: async () =>
          ok(await call('PATCH', `${base}/members/${memberId}`, owner.headers, { departmentId })),
        actor: () => ownerActor,
        target: () => ({ kind: 'member', id: memberId }),
      },
      {
        action: 'department.admins_changed',
        run: async () =>
          ok(
            await call('PUT', `${base}/departments/${departmentId}/admins`, owner.headers, {
              memberIds: [memberId],
            }),
          ),
        actor: () => ownerActor,
        target: () => ({ kind: 'department', id: departmentId }),
      },
      {
        action: 'department.renamed',
        run: async () =>
          ok(
            await call('PATCH', `${base}/departments/${departmentId}`, owner.headers, {
              name: 'Sales EMEA',
            }),
          ),
        actor: () => ownerActor,
        target: () => ({ kind: 'department', id: departmentId }),
      },
      {
        action: 'member.role_changed',
        run: async () =>
          ok(await call('PATCH', `${base}/members/${memberId}`, owner.headers, { role: 'admin' })),
        actor: () => ownerActor,
        target: () => ({ kind: 'member', id: memberId }),
      },
      {
        action: 'card.pooled',
        run: async () =>
          ok(await call('POST', `${base}/cards`, owner.headers, { cardIds: [owner.cards[0]!.id] })),
        actor: () => ownerActor,
        target: () => ({ kind: 'card', id: String(owner.cards[0]!.id) }),
      },
      {
        action: 'card.assigned',
        run: async () =>
          ok(
            await call('POST', `${base}/cards/${owner.cards[0]!.id}/assign`, owner.headers, {
              memberId,
            }),
          ),
        actor: () => ownerActor,
        target: () => ({ kind: 'card', id: String(owner.cards[0]!.id) }),
      },
      {
        action: 'card.unassigned',
        run: async () =>
          ok(await call('POST', `${base}/cards/${owner.cards[0]!.id}/unassign`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'card', id: String(owner.cards[0]!.id) }),
      },
      {
        action: 'template.saved',
        run: async () =>
          ok(
            await call('PUT', `${base}/template`, owner.headers, {
              values: { company: 'Audit Co' },
              locked: ['company'],
            }),
          ),
        actor: () => ownerActor,
        target: () => ({ kind: 'template', id: teamId }),
      },
      {
        action: 'department.template_saved',
        run: async () =>
          ok(
            await call('PUT', `${base}/departments/${departmentId}/template`, owner.headers, {
              values: { workPhone: '+49 30 1234567' },
              locked: ['workPhone'],
            }),
          ),
        actor: () => ownerActor,
        target: () => ({ kind: 'department', id: departmentId }),
      },
      {
        // The exception an approved change request leaves, written directly.
        action: 'card.exception_cleared',
        run: async () => {
          await t.deps.database.db
            .insert(cardTemplateExceptions)
            .values({ cardId: owner.cards[0]!.id, field: 'workPhone' });
          ok(await del(`${base}/cards/${owner.cards[0]!.id}/exceptions/workPhone`, owner.headers));
        },
        actor: () => ownerActor,
        target: () => ({ kind: 'card', id: String(owner.cards[0]!.id) }),
      },
      {
        // The member (an admin by now) holds the card again and asks to change the locked company.
        action: 'change_request.approved',
        run: async () => {
          const cardId = owner.cards[0]!.id;
          ok(await call('POST', `${base}/cards/${cardId}/assign`, owner.headers, { memberId }));
          requestId = await askToChange('Audit Co Berlin');
          ok(await call('POST', `${base}/change-requests/${requestId}/approve`, owner.headers));
        },
        actor: () => ownerActor,
        target: () => ({ kind: 'change-request', id: requestId }),
      },
      {
        action: 'change_request.rejected',
        run: async () => {
          requestId = await askToChange('Audit Company Worldwide');
          ok(
            await call('POST', `${base}/change-requests/${requestId}/reject`, owner.headers, {
              reason: 'The legal name stays.',
            }),
          );
        },
        actor: () => ownerActor,
        target: () => ({ kind: 'change-request', id: requestId }),
      },
      {
        action: 'api_key.created',
        run: async () => {
          const made = await call('POST', '/api/api-keys', owner.headers, { name: 'Zapier' });
          ok(made);
          apiKey = { id: made.json().id, key: made.json().key };
        },
        actor: () => ownerActor,
        target: () => ({ kind: 'api-key', id: apiKey.id }),
      },
      {
        // Through the API key: the key is the actor.
        action: 'webhook.created',
        run: async () => {
          const made = await call(
            'POST',
            `${base}/webhooks`,
            { authorization: `Bearer ${apiKey.key}` },
            { url: 'http://127.0.0.1:9/hook', events: ['lead.created'] },
          );
          ok(made);
          webhookId = made.json().id;
        },
        actor: () => ({ kind: 'api-key', id: apiKey.id }),
        target: () => ({ kind: 'webhook', id: webhookId }),
      },
      {
        action: 'webhook.changed',
        run: async () =>
          ok(await call('PATCH', `/api/webhooks/${webhookId}`, owner.headers, { enabled: false })),
        actor: () => ownerActor,
        target: () => ({ kind: 'webhook', id: webhookId }),
      },
      {
        action: 'webhook.deleted',
        run: async () => ok(await del(`/api/webhooks/${webhookId}`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'webhook', id: webhookId }),
      },
      {
        action: 'api_key.revoked',
        run: async () => ok(await del(`/api/api-keys/${apiKey.id}`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'api-key', id: apiKey.id }),
      },
      {
        action: 'integration.connected',
        run: () => connectHubSpot(teamId, owner.headers),
        actor: () => ownerActor,
        target: () => ({ kind: 'integration', id: 'hubspot' }),
      },
      {
        action: 'integration.disconnected',
        run: async () => ok(await del(`${base}/integrations/hubspot`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'integration', id: 'hubspot' }),
      },
      {
        action: 'leads.exported',
        run: async () => ok(await call('GET', `${base}/leads.csv`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'leads', id: teamId }),
      },
      {
        action: 'event.created',
        run: async () => {
          const made = await call('POST', `${base}/events`, owner.headers, {
            name: 'Audit Expo',
            startsOn: '2026-06-01',
            endsOn: '2026-06-03',
          });
          ok(made);
          eventId = made.json().id;
        },
        actor: () => ownerActor,
        target: () => ({ kind: 'team', id: teamId }),
      },
      {
        action: 'event.deleted',
        run: async () => ok(await del(`${base}/events/${eventId}`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'team', id: teamId }),
      },
      {
        action: 'billing.started',
        run: async () => {
          const started = await call(
            'POST',
            `${base}/subscription`,
            owner.headers,
            TEAM_BILLING.return,
          );
          ok(started);
          ok(
            await call('POST', SANDBOX_CONFIRM_PATH, owner.headers, {
              clientSecret: started.json().clientSecret,
              ...TEAM_BILLING.goodCard,
            }),
          );
        },
        actor: () => ({ kind: 'system', id: null }),
        target: () => ({ kind: 'subscription' }),
      },
      {
        action: 'billing.seats_changed',
        run: async () => {
          const third = await personWithCards(t);
          ok(await call('POST', `${base}/members`, owner.headers, { email: third.email }));
          const token = await invitationTokenFor(t, third.email);
          ok(await call('POST', '/api/teams/join', third.headers, { token }));
        },
        actor: () => ({ kind: 'system', id: null }),
        target: () => ({ kind: 'subscription' }),
      },
      {
        action: 'member.deactivated',
        run: async () =>
          ok(await call('POST', `${base}/members/${memberId}/deactivate`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'member', id: memberId }),
      },
      {
        action: 'member.reactivated',
        run: async () =>
          ok(await call('POST', `${base}/members/${memberId}/reactivate`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'member', id: memberId }),
      },
      {
        action: 'domain.claimed',
        run: async () => {
          const claimed = await call('POST', `${base}/domains`, owner.headers, { domain });
          ok(claimed);
          dns.setTxt(claimed.json().txtName, [claimed.json().txtValue]);
          const [row] = await t.deps.database.db
            .select({ id: teamDomains.id })
            .from(teamDomains)
            .where(eq(teamDomains.domain, domain));
          domainId = row!.id;
        },
        actor: () => ownerActor,
        target: () => ({ kind: 'domain', id: domainId }),
      },
      {
        action: 'domain.verified',
        run: async () => ok(await call('POST', `${base}/domains/${domain}/verify`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'domain', id: domainId }),
      },
      {
        // The daily re-check, the record gone for 8 days: the system unverifies the domain.
        action: 'domain.unverified',
        run: async () => {
          dns.clear();
          const now = t.clock.now().getTime();
          await t.deps.database.db
            .update(teamDomains)
            .set({
              checkedAt: new Date(now - 2 * 86_400_000),
              missingSince: new Date(now - 8 * 86_400_000),
            })
            .where(eq(teamDomains.id, domainId));
          expect((await recheckVerifiedDomains(t.deps)).unverified).toBe(1);
        },
        actor: () => ({ kind: 'system', id: null }),
        target: () => ({ kind: 'domain', id: domainId }),
      },
      {
        action: 'domain.removed',
        run: async () => ok(await del(`${base}/domains/${domain}`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'domain', id: domainId }),
      },
      {
        action: 'team.security_changed',
        run: async () =>
          ok(await call('PUT', `${base}/security`, owner.headers, { requireTwoStep: true })),
        actor: () => ownerActor,
        target: () => ({ kind: 'team', id: teamId }),
      },
      {
        action: 'team.renamed',
        run: async () => ok(await call('PATCH', base, owner.headers, { name: 'Audit Company' })),
        actor: () => ownerActor,
        target: () => ({ kind: 'team', id: teamId }),
      },
      ...scimSteps(),
      {
        action: 'sso.saved',
        run: async () =>
          ok(
            await call('PUT', `${base}/sso`, owner.headers, {
              protocol: 'oidc',
              issuer: oidc.issuer,
              clientId: oidc.clientId,
              clientSecret: oidc.clientSecret,
              required: true,
            }),
          ),
        actor: () => ownerActor,
        target: () => ({ kind: 'sso', id: teamId }),
      },
      {
        action: 'sso.removed',
        run: async () => ok(await del(`${base}/sso`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'sso', id: teamId }),
      },
      {
        action: 'team.owner_changed',
        run: async () =>
          ok(await call('POST', `${base}/transfer-ownership`, owner.headers, { memberId })),
        actor: () => ownerActor,
        target: () => ({ kind: 'member', id: memberId }),
      },
      {
        action: 'department.deleted',
        run: async () => ok(await del(`${base}/departments/${departmentId}`, owner.headers)),
        actor: () => ownerActor,
        target: () => ({ kind: 'department', id: departmentId }),
      },
      {
        // The new owner (the former member) deletes the team.
        action: 'team.deleted',
        run: async () => ok(await del(base, person.headers, { name: 'Audit Company' })),
        actor: () => ({ kind: 'person', id: person.id }),
        target: () => ({ kind: 'team', id: teamId }),
      },
    ];
    // Every action is here.
    expect(new Set(steps.map((step) => step.action))).toEqual(new Set(TEAM_AUDIT_ACTIONS));

    for (const step of steps) {
      const before = (await rowsOf(teamId)).filter((row) => row.action === step.action).length;
      await step.run();
      const rows = (await rowsOf(teamId)).filter((row) => row.action === step.action);
      expect(rows.length - before, step.action).toBe(1);
      const row = rows.at(-1)!;
      expect({ kind: row.actorKind, id: row.actorId }, step.action).toEqual(step.actor());
      expect(row.actorName, step.action).not.toBe('');
      expect({ kind: row.targetKind, id: row.targetId }, step.action).toMatchObject(step.target());
      expect(row.targetLabel, step.action).not.toBe('');
      // Never a secret in the details.
      expect(JSON.stringify(row.details), step.action).not.toMatch(
        /whsec_|cc_key_[A-Za-z0-9_-]{20}/,
      );
      expect(JSON.stringify(row.details), step.action).not.toContain(oidc.clientSecret);
    }
    // Once the team is gone, nobody reads its log through the API; the rows stay.
    expect((await call('GET', `${base}/audit`, person.headers)).statusCode).toBe(404);
    expect((await rowsOf(teamId)).length).toBeGreaterThanOrEqual(steps.length);
  });
});
