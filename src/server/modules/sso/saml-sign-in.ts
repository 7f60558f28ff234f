import {
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
  type CacheProvider,
} from '@node-saml/node-saml';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Config } from '#server/config/config';
import { teamSso, type TeamSsoRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUuid } from '#shared/cards/uuid';
import { COPY } from '#shared/copy';
import { openSsoRequest, SSO_REQUEST_SECONDS } from './sso-requests';
import { SAML_ACS_PATH, samlMetadataPath } from './sso-settings';

/**
 * SAML 2.0 single sign-on, service provider side, with @node-saml/node-saml (decision 065):
 * SP-initiated over HTTP-Redirect, the response posted to one ACS for every team
 * (saml-acs.ts finds the team by the request the response answers).
 */

export const NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** How far the identity provider's clock may be from ours on NotBefore and NotOnOrAfter. */
export const SAML_CLOCK_SKEW_MS = 2 * 60 * 1000;

/** The team's service provider entity id: its metadata URL (what the admin pastes as such). */
export function samlEntityId(config: Pick<Config, 'appUrl'>, teamId: string): string {
  return `${config.appUrl}${samlMetadataPath(teamId)}`;
}

export function samlAcsUrl(config: Pick<Config, 'appUrl'>): string {
  return `${config.appUrl}${SAML_ACS_PATH}`;
}

/** The SAML settings kept for a team, as node-saml takes them. */
export type SamlSso = Pick<
  TeamSsoRow,
  'teamId' | 'protocol' | 'idpEntityId' | 'idpSsoUrl' | 'idpCertificates'
>;

/**
 * node-saml for one team's identity provider: its certificates only, the team's own entity id
 * as the audience, our one ACS. A signed response or a signed assertion is enough; node-saml
 * refuses a message signed by neither. No RequestedAuthnContext: asking for exactly
 * "password over TLS" makes Entra ID refuse people who signed in another way (a passkey, MFA).
 */
export function samlFor(
  config: Pick<Config, 'appUrl'>,
  sso: SamlSso,
  options: { requestId: string; cacheProvider?: CacheProvider },
): SAML {
  const entityId = samlEntityId(config, sso.teamId);
  const certificates = (sso.idpCertificates ?? '').split('\n').filter(Boolean);
  return new SAML({
    issuer: entityId,
    audience: entityId,
    callbackUrl: samlAcsUrl(config),
    entryPoint: sso.idpSsoUrl ?? undefined,
    idpIssuer: sso.idpEntityId ?? undefined,
    idpCert: certificates,
    identifierFormat: NAMEID_EMAIL,
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    disableRequestedAuthnContext: true,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    signatureAlgorithm: 'sha256',
    generateUniqueId: () => options.requestId,
    requestIdExpirationPeriodMs: SSO_REQUEST_SECONDS * 1000,
    ...(options.cacheProvider
      ? { validateInResponseTo: ValidateInResponseTo.always, cacheProvider: options.cacheProvider }
      : { validateInResponseTo: ValidateInResponseTo.never }),
  });
}

/** An AuthnRequest's ID: an NCName (a letter or underscore first), 160 random bits. */
function newRequestId(deps: Pick<AppDeps, 'random'>): string {
  return `_${deps.random.bytes(20).toString('hex')}`;
}

/**
 * Where a SAML sign-in starts (GET /api/sso/{teamId}/start calls it): records the sign-in under
 * its AuthnRequest's ID, and answers the identity provider's URL with the deflated request and
 * RelayState (the sign-in's state) over HTTP-Redirect. With `test`, the sign-in checks the flow
 * and signs no one in (finish-sign-in.ts).
 */
export async function startSamlSignIn(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config'>,
  { sso, test }: { sso: SamlSso; test: boolean },
): Promise<string> {
  if (sso.protocol !== 'saml' || !sso.idpSsoUrl || !sso.idpCertificates) {
    throw new AppError('NOT_FOUND', COPY.ssoNotSetUp);
  }
  const requestId = newRequestId(deps);
  const state = await openSsoRequest(deps, {
    teamId: sso.teamId,
    protocol: 'saml',
    test,
    requestId,
  });
  return samlFor(deps.config, sso, { requestId }).getAuthorizeUrlAsync(state, undefined, {});
}

/**
 * GET /api/sso/{teamId}/saml/metadata: the service provider's metadata for the team's identity
 * provider (entity id, the ACS over HTTP-POST, e-mail NameIDs, signed assertions wanted). 404
 * unless the team signs in with SAML.
 */
export async function samlServiceProviderMetadata(
  deps: Pick<AppDeps, 'database' | 'config'>,
  { teamId }: { teamId: string },
): Promise<string> {
  const [sso] = isUuid(teamId)
    ? await deps.database.db
        .select({ protocol: teamSso.protocol })
        .from(teamSso)
        .where(eq(teamSso.teamId, teamId))
    : [];
  if (sso?.protocol !== 'saml') throw new AppError('NOT_FOUND', COPY.ssoNotSetUp);
  return generateServiceProviderMetadata({
    issuer: samlEntityId(deps.config, teamId),
    callbackUrl: samlAcsUrl(deps.config),
    identifierFormat: NAMEID_EMAIL,
    wantAssertionsSigned: true,
    generateUniqueId: () => `_${teamId}`,
  });
}
