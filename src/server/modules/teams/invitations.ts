import { and, count, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { teamMembers, users, type TeamMemberRow, type TeamRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import {
  INVITATION_MAILS_PER_ACCOUNT_PER_DAY,
  INVITATION_MAILS_PER_ADDRESS_PER_DAY,
  NEW_ACCOUNT_HOURS,
  NEW_ACCOUNT_INVITATION_MAILS_PER_DAY,
} from '#shared/constants';
import { COPY } from '#shared/copy';
import type { Language } from '#shared/i18n/languages';
import type { TeamAuditAction } from '#shared/schemas/team-audit';
import type { InvitableRole, InviteMemberBody } from '#shared/schemas/teams';
import { recordTeamAudit, type TeamAuditActor } from '../audit/public';
import { hashOpaqueToken, newOpaqueToken } from '../auth/public';
import { enqueueMail, teamInvitationEmail } from '../mail/public';
import { memberTarget } from './audit-targets';
import type { TeamAccess } from './team-access';

/** An invitation link works for 7 days; resending makes a new one. */
export const TEAM_INVITATION_TTL_MS = 7 * 86_400_000;
/** Members and invitations of one team, together. */
export const TEAM_MAX_MEMBERS = 1_000;
/** Invitation mails (invites, imported rows, resends) one team may send per day. */
export const TEAM_INVITATIONS_PER_DAY = 1_000;

/** Someone to invite, as a request or a CSV row gives them. */
export interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  role: InvitableRole;
  /** The department they join in; null: none. */
  departmentId: string | null;
  /** The language of the invitation mail, as the admin chose it; null: English. */
  locale: Language | null;
}

/**
 * An invitation request or CSV row as an invitee: what it left out is empty, the role member;
 * the department is the one the caller checked (departmentInScope), not the body's as sent.
 */
export function inviteeFrom(
  body: Omit<InviteMemberBody, 'departmentId'>,
  departmentId: string | null = null,
): Invitee {
  return {
    email: body.email,
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    title: body.title ?? '',
    role: body.role ?? 'member',
    departmentId,
    locale: body.locale ?? null,
  };
}

/** The daily counters of invitation mails: per team, per account, per client address. */
export const invitationLimiters = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) => ({
  team: deps.createLimiter('team-invitations', 86_400),
  account: deps.createLimiter('account-invitations', 86_400),
  address: deps.createLimiter('address-invitations', 86_400),
}));

/** Who sends invitation mails: the team, the admin's account, and the client's address. */
export interface InvitationSender {
  access: TeamAccess;
  address: string;
}

/**
 * Counts `mails` invitation mails against the team's, the account's and the address's daily
 * budgets before any is written (decision 009), so parallel requests cannot together send more
 * than a budget. The account's budget is keyed by the user, not the team: deleting a team and
 * creating another keeps its count. An account younger than NEW_ACCOUNT_HOURS gets the smaller
 * allowance.
 */
export async function takeInvitationBudget(
  deps: Pick<AppDeps, 'createLimiter' | 'database' | 'clock'>,
  { access, address, mails }: InvitationSender & { mails: number },
): Promise<void> {
  if (mails <= 0) return;
  const userId = access.member.userId;
  if (!userId) throw new AppError('FORBIDDEN', COPY.teamAdminsOnly);
  const [account] = await deps.database.db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  const isNew =
    !account ||
    deps.clock.now().getTime() - account.createdAt.getTime() < NEW_ACCOUNT_HOURS * 3_600_000;
  const accountMax = isNew
    ? NEW_ACCOUNT_INVITATION_MAILS_PER_DAY
    : INVITATION_MAILS_PER_ACCOUNT_PER_DAY;
  const accountMessage = isNew
    ? COPY.tooManyInvitationsFromNewAccount
    : COPY.tooManyInvitationsFromAccount;
  const limiters = invitationLimiters(deps);
  for (let i = 0; i < mails; i++) {
    // Each counter takes the mail before any is checked: a refusal by one still counts in all.
    const [byAddress, byAccount, byTeam] = await Promise.all([
      limiters.address.take(address),
      limiters.account.take(userId),
      limiters.team.take(access.team.id),
    ]);
    assertWithin(
      byAddress,
      INVITATION_MAILS_PER_ADDRESS_PER_DAY,
      COPY.tooManyInvitationsFromAddress,
    );
    assertWithin(byAccount, accountMax, accountMessage);
    assertWithin(byTeam, TEAM_INVITATIONS_PER_DAY, COPY.tooManyTeamInvitations);
  }
}

/** Refuses invitations that would take the team past TEAM_MAX_MEMBERS. */
export async function assertRoomFor(tx: Tx, teamId: string, more: number): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  if ((row?.n ?? 0) + more > TEAM_MAX_MEMBERS) throw new AppError('CONFLICT', COPY.teamIsFull);
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
      // The language the admin chose for it, whatever the account's own.
      language: input.row.inviteLocale,
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
  {
    team,
    inviter,
    invitees,
    actor,
    action = 'member.invited',
  }: {
    team: TeamRow;
    inviter: TeamMemberRow;
    invitees: Invitee[];
    actor: TeamAuditActor;
    /** The log row's code: the company's directory (SCIM) logs its own. */
    action?: TeamAuditAction;
  },
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
        departmentId: invitee.departmentId,
        inviteLocale: invitee.locale,
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
    await recordTeamAudit(tx, now, {
      teamId: team.id,
      actor,
      action,
      target: memberTarget(row),
      details: { role: row.role },
    });
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
