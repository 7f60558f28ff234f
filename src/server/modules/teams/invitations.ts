import { and, count, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { teamMembers, users, type TeamMemberRow, type TeamRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { MESSAGES } from '#shared/messages';
import type { InvitableRole, InviteMemberBody } from '#shared/schemas/teams';
import { hashOpaqueToken, newOpaqueToken } from '../auth/public';
import { enqueueMail, teamInvitationEmail } from '../mail/public';

/** An invitation link works for 7 days; resending makes a new one. */
export const TEAM_INVITATION_TTL_MS = 7 * 86_400_000;
/** Members and invitations of one team, together. */
export const TEAM_MAX_MEMBERS = 1_000;
/** Invitation mails (invites, imported rows, resends) one team may send per day. */
export const TEAM_INVITATIONS_PER_DAY = 1_000;

export type InviteDeps = Pick<
  AppDeps,
  'database' | 'clock' | 'random' | 'config' | 'createLimiter' | 'jobs'
>;

/** Someone to invite, as a request or a CSV row gives them. */
export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  role: InvitableRole;
}

/** An invitation request or CSV row as an invitee: what it left out is empty, the role member. */
export function inviteeFrom(body: InviteMemberBody): Invitee {
  return {
    email: body.email,
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    title: body.title ?? '',
    role: body.role ?? 'member',
  };
}

const invitationLimiter = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) =>
  deps.createLimiter('team-invitations', 86_400),
);

/**
 * Counts `mails` invitation mails against the team's daily budget before any is written, so
 * parallel imports cannot together send more than the budget.
 */
export async function takeInvitationBudget(
  deps: Pick<AppDeps, 'createLimiter'>,
  teamId: string,
  mails: number,
): Promise<void> {
  const limiter = invitationLimiter(deps);
  for (let i = 0; i < mails; i++) {
    assertWithin(
      await limiter.take(teamId),
      TEAM_INVITATIONS_PER_DAY,
      MESSAGES.tooManyTeamInvitations,
    );
  }
}

/** Refuses invitations that would take the team past TEAM_MAX_MEMBERS. */
export async function assertRoomFor(tx: Tx, teamId: string, more: number): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  if ((row?.n ?? 0) + more > TEAM_MAX_MEMBERS) throw new AppError('CONFLICT', MESSAGES.teamIsFull);
}

/** An invitation not yet accepted, cancelled or expired: what a card may wait for. */
export function invitationWaiting(
  member: Pick<TeamMemberRow, 'status' | 'inviteExpiresAt'>,
  now: Date,
): boolean {
  return member.status === 'invited' && !!member.inviteExpiresAt && member.inviteExpiresAt > now;
}

/** The inviter's name as the team's members see it. */
export function nameOf(member: Pick<TeamMemberRow, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** A fresh link for an invitation row: the token for the mail, its hash and expiry for the row. */
export function newInvitationLink(deps: Pick<AppDeps, 'clock' | 'random'>) {
  const token = newOpaqueToken(deps.random);
  return {
    token,
    inviteTokenHash: hashOpaqueToken(token),
    inviteExpiresAt: new Date(deps.clock.now().getTime() + TEAM_INVITATION_TTL_MS),
  };
}

/** Queues the invitation mail in the caller's transaction. */
export async function mailInvitation(
  tx: Tx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  input: { team: TeamRow; inviter: TeamMemberRow; row: TeamMemberRow; token: string },
): Promise<void> {
  // The account's own name when it has one; else the name the team gave the invitation.
  const [account] = await tx
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.email, input.row.email));
  await enqueueMail(
    tx,
    teamInvitationEmail({
      to: input.row.email,
      firstName: account?.firstName || input.row.firstName,
      teamName: input.team.name,
      inviterName: nameOf(input.inviter),
      token: input.token,
      appUrl: deps.config.appUrl,
    }),
    deps.clock.now(),
  );
}

/**
 * Invites each person in one transaction: a row per address (status `invited`) and its mail.
 * An address already in the team (in any status) is refused with 409 by the team-and-e-mail
 * index; the caller checks first where it wants to report rather than fail.
 */
export async function insertInvitations(
  tx: Tx,
  deps: Pick<AppDeps, 'clock' | 'random' | 'config'>,
  { team, inviter, invitees }: { team: TeamRow; inviter: TeamMemberRow; invitees: Invitee[] },
): Promise<TeamMemberRow[]> {
  const now = deps.clock.now();
  const links = invitees.map(() => newInvitationLink(deps));
  const rows = await tx
    .insert(teamMembers)
    .values(
      invitees.map((invitee, index) => ({
        teamId: team.id,
        email: invitee.email,
        firstName: invitee.firstName,
        lastName: invitee.lastName,
        title: invitee.title,
        role: invitee.role,
        status: 'invited' as const,
        inviteTokenHash: links[index]!.inviteTokenHash,
        inviteExpiresAt: links[index]!.inviteExpiresAt,
        invitedBy: inviter.userId,
        invitedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  for (const [index, row] of rows.entries()) {
    await mailInvitation(tx, deps, { team, inviter, row, token: links[index]!.token });
  }
  return rows;
}

/** The addresses of `emails` that are in the team already, in any status. */
export async function addressesInTeam(
  tx: Tx,
  teamId: string,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await tx
    .select({ email: teamMembers.email })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.email, emails)));
  return new Set(rows.map((row) => row.email));
}
