import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teamDomains } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { isUniqueViolation } from '#server/lib/db-errors';
import { COPY } from '#shared/copy';
import {
  domainLookupFailedMessage,
  domainRecordMissingMessage,
  domainRecordWrongMessage,
} from '#shared/copy/verified-domains';
import { recordTeamAudit, type TeamAuditActor } from '../audit/public';
import { lookUpTxt } from './dns-txt';
import { claimedDomainOf, domainTarget, txtNameOf, verifiedElsewhere } from './team-domains';

/** Each verification sends a DNS query: a team gets this many a minute, then 429. */
export const DOMAIN_VERIFICATIONS_PER_MINUTE = 30;

const verifyLimiter = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) =>
  deps.createLimiter('domain-verifications', 60),
);

/**
 * POST /api/teams/{id}/domains/{domain}/verify: looks the TXT record up and, when it holds the
 * claim's value, the domain is the team's. 422 names the record looked for (missing, another
 * value, or no answer from DNS); 409 when another team verified the domain first, which the
 * partial unique index decides when two teams verify at the same moment.
 */
export async function verifyDomain(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'createLimiter'>,
  { teamId, domain, actor }: { teamId: string; domain: string; actor: TeamAuditActor },
): Promise<{ domain: string; status: 'verified' }> {
  const taken = await verifyLimiter(deps).take(teamId);
  assertWithin(taken, DOMAIN_VERIFICATIONS_PER_MINUTE, COPY.domainVerifyTooMany);
  const { db } = deps.database;
  const claim = await claimedDomainOf(db, { teamId, domain });
  const verified = { domain: claim.domain, status: 'verified' as const };
  if (claim.status === 'verified') return verified;
  if (await verifiedElsewhere(db, { teamId, domain: claim.domain })) {
    throw new AppError('CONFLICT', COPY.domainTakenByAnotherTeam);
  }

  const txtName = txtNameOf(claim.domain);
  const found = await lookUpTxt(deps, txtName);
  if (found.kind === 'failed') {
    throw new AppError('UNPROCESSABLE', domainLookupFailedMessage(txtName));
  }
  if (found.kind === 'missing') {
    throw new AppError('UNPROCESSABLE', domainRecordMissingMessage(txtName, claim.txtValue));
  }
  if (!found.values.some((value) => value.trim() === claim.txtValue)) {
    throw new AppError('UNPROCESSABLE', domainRecordWrongMessage(txtName, claim.txtValue));
  }

  const now = deps.clock.now();
  try {
    await db.transaction(async (tx) => {
      // Taken again under lock: it may have been removed, or verified, meanwhile.
      const row = await claimedDomainOf(tx, { teamId, domain: claim.domain, forUpdate: true });
      if (row.status === 'verified') return;
      await tx
        .update(teamDomains)
        .set({ status: 'verified', verifiedAt: now, checkedAt: now, missingSince: null })
        .where(eq(teamDomains.id, row.id));
      await recordTeamAudit(tx, now, {
        teamId,
        actor,
        action: 'domain.verified',
        target: domainTarget(row),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'team_domains_verified_idx')) {
      throw new AppError('CONFLICT', COPY.domainTakenByAnotherTeam);
    }
    throw error;
  }
  return verified;
}
