import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { teamMembers, teams, teamSso, users, type UserRow } from '#server/db/schema';
import { isUniqueViolation } from '#server/lib/db-errors';
import type { SsoErrorReason } from '#shared/schemas/sso';
import { recordTeamAudit, teamAuditActorOf } from '../audit/public';
import { domainOfEmail } from '../auth/public';
import { syncTeamSeats } from '../billing/public';
import { handOverWaitingCards, memberTarget } from '../teams/public';
import { releaseReplacedImages } from '../uploads/public';
import { issueSsoCode } from './sso-codes';
import type { SsoRequestRow } from './sso-requests';
import { isVerifiedDomainOf } from './verified-domains';

/** Where a failed single sign-on ends: the Login page, with a sentence for the reason. */
export function ssoErrorLocation(reason: SsoErrorReason, test = false): string {
  // A 'Test sign-in' ends on its own page, which says what failed to the admin who ran it.
  return test ? `/sso/complete?test=1&ssoError=${reason}` : `/login?ssoError=${reason}`;
}

/** What the identity provider vouched for, once the protocol checked its answer. */
export interface SsoIdentity {
  email: string;
  firstName?: string;
  lastName?: string;
}

class SsoRefusal extends Error {
  constructor(readonly reason: SsoErrorReason) {
    super(reason);
  }
}

/**
 * Ends a single sign-on whose answer the protocol (OIDC callback, SAML ACS) has checked: the
 * address decides the account (never a second one), and the team decides who may come in.
 * Answers where to send the browser: `/sso/complete?code=` (a one-time code for a session), or
 * the Login page with the reason. A 'Test sign-in' changes nobody's access and signs no one in:
 * it ends on the completion page with what the provider said.
 */
export async function finishSsoSignIn(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'payments' | 'jobs' | 'storage'>,
  {
    request,
    identity,
    log,
  }: { request: SsoRequestRow; identity: SsoIdentity; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<string> {
  const email = identity.email.trim().toLowerCase();
  const { db } = deps.database;
  const domainVerified = await isVerifiedDomainOf(db, {
    teamId: request.teamId,
    domain: domainOfEmail(email),
  });
  if (request.test) {
    const result = domainVerified ? '' : '&ssoError=domain';
    return `/sso/complete?test=1&email=${encodeURIComponent(email)}${result}`;
  }
  if (!domainVerified) return ssoErrorLocation('domain');
  try {
    const { userId, joined, replacedImages } = await db.transaction((tx) =>
      admit(tx, deps, { teamId: request.teamId, email, identity }),
    );
    if (joined) {
      // As a join by invitation: the mails of the cards handed over leave, the images those
      // cards no longer show are freed, and the seat is counted.
      deps.jobs.kick();
      await releaseReplacedImages(deps, { before: replacedImages, after: [] });
      await syncTeamSeats(deps, { teamId: request.teamId, log });
    }
    const code = await issueSsoCode(db, deps, { teamId: request.teamId, userId });
    return `/sso/complete?code=${encodeURIComponent(code)}`;
  } catch (error) {
    if (error instanceof SsoRefusal) return ssoErrorLocation(error.reason);
    // Active in another team meanwhile (the one-active-team index), or the same new person
    // signing in twice at once: the other attempt wins, this one is refused.
    if (isUniqueViolation(error)) return ssoErrorLocation('not-member');
    throw error;
  }
}

/**
 * Finds or makes the account of the address and its active membership of the team, in one
 * transaction. Refuses a suspended account, a deactivated member, and, without just-in-time
 * provisioning, anyone the team has not invited or provisioned.
 */
async function admit(
  tx: Tx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  { teamId, email, identity }: { teamId: string; email: string; identity: SsoIdentity },
): Promise<{ userId: string; joined: boolean; replacedImages: string[] }> {
  const now = deps.clock.now();
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('share');
  const [sso] = await tx.select().from(teamSso).where(eq(teamSso.teamId, teamId));
  if (!team || team.deletedAt || !sso) throw new SsoRefusal('not-set-up');
  let [user] = await tx.select().from(users).where(eq(users.email, email)).for('update');
  if (user?.suspendedAt) throw new SsoRefusal('suspended');
  const [member] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.email, email)))
    .for('update');
  if (member?.status === 'active' && member.userId && member.userId === user?.id) {
    return { userId: member.userId, joined: false, replacedImages: [] };
  }
  // A membership held by another account (one whose address changed since it joined) is not
  // handed to whoever has the address now.
  if (member?.userId && member.userId !== user?.id) throw new SsoRefusal('not-member');
  if (member?.status === 'deactivated') throw new SsoRefusal('not-member');
  if (!member && !sso.jitProvisioning) throw new SsoRefusal('not-member');
  if (user && (await activeElsewhere(tx, { userId: user.id, teamId }))) {
    throw new SsoRefusal('not-member');
  }
  user ??= await createAccount(tx, { email, identity, now });
  const names = {
    firstName: member?.firstName || identity.firstName || user.firstName,
    lastName: member?.lastName || identity.lastName || user.lastName,
  };
  // An invitation, a member the directory provisioned before their first sign-in, or a person
  // just-in-time provisioning lets in: each becomes the account's active membership.
  const [joined] = member
    ? await tx
        .update(teamMembers)
        .set({
          ...names,
          userId: user.id,
          status: 'active',
          inviteTokenHash: null,
          inviteExpiresAt: null,
          joinedAt: member.joinedAt ?? now,
          updatedAt: now,
        })
        .where(eq(teamMembers.id, member.id))
        .returning()
    : await tx
        .insert(teamMembers)
        .values({ teamId, userId: user.id, email, ...names, status: 'active', joinedAt: now })
        .returning();
  if (!joined) throw new SsoRefusal('not-member');
  await recordTeamAudit(tx, now, {
    teamId,
    actor: teamAuditActorOf({ user, apiKeyId: null }),
    action: 'member.joined',
    target: memberTarget(joined),
    details: { through: 'single sign-on' },
  });
  const replacedImages = await handOverWaitingCards(tx, deps, {
    team,
    member: joined,
    account: user,
    now,
  });
  return { userId: user.id, joined: true, replacedImages };
}

async function activeElsewhere(tx: Tx, { userId, teamId }: { userId: string; teamId: string }) {
  const [other] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, userId),
        eq(teamMembers.status, 'active'),
        ne(teamMembers.teamId, teamId),
      ),
    );
  return Boolean(other);
}

/** An account for a person the identity provider vouches for: no password (it signs them in). */
async function createAccount(
  tx: Tx,
  { email, identity, now }: { email: string; identity: SsoIdentity; now: Date },
): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({
      email,
      firstName: identity.firstName ?? '',
      lastName: identity.lastName ?? '',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error('account insert returned nothing');
  return user;
}
