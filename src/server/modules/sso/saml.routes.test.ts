import { and, eq } from 'drizzle-orm';
import * as samlify from 'samlify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  samlAssertionIds,
  ssoRequests,
  teamDomains,
  teamMembers,
  teamSso,
  users,
} from '#server/db/schema';
import { samlMetadataProblem } from '#shared/copy/company-sign-in';
import { bearer } from '#tests/support/bearer';
import {
  CLAIM_EMAIL,
  makeSigningKey,
  NAMEID_EMAIL,
  NAMEID_PERSISTENT,
  readRedirect,
  startSamlIdp,
  type ParsedAuthnRequest,
  type SamlTestIdp,
  type SigningKey,
} from '#tests/support/saml-idp';
import { callAs, invitationTokenFor, personWithCards } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { SAML_ACS_BODY_LIMIT } from './saml-acs';

// SAML 2.0 single sign-on (docs/product.md#saml-20): the settings' SAML branch, the service
// provider's metadata, SP-initiated sign-in over HTTP-Redirect and the ACS, against an identity
// provider that signs real assertions (tests/support/saml-idp.ts).

const ACS = '/api/sso/saml/acs';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('SAML single sign-on on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let idp: SamlTestIdp;
  let otherKey: SigningKey;
  let companies = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
    idp = startSamlIdp();
    otherKey = makeSigningKey('someone-else.test');
  });
  afterAll(() => t.close());

  /** A team with a verified domain and SAML sign-in through `idp`. */
  async function company({ jitProvisioning = false } = {}) {
    companies += 1;
    const domain = `acme${companies}.test`;
    const owner = await personWithCards(t);
    const teamId = (
      await call('POST', '/api/teams', owner.headers, { name: `Acme ${companies}` })
    ).json().id as string;
    // Verifying the domain (its TXT record) is the domains' part: its row as verification leaves it.
    await t.deps.database.db
      .insert(teamDomains)
      .values({ teamId, domain, txtValue: 'x', status: 'verified', verifiedAt: new Date() });
    const saved = await call('PUT', `/api/teams/${teamId}/sso`, owner.headers, {
      protocol: 'saml',
      metadataXml: idp.metadataXml,
      required: false,
      jitProvisioning,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { owner, teamId, domain, settings: saved.json() };
  }

  /** Someone with an account at `email`, invited to the team and joined. */
  async function member(teamId: string, owner: { headers: Record<string, string> }, email: string) {
    const user = await t.createUser({ email });
    const invited = await call('POST', `/api/teams/${teamId}/members`, owner.headers, { email });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await invitationTokenFor(t, email);
    const headers = bearer((await t.login(email, user.password)).accessToken);
    expect((await call('POST', '/api/teams/join', headers, { token })).statusCode).toBe(200);
    return user;
  }

  /** The browser leaves for the identity provider: what it carries there. */
  async function leave(teamId: string, test = false): Promise<ParsedAuthnRequest> {
    const started = await t.app.inject({
      url: `/api/sso/${teamId}/start${test ? '?test=1' : ''}`,
    });
    expect(started.statusCode, started.body).toBe(303);
    const location = String(started.headers.location);
    expect(location.startsWith(`${idp.ssoUrl}?`)).toBe(true);
    return readRedirect(location);
  }

  /** The identity provider's page posts the form to the ACS, as a browser does (no cookie). */
  function post(samlResponse: string, relayState: string) {
    return t.app.inject({
      method: 'POST',
      url: ACS,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        SAMLResponse: samlResponse,
        RelayState: relayState,
      }).toString(),
    });
  }

  function expectRefused(answer: Awaited<ReturnType<typeof post>>, reason = 'refused') {
    expect(answer.statusCode, answer.body).toBe(303);
    expect(answer.headers.location).toBe(`/login?ssoError=${reason}`);
  }

  /** /sso/complete?code= exchanged: the e-mail of the account it signed in. */
  async function signedInAs(answer: Awaited<ReturnType<typeof post>>): Promise<string> {
    expect(answer.statusCode, answer.body).toBe(303);
    const location = answer.headers.location as string;
    expect(location).toMatch(/^\/sso\/complete\?code=/);
    const code = new URL(location, 'http://x').searchParams.get('code')!;
    const exchanged = await call('POST', '/api/auth/sso/exchange', {}, { code });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const profile = await call('GET', '/api/auth/profile', bearer(exchanged.json().accessToken));
    return profile.json().email as string;
  }

  describe('settings', () => {
    it('keeps the metadata and answers what to paste into the identity provider', async () => {
      const { teamId, owner, settings } = await company();
      const metadataUrl = `${t.config.appUrl}/api/sso/${teamId}/saml/metadata`;
      expect(settings).toMatchObject({
        protocol: 'saml',
        entityId: metadataUrl,
        acsUrl: `${t.config.appUrl}/api/sso/saml/acs`,
        metadataUrl,
        idpEntityId: idp.entityId,
        idpSsoUrl: idp.ssoUrl,
      });
      expect(settings).not.toHaveProperty('metadataXml');
      const read = await call('GET', `/api/teams/${teamId}/sso`, owner.headers);
      expect(read.json()).toEqual(settings);
      const [row] = await t.deps.database.db
        .select()
        .from(teamSso)
        .where(eq(teamSso.teamId, teamId));
      const body = idp.key.certificate.replace(/-----[^-]+-----|\s/g, '');
      expect(row!.idpCertificates).toBe(body);
    });

    it.each([
      [
        'no signing certificate',
        (xml: string) => xml.replace(/<KeyDescriptor[\s\S]*<\/KeyDescriptor>/, ''),
        'no signing certificate',
      ],
      [
        'a certificate that is not one',
        (xml: string) =>
          xml.replace(/<ds:X509Certificate>[^<]+</, '<ds:X509Certificate>bm90IGEgY2VydA==<'),
        'a signing certificate is not an X.509 certificate',
      ],
      [
        'no HTTP-Redirect sign-in',
        (xml: string) => xml.replace('bindings:HTTP-Redirect', 'bindings:HTTP-POST'),
        'no SingleSignOnService for the HTTP-Redirect binding',
      ],
      [
        'a DOCTYPE',
        (xml: string) =>
          `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]>${xml.replace('https://idp.example.test/sso', '&e;')}`,
        'a DOCTYPE is not allowed',
      ],
      ['not XML', () => 'hello there', 'it is not XML'],
      ['no entity id', (xml: string) => xml.replace(/ entityID="[^"]+"/, ''), 'no entityID'],
    ])('400 for metadata with %s, naming it', async (_name, change, problem) => {
      const { teamId, owner } = await company();
      const answer = await call('PUT', `/api/teams/${teamId}/sso`, owner.headers, {
        protocol: 'saml',
        metadataXml: change(idp.metadataXml),
        required: false,
        jitProvisioning: false,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(samlMetadataProblem(problem));
    });
  });

  describe('service provider metadata', () => {
    it('answers the entity id, the ACS over HTTP-POST and e-mail NameIDs, which samlify reads', async () => {
      const { teamId, settings } = await company();
      const answer = await t.app.inject({ method: 'GET', url: `/api/sso/${teamId}/saml/metadata` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
      const sp = samlify.ServiceProvider({ metadata: answer.body });
      expect(sp.entityMeta.getEntityID()).toBe(settings.entityId);
      expect(
        sp.entityMeta.getAssertionConsumerService(samlify.Constants.wording.binding.post),
      ).toBe(settings.acsUrl);
      expect(sp.entityMeta.isWantAssertionsSigned()).toBe(true);
      expect(answer.body).toContain(`<NameIDFormat>${NAMEID_EMAIL}</NameIDFormat>`);
    });

    it('is 404 for a team without SAML, an unknown team and a malformed id', async () => {
      const owner = await personWithCards(t);
      const teamId = (await call('POST', '/api/teams', owner.headers, { name: 'No SSO' })).json()
        .id as string;
      for (const id of [teamId, UNKNOWN, 'not-a-team']) {
        const answer = await t.app.inject({ method: 'GET', url: `/api/sso/${id}/saml/metadata` });
        expect(answer.statusCode).toBe(404);
      }
    });
  });

  describe('sign-in', () => {
    it('redirects to the identity provider with an AuthnRequest the ACS will know', async () => {
      const { teamId, settings } = await company();
      const request = await leave(teamId);
      expect(request).toMatchObject({
        issuer: settings.entityId,
        acsUrl: settings.acsUrl,
        destination: idp.ssoUrl,
        nameIdFormat: NAMEID_EMAIL,
      });
      const [row] = await t.deps.database.db
        .select()
        .from(ssoRequests)
        .where(eq(ssoRequests.requestId, request.id));
      expect(row).toMatchObject({
        teamId,
        protocol: 'saml',
        state: request.relayState,
        test: false,
      });
    });

    it('signs an existing member in through a signed assertion, with no cookie', async () => {
      const { teamId, owner, domain } = await company();
      const ann = await member(teamId, owner, `ann@${domain}`);
      const request = await leave(teamId);
      const answer = await post(idp.respond(request, { email: ann.email }), request.relayState);
      expect(await signedInAs(answer)).toBe(ann.email);
      const accounts = await t.deps.database.db
        .select()
        .from(users)
        .where(eq(users.email, ann.email));
      expect(accounts).toHaveLength(1);
    });

    it('takes a signed response without a signed assertion, and both signed (Okta)', async () => {
      const { teamId, owner, domain } = await company();
      const bo = await member(teamId, owner, `bo@${domain}`);
      for (const sign of ['response', 'both'] as const) {
        const request = await leave(teamId);
        const answer = await post(
          idp.respond(request, { email: bo.email, sign }),
          request.relayState,
        );
        expect(await signedInAs(answer)).toBe(bo.email);
      }
    });

    it('lets a new person in with just-in-time provisioning, named by the assertion', async () => {
      const { teamId, domain } = await company({ jitProvisioning: true });
      const email = `new.person@${domain}`;
      const request = await leave(teamId);
      const response = idp.respond(request, {
        email: 'a1b2c3-opaque',
        nameIdFormat: NAMEID_PERSISTENT,
        attributes: { [CLAIM_EMAIL]: email, givenName: 'Noor', surname: 'Haddad' },
      });
      expect(await signedInAs(await post(response, request.relayState))).toBe(email);
      const [account] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
      expect(account).toMatchObject({ firstName: 'Noor', lastName: 'Haddad', passwordHash: null });
      const [joined] = await t.deps.database.db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.email, email)));
      expect(joined).toMatchObject({ status: 'active', userId: account!.id });
    });

    it('reads the `email` attribute when the NameID is not an address', async () => {
      const { teamId, owner, domain } = await company();
      const cy = await member(teamId, owner, `cy@${domain}`);
      const request = await leave(teamId);
      const response = idp.respond(request, {
        email: 'opaque-id',
        nameIdFormat: NAMEID_PERSISTENT,
        attributes: { email: cy.email },
      });
      expect(await signedInAs(await post(response, request.relayState))).toBe(cy.email);
    });

    it('keeps a stranger out without just-in-time provisioning', async () => {
      const { teamId, domain } = await company();
      const request = await leave(teamId);
      const answer = await post(
        idp.respond(request, { email: `stranger@${domain}` }),
        request.relayState,
      );
      expectRefused(answer, 'not-member');
    });

    it('a Test sign-in ends on the completion page with the address, signing no one in', async () => {
      const { teamId, domain } = await company();
      const request = await leave(teamId, true);
      const email = `tester@${domain}`;
      const answer = await post(idp.respond(request, { email }), request.relayState);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(
        `/sso/complete?test=1&email=${encodeURIComponent(email)}`,
      );
    });
  });

  describe('refusals', () => {
    /** A team, its member, and a sign-in at the identity provider. */
    async function underWay(options: { jitProvisioning?: boolean } = {}) {
      const team = await company(options);
      const person = await member(team.teamId, team.owner, `dee@${team.domain}`);
      const request = await leave(team.teamId);
      return { ...team, person, request };
    }

    it('refuses an assertion whose e-mail was changed after signing', async () => {
      const { request, person, domain } = await underWay();
      const signed = Buffer.from(
        idp.respond(request, { email: person.email }),
        'base64',
      ).toString();
      const tampered = signed.replace(person.email, `boss@${domain}`);
      expect(tampered).not.toBe(signed);
      expectRefused(await post(Buffer.from(tampered).toString('base64'), request.relayState));
    });

    it('refuses a response and an assertion both unsigned', async () => {
      const { request, person } = await underWay();
      const answer = await post(
        idp.respond(request, { email: person.email, sign: 'none' }),
        request.relayState,
      );
      expectRefused(answer);
    });

    it('refuses a response signed by another key, even with its certificate inside', async () => {
      const { request, person } = await underWay();
      for (const sign of ['assertion', 'response'] as const) {
        const fresh = sign === 'assertion' ? request : await leave((await company()).teamId);
        const response = idp.respond(fresh, { email: person.email, sign, signingKey: otherKey });
        expectRefused(await post(response, fresh.relayState));
      }
    });

    it.each([
      ['another audience', { audience: 'https://other.example/sp' }],
      ['another recipient', { recipient: 'https://evil.example/acs' }],
      ['another destination', { destination: 'https://evil.example/acs' }],
      ['another issuer', { issuer: 'https://evil.example/idp' }],
      ['an expired NotOnOrAfter', { notOnOrAfter: new Date(Date.now() - 10 * 60_000) }],
    ])('refuses a signed assertion with %s', async (_name, fields) => {
      const { request, person } = await underWay();
      const answer = await post(
        idp.respond(request, { email: person.email, ...fields }),
        request.relayState,
      );
      expectRefused(answer);
    });

    it("refuses an assertion meant for another team's service provider", async () => {
      const { request, person } = await underWay();
      const other = await company();
      const answer = await post(
        idp.respond(request, { email: person.email, audience: other.settings.entityId }),
        request.relayState,
      );
      expectRefused(answer);
    });

    it('refuses an unknown or forged InResponseTo, and another RelayState', async () => {
      const { request, person } = await underWay();
      const forged = idp.respond({ ...request, id: '_forged' }, { email: person.email });
      expectRefused(await post(forged, request.relayState), 'state');
      // The sign-in is still there: a response naming it with another RelayState spends it.
      expectRefused(
        await post(idp.respond(request, { email: person.email }), 'forged-state'),
        'state',
      );
      expectRefused(
        await post(idp.respond(request, { email: person.email }), request.relayState),
        'state',
      );
    });

    it("says a refused 'Test sign-in' on its page, and an answer after ten minutes expired", async () => {
      const { teamId, person } = await underWay();
      const trial = await leave(teamId, true);
      const unsigned = await post(
        idp.respond(trial, { email: person.email, sign: 'none' }),
        trial.relayState,
      );
      expect(unsigned.headers.location).toBe('/sso/complete?test=1&ssoError=refused');
      const slow = await leave(teamId);
      const before = t.clock.now();
      t.clock.advance(11 * 60_000);
      const late = await post(idp.respond(slow, { email: person.email }), slow.relayState);
      t.clock.set(before);
      expectRefused(late, 'expired');
    });

    it("refuses a subject confirmation answering another request than the response's", async () => {
      const { request, person } = await underWay();
      const response = idp.respond(request, { email: person.email, subjectInResponseTo: '_other' });
      expectRefused(await post(response, request.relayState));
    });

    it('refuses a signature-wrapped response: a forged assertion beside the signed one', async () => {
      const { request, person, domain } = await underWay();
      const signed = Buffer.from(
        idp.respond(request, { email: person.email }),
        'base64',
      ).toString();
      const assertion = /<saml:Assertion [\s\S]*<\/saml:Assertion>/.exec(signed)![0];
      const forged = assertion
        .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
        .replace(person.email, `boss@${domain}`)
        .replace(/ ID="[^"]+"/, ' ID="_forged"');
      const wrapped = signed.replace('<saml:Assertion ', `${forged}<saml:Assertion `);
      expectRefused(await post(Buffer.from(wrapped).toString('base64'), request.relayState));
    });

    it('refuses IdP-initiated sign-in (no InResponseTo)', async () => {
      const { request, person } = await underWay();
      const answer = await post(
        idp.respond(request, { email: person.email, inResponseTo: null }),
        request.relayState,
      );
      expectRefused(answer);
    });

    it('refuses a replayed response and a replayed assertion id', async () => {
      const { teamId, request, person } = await underWay();
      const response = idp.respond(request, { email: person.email, assertionId: '_replayed-1' });
      expect(await signedInAs(await post(response, request.relayState))).toBe(person.email);
      expectRefused(await post(response, request.relayState), 'state');
      // The same assertion again, in answer to a new sign-in: its id was kept.
      const again = await leave(teamId);
      const copy = idp.respond(again, { email: person.email, assertionId: '_replayed-1' });
      expectRefused(await post(copy, again.relayState));
      const kept = await t.deps.database.db
        .select()
        .from(samlAssertionIds)
        .where(eq(samlAssertionIds.teamId, teamId));
      expect(kept.map((row) => row.assertionId)).toEqual(['_replayed-1']);
      expect(kept[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    });

    it('refuses an address on a domain the team did not verify', async () => {
      const { request } = await underWay({ jitProvisioning: true });
      const answer = await post(
        idp.respond(request, { email: 'eve@unverified.test' }),
        request.relayState,
      );
      expectRefused(answer, 'domain');
    });

    it('refuses a response with a DOCTYPE before reading it', async () => {
      const { request, person } = await underWay();
      const xml = Buffer.from(idp.respond(request, { email: person.email }), 'base64').toString();
      const withDoctype = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "x">]>${xml}`;
      expectRefused(await post(Buffer.from(withDoctype).toString('base64'), request.relayState));
    });

    it("ends at 'provider' when the identity provider answers with an error status", async () => {
      const { request } = await underWay();
      const xml = Buffer.from(idp.respond(request, { sign: 'none' }), 'base64').toString();
      const denied = xml
        .replace(/<saml:Assertion [\s\S]*<\/saml:Assertion>/, '')
        .replace(
          /<samlp:StatusCode Value="[^"]+"\/>/,
          '<samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Requester"><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:RequestDenied"/></samlp:StatusCode>',
        );
      expect(denied).not.toContain('Assertion');
      expectRefused(
        await post(Buffer.from(denied).toString('base64'), request.relayState),
        'provider',
      );
    });

    it('refuses a post with no SAMLResponse, and one that is not XML', async () => {
      const { request } = await underWay();
      expectRefused(await post('', request.relayState));
      expectRefused(await post(Buffer.from('hello').toString('base64'), request.relayState));
    });

    it('answers 400 for a RelayState no sign-in could have', async () => {
      const answer = await post('', 'x'.repeat(1001));
      expect(answer.statusCode).toBe(400);
    });

    it('answers 429 past 300 posts a minute from one address, and 60 metadata reads', async () => {
      const form = new URLSearchParams({ SAMLResponse: '', RelayState: '' }).toString();
      const acs = () =>
        t.app.inject({
          method: 'POST',
          url: ACS,
          remoteAddress: '203.0.113.70',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form,
        });
      for (let i = 0; i < 300; i += 1) expect((await acs()).statusCode).toBe(303);
      expect((await acs()).statusCode).toBe(429);
      const metadata = () =>
        t.app.inject({
          method: 'GET',
          url: `/api/sso/${UNKNOWN}/saml/metadata`,
          remoteAddress: '203.0.113.71',
        });
      for (let i = 0; i < 60; i += 1) expect((await metadata()).statusCode).toBe(404);
      expect((await metadata()).statusCode).toBe(429);
    });

    it('answers 413 for a body over the limit', async () => {
      const answer = await post('A'.repeat(SAML_ACS_BODY_LIMIT + 1), 'x');
      expect(answer.statusCode).toBe(413);
    });
  });
});
