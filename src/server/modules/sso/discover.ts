import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { ssoOfEmail } from '../auth/public';

/** Where a team's single sign-on starts (GET, a redirect to its identity provider). */
export function ssoStartPath(teamId: string): string {
  return `/api/sso/${teamId}/start`;
}

/**
 * POST /api/auth/sso/discover: the address typed on the Login form is on a domain a team
 * verified and signs in with single sign-on: where that sign-in starts. Else 404.
 */
export async function discoverSso(
  deps: Pick<AppDeps, 'database' | 'config'>,
  { email }: { email: string },
): Promise<{ url: string }> {
  const sso = email.includes('@') ? await ssoOfEmail(deps.database.db, email) : null;
  if (!sso) throw new AppError('NOT_FOUND', COPY.ssoNotSetUp);
  return { url: `${deps.config.appUrl}${ssoStartPath(sso.teamId)}` };
}
