import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import { teamDomains, teamMembers, teams, users, type TeamDomainRow } from '#server/db/schema';
import { startPeriodicJob } from '#server/lib/periodic-job';
import { recordTeamAudit, SYSTEM_TEAM_ACTOR } from '../audit/public';
import { domainUnverifiedEmail, enqueueMail } from '../mail/public';
import { lookUpTxt } from './dns-txt';
import { domainTarget, txtNameOf } from './team-domains';

const DAY_MS = 86_400_000;
/** A verified domain's record is looked up once a day. */
export const DOMAIN_RECHECK_EVERY_MS = DAY_MS;
/** Missing this long at a check, the domain is unverified. */
export const DOMAIN_MISSING_DAYS = 7;
/** The job wakes hourly and checks the domains whose day is up. */
export const DOMAIN_RECHECK_INTERVAL_MS = 60 * 60_000;
export const DOMAIN_RECHECK_FIRST_RUN_MS = 2 * 60_000;
/** Domains one run checks at most (the rest wait an hour), and look-ups at once. */
const RECHECK_BATCH = 500;
const LOOKUPS_AT_ONCE = 8;

export interface RecheckReport {
  /** The record was there: checkedAt set, missingSince cleared. */
  found: number;
  /** It was not (missing, or another value): missingSince set or kept. */
  missing: number;
  /** Missing for DOMAIN_MISSING_DAYS: back to pending, logged, the owner mailed. */
  unverified: number;
  /** DNS gave no answer (a timeout, SERVFAIL): nothing changed; tried again next hour. */
  failed: number;
}

/** Unverifies the domain, logs it and mails the team's owner, in one transaction. */
async function unverify(
  deps: Pick<AppDeps, 'database' | 'config'>,
  { domain, now }: { domain: TeamDomainRow; now: Date },
): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(teamDomains)
      .set({ status: 'pending', verifiedAt: null, checkedAt: now, missingSince: null })
      .where(and(eq(teamDomains.id, domain.id), eq(teamDomains.status, 'verified')))
      .returning();
    if (!row) return false;
    await recordTeamAudit(tx, now, {
      teamId: row.teamId,
      actor: SYSTEM_TEAM_ACTOR,
      action: 'domain.unverified',
      target: domainTarget(row),
      details: { missingSince: domain.missingSince?.toISOString() ?? null },
    });
    const [owner] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        teamName: teams.name,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.teamId, row.teamId), eq(teamMembers.role, 'owner')));
    if (owner) {
      const mail = domainUnverifiedEmail({
        to: owner.email,
        firstName: owner.firstName,
        teamName: owner.teamName,
        domain: row.domain,
        txtName: txtNameOf(row.domain),
        txtValue: row.txtValue,
        appUrl: deps.config.appUrl,
        language: owner.locale,
      });
      await enqueueMail(tx, mail, now);
    }
    return true;
  });
}

/** One domain's check; what it came to. */
async function recheck(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  domain: TeamDomainRow,
): Promise<keyof RecheckReport> {
  const found = await lookUpTxt(deps, txtNameOf(domain.domain));
  if (found.kind === 'failed') return 'failed';
  const now = deps.clock.now();
  const stillVerified = and(eq(teamDomains.id, domain.id), eq(teamDomains.status, 'verified'));
  if (found.kind === 'found' && found.values.some((value) => value.trim() === domain.txtValue)) {
    await deps.database.db
      .update(teamDomains)
      .set({ checkedAt: now, missingSince: null })
      .where(stillVerified);
    return 'found';
  }
  const since = domain.missingSince ?? now;
  if (now.getTime() - since.getTime() >= DOMAIN_MISSING_DAYS * DAY_MS) {
    return (await unverify(deps, { domain, now })) ? 'unverified' : 'missing';
  }
  await deps.database.db
    .update(teamDomains)
    .set({ checkedAt: now, missingSince: since })
    .where(stillVerified);
  return 'missing';
}

/**
 * The daily re-check (docs/jobs.md): every verified domain not checked for a day has its TXT
 * record looked up again. Only an answer that the record is not there counts as missing (NXDOMAIN,
 * NODATA, or no record with the value); a look-up that fails changes nothing.
 */
export async function recheckVerifiedDomains(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs'>,
): Promise<RecheckReport> {
  const now = deps.clock.now();
  const due = await deps.database.db
    .select()
    .from(teamDomains)
    .where(
      and(
        eq(teamDomains.status, 'verified'),
        or(
          isNull(teamDomains.checkedAt),
          lte(teamDomains.checkedAt, new Date(now.getTime() - DOMAIN_RECHECK_EVERY_MS)),
        ),
      ),
    )
    .orderBy(asc(teamDomains.checkedAt))
    .limit(RECHECK_BATCH);
  const report: RecheckReport = { found: 0, missing: 0, unverified: 0, failed: 0 };
  for (let i = 0; i < due.length; i += LOOKUPS_AT_ONCE) {
    const outcomes = await Promise.all(
      due.slice(i, i + LOOKUPS_AT_ONCE).map((domain) => recheck(deps, domain)),
    );
    for (const outcome of outcomes) report[outcome] += 1;
  }
  if (report.unverified > 0) deps.jobs.kick();
  return report;
}

/** Runs the re-check hourly in each server process (a domain is due once a day). */
export function startDomainRecheckJob(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): { stop(): void } {
  return startPeriodicJob({
    intervalMs: DOMAIN_RECHECK_INTERVAL_MS,
    firstRunMs: DOMAIN_RECHECK_FIRST_RUN_MS,
    work: async () => {
      const report = await recheckVerifiedDomains(deps);
      if (Object.values(report).some((n) => n > 0))
        log.info({ domains: report }, 'domain re-check');
    },
    log,
    failureMessage: 'domain re-check failed',
  });
}
