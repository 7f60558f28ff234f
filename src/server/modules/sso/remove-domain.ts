import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teamDomains } from '#server/db/schema';
import { recordTeamAudit, type TeamAuditActor } from '../audit/public';
import { claimedDomainOf, domainTarget } from './team-domains';

/**
 * DELETE /api/teams/{id}/domains/{domain}: the claim goes, verified or not (a verified one no
 * longer brings its addresses to the team's single sign-on); 404 when the team has not claimed it.
 */
export async function removeDomain(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { teamId, domain, actor }: { teamId: string; domain: string; actor: TeamAuditActor },
): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const row = await claimedDomainOf(tx, { teamId, domain, forUpdate: true });
    await tx.delete(teamDomains).where(eq(teamDomains.id, row.id));
    await recordTeamAudit(tx, now, {
      teamId,
      actor,
      action: 'domain.removed',
      target: domainTarget(row),
      details: { status: row.status },
    });
  });
}
