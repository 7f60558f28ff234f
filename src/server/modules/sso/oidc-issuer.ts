import * as oidc from 'openid-client';
import { AppError } from '#server/lib/app-error';
import { oidcIssuerProblem } from '#shared/copy/company-sign-in';

/** Where the identity provider sends people back (what the admin pastes into it). */
export const OIDC_CALLBACK_PATH = '/api/sso/oidc/callback';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The identity provider's configuration, from its discovery document
 * (`{issuer}/.well-known/openid-configuration`), for a client that authenticates at the token
 * endpoint with client_secret_basic. An issuer over plain http is accepted outside production
 * only. openid-client checks that the document's `issuer` is the one asked for.
 */
export async function discoverOidcIssuer(
  settings: OidcClientSettings,
  { allowHttp }: { allowHttp: boolean },
): Promise<oidc.Configuration> {
  let url: URL;
  try {
    url = new URL(settings.issuer);
  } catch {
    throw new AppError('BAD_REQUEST', oidcIssuerProblem('it is not a URL'));
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    throw new AppError('BAD_REQUEST', oidcIssuerProblem('it must use https'));
  }
  try {
    return await oidc.discovery(
      url,
      settings.clientId,
      undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      { execute: url.protocol === 'http:' ? [oidc.allowInsecureRequests] : [], timeout: 10 },
    );
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    throw new AppError('BAD_REQUEST', oidcIssuerProblem(problem));
  }
}
