import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teamSso, type TeamSsoRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY, requiredMessage } from '#shared/copy';
import type { SsoSettings, SsoSettingsBody } from '#shared/schemas/sso';
import { recordTeamAudit } from '../audit/public';
import type { TeamAccess } from '../teams/public';
import { ssoStartPath } from './discover';
import { discoverOidcIssuer, OIDC_CALLBACK_PATH } from './oidc-issuer';
import { readIdpMetadata } from './saml-metadata';

/** Where the identity provider posts SAML responses (one for every team: found by InResponseTo). */
export const SAML_ACS_PATH = '/api/sso/saml/acs';

/** The service provider's metadata of a team, which is also its SAML entity id. */
export function samlMetadataPath(teamId: string): string {
  return `/api/sso/${teamId}/saml/metadata`;
}

/** The settings as the admin reads them: what to paste into the identity provider, no secret. */
export function toSsoSettings(row: TeamSsoRow, appUrl: string): SsoSettings {
  const common = {
    protocol: row.protocol,
    required: row.required,
    jitProvisioning: row.jitProvisioning,
    startUrl: `${appUrl}${ssoStartPath(row.teamId)}`,
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.protocol === 'oidc') {
    return {
      ...common,
      issuer: row.issuer ?? '',
      clientId: row.clientId ?? '',
      hasClientSecret: Boolean(row.clientSecret),
      redirectUri: `${appUrl}${OIDC_CALLBACK_PATH}`,
    };
  }
  return {
    ...common,
    entityId: `${appUrl}${samlMetadataPath(row.teamId)}`,
    acsUrl: `${appUrl}${SAML_ACS_PATH}`,
    metadataUrl: `${appUrl}${samlMetadataPath(row.teamId)}`,
    idpEntityId: row.idpEntityId ?? '',
    idpSsoUrl: row.idpSsoUrl ?? '',
  };
}

/** The team's single sign-on row, if any. */
export async function ssoRowOf(deps: Pick<AppDeps, 'database'>, teamId: string) {
  const [row] = await deps.database.db.select().from(teamSso).where(eq(teamSso.teamId, teamId));
  return row;
}

/** GET /api/teams/{id}/sso. */
export async function readSsoSettings(
  deps: Pick<AppDeps, 'database' | 'config'>,
  { teamId }: { teamId: string },
): Promise<SsoSettings> {
  const row = await ssoRowOf(deps, teamId);
  if (!row) throw new AppError('NOT_FOUND', COPY.ssoNotSetUp);
  return toSsoSettings(row, deps.config.appUrl);
}

/**
 * PUT /api/teams/{id}/sso: checks what it is given before keeping it (the issuer's discovery
 * document is read now; the metadata must name an entity, a sign-in URL and a certificate), so
 * a mistake shows on the settings screen, not at someone's sign-in. The client secret may be
 * left out to keep the stored one; it is stored encrypted.
 */
export async function saveSsoSettings(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock' | 'cipher'>,
  { access, body }: { access: TeamAccess; body: SsoSettingsBody },
): Promise<SsoSettings> {
  const teamId = access.team.id;
  const allowHttp = !deps.config.isProduction;
  const before = await ssoRowOf(deps, teamId);
  const now = deps.clock.now();
  const oidcColumns = { issuer: null, clientId: null, clientSecret: null };
  const samlColumns = {
    metadataXml: null,
    idpEntityId: null,
    idpSsoUrl: null,
    idpCertificates: null,
  };
  let columns;
  if (body.protocol === 'oidc') {
    const storedSecret =
      before?.protocol === 'oidc' && before.clientSecret
        ? deps.cipher.decrypt(before.clientSecret)
        : undefined;
    const clientSecret = body.clientSecret ?? storedSecret;
    if (!clientSecret) throw new AppError('BAD_REQUEST', requiredMessage('Client secret'));
    await discoverOidcIssuer({ ...body, clientSecret }, { allowHttp });
    columns = {
      ...samlColumns,
      issuer: body.issuer,
      clientId: body.clientId,
      clientSecret: deps.cipher.encrypt(clientSecret),
    };
  } else {
    const idp = readIdpMetadata(body.metadataXml, { allowHttp });
    columns = {
      ...oidcColumns,
      metadataXml: body.metadataXml,
      idpEntityId: idp.entityId,
      idpSsoUrl: idp.ssoUrl,
      idpCertificates: idp.certificates.join('\n'),
    };
  }
  const values = {
    ...columns,
    protocol: body.protocol,
    required: body.required,
    jitProvisioning: body.jitProvisioning,
    updatedAt: now,
  };
  const saved = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teamSso)
      .values({ teamId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: teamSso.teamId, set: values })
      .returning();
    if (!row) throw new Error('sso upsert returned nothing');
    await recordTeamAudit(tx, now, {
      teamId,
      actor: access.actor,
      action: 'sso.saved',
      target: {
        kind: 'sso',
        id: teamId,
        label: body.protocol === 'oidc' ? 'OpenID Connect' : 'SAML',
      },
      details: {
        protocol: body.protocol,
        required: body.required,
        jitProvisioning: body.jitProvisioning,
      },
    });
    return row;
  });
  return toSsoSettings(saved, deps.config.appUrl);
}

/** DELETE /api/teams/{id}/sso: people sign in with their passwords again. */
export async function removeSsoSettings(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access }: { access: TeamAccess },
): Promise<void> {
  const teamId = access.team.id;
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [gone] = await tx.delete(teamSso).where(eq(teamSso.teamId, teamId)).returning();
    if (!gone) throw new AppError('NOT_FOUND', COPY.ssoNotSetUp);
    await recordTeamAudit(tx, now, {
      teamId,
      actor: access.actor,
      action: 'sso.removed',
      target: {
        kind: 'sso',
        id: teamId,
        label: gone.protocol === 'oidc' ? 'OpenID Connect' : 'SAML',
      },
    });
  });
}
