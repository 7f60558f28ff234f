import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { teamDomains, teamMembers, teams, teamSso } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { SsoProtocol } from '#shared/schemas/sso';

/** The domain of an address: what follows its last `@`, lowercased. */
export function domainOfEmail(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export interface SsoOfEmail {
  teamId: string;
  protocol: SsoProtocol;
  required: boolean;
  jitProvisioning: boolean;
  /** The team's owner's account: the one kept out of `required` (their way back in). */
  ownerUserId: string | null;
}

/**
 * The single sign-on an address signs in with: the team that verified the address's domain and
 * set up single sign-on, if any (at most one team holds a domain verified).
 */
export async function ssoOfEmail(db: DbOrTx, email: string): Promise<SsoOfEmail | null> {
  const [row] = await db
    .select({
      teamId: teamSso.teamId,
      protocol: teamSso.protocol,
      required: teamSso.required,
      jitProvisioning: teamSso.jitProvisioning,
    })
    .from(teamDomains)
    .innerJoin(teamSso, eq(teamSso.teamId, teamDomains.teamId))
    .innerJoin(teams, and(eq(teams.id, teamDomains.teamId), isNull(teams.deletedAt)))
    .where(and(eq(teamDomains.domain, domainOfEmail(email)), eq(teamDomains.status, 'verified')));
  if (!row) return null;
  return { ...row, ownerUserId: await teamOwnerUserId(db, row.teamId) };
}

async function teamOwnerUserId(db: DbOrTx, teamId: string): Promise<string | null> {
  const [owner] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')));
  return owner?.userId ?? null;
}

/**
 * A team that requires single sign-on takes the password and the passkey away from every account
 * on its verified domains (someone the directory removed cannot get back in), except its owner's:
 * the way back in when the identity provider is misconfigured. Said only once the password or
 * passkey proved who is asking, as a suspension is.
 */
export async function assertMayUsePassword(
  db: DbOrTx,
  user: { id: string; email: string },
): Promise<void> {
  const sso = await ssoOfEmail(db, user.email);
  if (sso?.required && sso.ownerUserId !== user.id) {
    throw new AppError('FORBIDDEN', COPY.ssoRequiredForAccount);
  }
}
