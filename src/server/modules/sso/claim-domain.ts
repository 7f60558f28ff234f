import type { AppDeps } from '#server/app-deps';
import { teamDomains } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { COPY } from '#shared/copy';
import type { ClaimDomainBody, TeamDomain } from '#shared/schemas/sso';
import { recordTeamAudit, type TeamAuditActor } from '../audit/public';
import { isPublicMailDomain } from './public-mail-domains';
import { domainTarget, toTeamDomain, verifiedElsewhere } from './team-domains';

/** The value the TXT record must hold: 256 random bits, so no one can guess another team's. */
function newTxtValue(deps: Pick<AppDeps, 'random'>): string {
  return `catalyst-verification=${deps.random.bytes(32).toString('base64url')}`;
}

/**
 * POST /api/teams/{id}/domains: the team claims an e-mail domain, pending until its TXT record is
 * found. A public mail domain is refused (400), a domain another team verified is theirs (409),
 * and a team claims a domain once (409). Any number of teams may hold a pending claim.
 */
export async function claimDomain(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random'>,
  { teamId, actor, body }: { teamId: string; actor: TeamAuditActor; body: ClaimDomainBody },
): Promise<TeamDomain> {
  const { domain } = body;
  if (isPublicMailDomain(domain)) throw new AppError('BAD_REQUEST', COPY.domainIsPublicMail);
  const now = deps.clock.now();
  try {
    return await deps.database.db.transaction(async (tx) => {
      if (await verifiedElsewhere(tx, { teamId, domain })) {
        throw new AppError('CONFLICT', COPY.domainTakenByAnotherTeam);
      }
      const [row] = await tx
        .insert(teamDomains)
        .values({ teamId, domain, txtValue: newTxtValue(deps), createdAt: now })
        .returning();
      await recordTeamAudit(tx, now, {
        teamId,
        actor,
        action: 'domain.claimed',
        target: domainTarget(row!),
      });
      return toTeamDomain(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'team_domains_team_domain_idx')) {
      throw new AppError('CONFLICT', COPY.domainAlreadyClaimed);
    }
    throw error;
  }
}
