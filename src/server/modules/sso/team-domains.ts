import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { teamDomains, type TeamDomainRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { DOMAIN_TXT_LABEL, DomainName, type TeamDomain } from '#shared/schemas/sso';

/** The name of the TXT record that proves a team holds `domain`. */
export function txtNameOf(domain: string): string {
  return `${DOMAIN_TXT_LABEL}.${domain}`;
}

export function toTeamDomain(row: TeamDomainRow): TeamDomain {
  return {
    domain: row.domain,
    status: row.status,
    txtName: txtNameOf(row.domain),
    txtValue: row.txtValue,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

/** A domain as the team's audit log names it. */
export function domainTarget(row: Pick<TeamDomainRow, 'id' | 'domain'>) {
  return { kind: 'domain' as const, id: row.id, label: row.domain };
}

/**
 * The team's claim of the domain a path names (written as a claim is: any case, a trailing dot),
 * locked for the change when `forUpdate`; 404 when the team has not claimed it.
 */
export async function claimedDomainOf(
  tx: DbOrTx,
  { teamId, domain, forUpdate = false }: { teamId: string; domain: string; forUpdate?: boolean },
): Promise<TeamDomainRow> {
  const name = DomainName.safeParse(domain);
  if (!name.success) throw new AppError('NOT_FOUND', COPY.domainNotFound);
  const query = tx
    .select()
    .from(teamDomains)
    .where(and(eq(teamDomains.teamId, teamId), eq(teamDomains.domain, name.data)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', COPY.domainNotFound);
  return row;
}

/** Whether a team other than `teamId` holds `domain` verified. */
export async function verifiedElsewhere(
  tx: DbOrTx,
  { teamId, domain }: { teamId: string; domain: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ teamId: teamDomains.teamId })
    .from(teamDomains)
    .where(and(eq(teamDomains.domain, domain), eq(teamDomains.status, 'verified')));
  return row !== undefined && row.teamId !== teamId;
}
