import { timingSafeEqual } from 'node:crypto';
import { SamlStatusError, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import { samlAssertionIds, teamSso } from '#server/db/schema';
import type { SsoErrorReason } from '#shared/schemas/sso';
import { finishSsoSignIn, ssoErrorLocation, type SsoIdentity } from './finish-sign-in';
import { readSamlIdentity } from './saml-identity';
import { NAMEID_EMAIL, SAML_CLOCK_SKEW_MS, samlAcsUrl, samlFor } from './saml-sign-in';
import { takeSsoRequest, type SsoRequestRow } from './sso-requests';

/** The largest SAMLResponse the ACS reads (a response with a few certificates is ~10 KB). */
export const SAML_ACS_BODY_LIMIT = 256 * 1024;

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

class SamlRefusal extends Error {
  /** Refused in a 'Test sign-in': the admin is told on the test's page, not the Login page. */
  test = false;
  constructor(
    readonly reason: SsoErrorReason,
    why: string,
  ) {
    super(why);
  }
}

function refuse(why: string, reason: SsoErrorReason = 'refused'): never {
  throw new SamlRefusal(reason, why);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * What the response says of itself before anything is checked: only used to find the sign-in
 * it answers (InResponseTo) and to compare its Destination, never believed about a person.
 */
function readEnvelope(xml: string): { inResponseTo: string | null; destination: string | null } {
  // No DTD at all: no entity can expand (xmldom does not expand them either; this says so).
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) refuse('a DOCTYPE');
  let root;
  try {
    root = new DOMParser({ onError: () => undefined }).parseFromString(
      xml,
      'text/xml',
    ).documentElement;
  } catch {
    refuse('not XML');
  }
  if (!root || root.localName !== 'Response') refuse('not a Response');
  return {
    inResponseTo: root.getAttribute('InResponseTo') || null,
    destination: root.getAttribute('Destination') || null,
  };
}

/** node-saml's InResponseTo check, backed by the one sign-in the response was found by. */
function takenRequestCache(request: SsoRequestRow): CacheProvider {
  return {
    saveAsync: async () => null,
    getAsync: async (key) => (key === request.requestId ? request.createdAt.toISOString() : null),
    // The row was deleted when it was taken: nothing is left to remove.
    removeAsync: async (key) => key,
  };
}

type XmlNode = { $?: Record<string, string>; _?: string } & Record<string, unknown>;

function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function instant(value: string | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * What node-saml leaves to its caller, read from the assertion it verified: the issuer is the
 * team's identity provider; a bearer confirmation names our ACS as Recipient, this sign-in's
 * request in InResponseTo and a NotOnOrAfter still ahead. Answers the assertion's id and until
 * when it must not be accepted again.
 */
function checkAssertion(
  profile: Profile,
  {
    idpEntityId,
    acsUrl,
    requestId,
    now,
  }: { idpEntityId: string; acsUrl: string; requestId: string; now: number },
): { assertionId: string; expiresAt: Date } {
  if (profile.issuer !== idpEntityId) refuse('another issuer');
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlNode } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertion || !assertionId) refuse('no assertion id');
  const confirmed = children(assertion, 'Subject')
    .flatMap((subject) => children(subject, 'SubjectConfirmation'))
    .filter((confirmation) => confirmation.$?.Method === BEARER)
    .flatMap((confirmation) => children(confirmation, 'SubjectConfirmationData'))
    .find((data) => {
      const until = instant(data.$?.NotOnOrAfter);
      return (
        data.$?.Recipient === acsUrl &&
        data.$?.InResponseTo === requestId &&
        until !== null &&
        now - SAML_CLOCK_SKEW_MS < until
      );
    });
  if (!confirmed) refuse('no bearer confirmation for this ACS, request and time');
  const conditionsUntil = children(assertion, 'Conditions')
    .map((conditions) => instant(conditions.$?.NotOnOrAfter))
    .find((until) => until !== null);
  const until = Math.max(instant(confirmed.$?.NotOnOrAfter) ?? 0, conditionsUntil ?? 0);
  return { assertionId, expiresAt: new Date(until + SAML_CLOCK_SKEW_MS) };
}

/**
 * POST /api/sso/saml/acs: the identity provider's answer, posted by the browser without any
 * cookie of ours. The sign-in is found by the response's InResponseTo and taken once, and the
 * RelayState must be its state; the response is then checked against THAT sign-in's team only
 * (its certificates, its entity id as audience), the assertion is accepted once, and the
 * address decides the account (finish-sign-in.ts). Answers where to 303 the browser: whatever
 * is wrong ends on the Login page (`state` for an unknown sign-in, else `refused`).
 */
export async function finishSamlSignIn(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'payments' | 'jobs' | 'storage'>,
  {
    samlResponse,
    relayState,
    log,
  }: { samlResponse: string; relayState: string; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<string> {
  try {
    const { request, identity } = await checkSamlResponse(deps, { samlResponse, relayState });
    return await finishSsoSignIn(deps, { request, identity, log });
  } catch (error) {
    if (!(error instanceof SamlRefusal)) throw error;
    log.warn({ reason: error.reason, why: error.message }, 'SAML response refused');
    return ssoErrorLocation(error.reason, error.test);
  }
}

async function checkSamlResponse(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  { samlResponse, relayState }: { samlResponse: string; relayState: string },
): Promise<{ request: SsoRequestRow; identity: SsoIdentity }> {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  const envelope = readEnvelope(xml);
  // IdP-initiated sign-in (no request answered) is off: nothing ties it to a browser here.
  if (!envelope.inResponseTo) refuse('no InResponseTo (IdP-initiated)');
  const request = await takeSsoRequest(deps, { requestId: envelope.inResponseTo });
  if (request === 'expired') refuse('the request expired', 'expired');
  if (!request || request.protocol !== 'saml' || !request.requestId) {
    refuse('unknown InResponseTo', 'state');
  }
  try {
    return await checkAnswerTo(deps, {
      request,
      requestId: request.requestId,
      envelope,
      samlResponse,
      relayState,
    });
  } catch (error) {
    if (error instanceof SamlRefusal) error.test = request.test;
    throw error;
  }
}

/** The checks of a response once the request it answers is known (and taken). */
async function checkAnswerTo(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  {
    request,
    requestId,
    envelope,
    samlResponse,
    relayState,
  }: {
    request: SsoRequestRow;
    requestId: string;
    envelope: { inResponseTo: string | null; destination: string | null };
    samlResponse: string;
    relayState: string;
  },
): Promise<{ request: SsoRequestRow; identity: SsoIdentity }> {
  if (!sameText(relayState, request.state)) refuse('RelayState is not the request’s', 'state');
  const acsUrl = samlAcsUrl(deps.config);
  if (envelope.destination !== null && envelope.destination !== acsUrl) refuse('Destination');
  const [sso] = await deps.database.db
    .select()
    .from(teamSso)
    .where(eq(teamSso.teamId, request.teamId));
  if (!sso || sso.protocol !== 'saml' || !sso.idpEntityId) refuse('not set up', 'not-set-up');
  const saml = samlFor(deps.config, sso, {
    requestId,
    cacheProvider: takenRequestCache(request),
  });
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    // The identity provider said no (the person is not assigned the app, cancelled, ...).
    if (error instanceof SamlStatusError) refuse(error.message, 'provider');
    refuse(error instanceof Error ? error.message : 'invalid response');
  }
  if (!profile) refuse('no profile');
  const { assertionId, expiresAt } = checkAssertion(profile, {
    idpEntityId: sso.idpEntityId,
    acsUrl,
    requestId,
    now: deps.clock.now().getTime(),
  });
  const [fresh] = await deps.database.db
    .insert(samlAssertionIds)
    .values({ teamId: sso.teamId, assertionId, expiresAt })
    .onConflictDoNothing()
    .returning({ assertionId: samlAssertionIds.assertionId });
  if (!fresh) refuse('assertion replayed');
  const identity = readSamlIdentity(profile, { emailFormat: NAMEID_EMAIL });
  if (!identity) refuse('no e-mail address');
  return { request, identity };
}
