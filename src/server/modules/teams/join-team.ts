import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx, Tx } from '#server/db/client';
import { teamMembers, teams, users, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { COPY } from '#shared/copy';
import type { JoinWithNewAccountBody, Team, TeamInvitation } from '#shared/schemas/teams';
import { recordTeamAudit, teamAuditActorOf } from '../audit/public';
import { hashOpaqueToken, hashPassword, spendAccountTokens } from '../auth/public';
import { releaseReplacedImages } from '../uploads/public';
import { handOverWaitingCards } from './assign-card';
import { memberTarget } from './audit-targets';
import { departmentNamesOf, toTeam } from './team-views';

/** The waiting invitation of a link, with its team; expired, used or unknown: 400. */
async function findInvitation(db: DbOrTx, token: string, now: Date) {
  const [found] = await db
    .select({ team: teams, invitation: teamMembers })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.inviteTokenHash, hashOpaqueToken(token)));
  if (
    !found ||
    found.invitation.status !== 'invited' ||
    !found.invitation.inviteExpiresAt ||
    found.invitation.inviteExpiresAt <= now
  ) {
    throw new AppError('BAD_REQUEST', COPY.teamInvitationInvalid);
  }
  return found;
}

/** GET /api/teams/invitations/{token}: what the join page shows, before anyone signs in. */
export async function describeInvitation(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs' | 'storage'>,
  token: string,
): Promise<TeamInvitation> {
  const { team, invitation } = await findInvitation(deps.database.db, token, deps.clock.now());
  const [account] = await deps.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, invitation.email));
  return {
    teamName: team.name,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    hasAccount: Boolean(account?.passwordHash),
  };
}

/**
 * Makes the invitation the account's membership, and the cards waiting for it the account's; in
 * the caller's transaction. Answers the team and the images those cards showed before.
 */
async function accept(
  tx: Tx,
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs' | 'storage'>,
  {
    token,
    user,
  }: {
    token: string;
    user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'imageUrl'>;
  },
): Promise<{ team: Team; replacedImages: string[] }> {
  const now = deps.clock.now();
  const { team, invitation } = await findInvitation(tx, token, now);
  if (invitation.email !== user.email) {
    throw new AppError('FORBIDDEN', COPY.teamInvitationForAnotherAddress);
  }
  // The team is held first, as its deletion holds it first: a deletion under way makes this
  // join wait and then find the team gone, and one that starts now waits for the join and ends
  // it with the rest. Taken in another order the two deadlock on the member and card rows.
  const [open] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, team.id), isNull(teams.deletedAt)))
    .for('share');
  if (!open) throw new AppError('BAD_REQUEST', COPY.teamInvitationInvalid);
  const [joined] = await tx
    .update(teamMembers)
    .set({
      userId: user.id,
      status: 'active',
      // The names the team typed, else the account's own.
      firstName: invitation.firstName || user.firstName,
      lastName: invitation.lastName || user.lastName,
      inviteTokenHash: null,
      inviteExpiresAt: null,
      joinedAt: now,
      updatedAt: now,
    })
    // Accepted once: a second accept of the same link (a double click) finds nothing to update.
    .where(and(eq(teamMembers.id, invitation.id), eq(teamMembers.status, 'invited')))
    .returning();
  if (!joined) throw new AppError('BAD_REQUEST', COPY.teamInvitationInvalid);
  await recordTeamAudit(tx, now, {
    teamId: team.id,
    actor: teamAuditActorOf({ user, apiKeyId: null }),
    action: 'member.joined',
    target: memberTarget(joined),
  });
  const replacedImages = await handOverWaitingCards(tx, deps, {
    team,
    member: joined,
    account: user,
    now,
  });
  return { team: toTeam(team, joined, await departmentNamesOf(tx, team.id)), replacedImages };
}

/**
 * Runs a join; the one-active-team index turns a second team into 409. Once it committed, the
 * mails of the cards it handed over leave, and the images those cards no longer show are freed.
 */
async function joining(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs' | 'storage'>,
  work: () => Promise<{ team: Team; replacedImages: string[] }>,
): Promise<Team> {
  try {
    const { team, replacedImages } = await work();
    deps.jobs.kick();
    await releaseReplacedImages(deps, { before: replacedImages, after: [] });
    return team;
  } catch (error) {
    if (isUniqueViolation(error, 'team_members_active_user_idx')) {
      throw new AppError('CONFLICT', COPY.activeInAnotherTeam);
    }
    // Two new-account joins of one address at once: the second finds the first's account.
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new AppError('CONFLICT', COPY.teamInvitationHasAccount);
    }
    throw error;
  }
}

/** POST /api/teams/join {token}: a signed-in account accepts an invitation to its address. */
export function joinTeam(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs' | 'storage'>,
  { token, user }: { token: string; user: UserRow },
) {
  return joining(deps, () =>
    deps.database.db.transaction((tx) => accept(tx, deps, { token, user })),
  );
}

/**
 * POST /api/teams/join/new-account: a new address accepts its invitation by creating its
 * account (the mailed link proves the mailbox, as an account invitation does). An address with
 * an account signs in instead (409). One invited by a shop order but never set up gets its
 * password here, and its own account link is spent.
 */
export async function joinWithNewAccount(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs' | 'storage'>,
  body: JoinWithNewAccountBody,
): Promise<Team & { email: string }> {
  // An unknown or expired link is refused before the (deliberately slow) hash.
  const { invitation } = await findInvitation(deps.database.db, body.token, deps.clock.now());
  const passwordHash = await hashPassword(body.password);
  const team = await joining(deps, () =>
    deps.database.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [existing] = await tx
        .select()
        .from(users)
        .where(eq(users.email, invitation.email))
        .for('update');
      if (existing?.passwordHash) throw new AppError('CONFLICT', COPY.teamInvitationHasAccount);
      const names = { firstName: body.firstName, lastName: body.lastName };
      let user: UserRow | undefined;
      if (existing) {
        [user] = await tx
          .update(users)
          .set({ ...names, passwordHash, updatedAt: now })
          .where(and(eq(users.id, existing.id), isNull(users.passwordHash)))
          .returning();
        await spendAccountTokens(tx, existing.id, 'verify-account', now);
      } else {
        [user] = await tx
          .insert(users)
          .values({
            email: invitation.email,
            ...names,
            passwordHash,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
      }
      if (!user) throw new AppError('CONFLICT', COPY.teamInvitationHasAccount);
      return accept(tx, deps, { token: body.token, user });
    }),
  );
  return { ...team, email: invitation.email };
}
