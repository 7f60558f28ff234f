import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { cards, teamMembers, type TeamMemberRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { MESSAGES } from '#shared/messages';
import type { InvitableRole } from '#shared/schemas/teams';
import { releaseReplacedImages } from '../uploads/public';
import { returnCardsToPool } from './card-holder';
import {
  invitationWaiting,
  mailInvitation,
  newInvitationLink,
  takeInvitationBudget,
  type InviteDeps,
} from './invitations';
import type { TeamAccess } from './team-access';

type ChangeDeps = Pick<AppDeps, 'database' | 'clock'>;
/** A change that may return cards to the pool frees the images they no longer show. */
type PoolingDeps = ChangeDeps & Pick<AppDeps, 'storage'>;

/** The team's member by id, locked for the change; another team's id is "not found". */
async function lockMember(tx: Tx, teamId: string, memberId: string): Promise<TeamMemberRow> {
  const [row] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.teamId, teamId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.teamMemberNotFound);
  return row;
}

async function update(tx: Tx, id: string, values: Partial<TeamMemberRow>): Promise<TeamMemberRow> {
  const [row] = await tx.update(teamMembers).set(values).where(eq(teamMembers.id, id)).returning();
  return row!;
}

/** PATCH /api/teams/{id}/members/{memberId} {role}: admin or member; the owner's role is handed over. */
export function changeMemberRole(
  deps: ChangeDeps,
  { access, memberId, role }: { access: TeamAccess; memberId: string; role: InvitableRole },
): Promise<TeamMemberRow> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockMember(tx, access.team.id, memberId);
    if (row.role === 'owner') throw new AppError('CONFLICT', MESSAGES.ownerRoleIsHandedOver);
    return update(tx, row.id, { role, updatedAt: deps.clock.now() });
  });
}

/**
 * Ends an active member's team access (their own account and personal cards stay). The team's
 * cards they held go back to the pool at once, emptied of their details.
 */
export async function deactivateMember(
  deps: PoolingDeps,
  { access, memberId }: { access: TeamAccess; memberId: string },
): Promise<TeamMemberRow> {
  const { row, replaced } = await deps.database.db.transaction(async (tx) => {
    const row = await lockMember(tx, access.team.id, memberId);
    if (row.role === 'owner') throw new AppError('CONFLICT', MESSAGES.ownerCannotBeDeactivated);
    if (row.status !== 'active') {
      throw new AppError(
        'CONFLICT',
        row.status === 'invited'
          ? MESSAGES.invitationNotPending
          : MESSAGES.memberAlreadyDeactivated,
      );
    }
    const now = deps.clock.now();
    const replaced = row.userId
      ? await returnCardsToPool(tx, {
          teamId: access.team.id,
          which: eq(cards.ownerId, row.userId),
          now,
        })
      : [];
    const updated = await update(tx, row.id, {
      status: 'deactivated',
      deactivatedAt: now,
      updatedAt: now,
    });
    return { row: updated, replaced };
  });
  await releaseReplacedImages(deps, { before: replaced, after: [] });
  return row;
}

/** Gives a deactivated member their access back, unless they joined another team meanwhile. */
export async function reactivateMember(
  deps: ChangeDeps,
  { access, memberId }: { access: TeamAccess; memberId: string },
): Promise<TeamMemberRow> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      const row = await lockMember(tx, access.team.id, memberId);
      if (row.status !== 'deactivated')
        throw new AppError('CONFLICT', MESSAGES.memberNotDeactivated);
      return update(tx, row.id, {
        status: 'active',
        deactivatedAt: null,
        updatedAt: deps.clock.now(),
      });
    });
  } catch (error) {
    // The one-active-team index: the account is active in another team now.
    if (isUniqueViolation(error, 'team_members_active_user_idx')) {
      throw new AppError('CONFLICT', MESSAGES.activeInAnotherTeam);
    }
    throw error;
  }
}

/** A new link for a waiting invitation (the old one stops working), mailed again. */
export async function resendInvitation(
  deps: InviteDeps & Pick<AppDeps, 'storage'>,
  { access, memberId, address }: { access: TeamAccess; memberId: string; address: string },
): Promise<TeamMemberRow> {
  await takeInvitationBudget(deps, { access, address }, 1);
  const { row, replaced } = await deps.database.db.transaction(async (tx) => {
    const invitation = await lockMember(tx, access.team.id, memberId);
    if (invitation.status !== 'invited') {
      throw new AppError('CONFLICT', MESSAGES.invitationNotPending);
    }
    // An expired invitation's cards went back to the pool: a new link does not bring them back.
    const replaced = invitationWaiting(invitation, deps.clock.now())
      ? []
      : await returnCardsToPool(tx, {
          teamId: access.team.id,
          which: eq(cards.invitedHolderId, invitation.id),
          now: deps.clock.now(),
        });
    const { token, ...link } = newInvitationLink(deps);
    const updated = await update(tx, invitation.id, { ...link, updatedAt: deps.clock.now() });
    await mailInvitation(tx, deps, {
      team: access.team,
      inviter: access.member,
      row: updated,
      token,
    });
    return { row: updated, replaced };
  });
  deps.jobs.kick();
  await releaseReplacedImages(deps, { before: replaced, after: [] });
  return row;
}

/**
 * DELETE /api/teams/{id}/members/{memberId}: withdraws an invitation not yet accepted; the cards
 * that waited for it are in the pool again, with nothing of a person on them.
 */
export async function cancelInvitation(
  deps: PoolingDeps,
  { access, memberId }: { access: TeamAccess; memberId: string },
): Promise<void> {
  const replaced = await deps.database.db.transaction(async (tx) => {
    const row = await lockMember(tx, access.team.id, memberId);
    if (row.status !== 'invited') throw new AppError('CONFLICT', MESSAGES.invitationNotPending);
    const images = await returnCardsToPool(tx, {
      teamId: access.team.id,
      which: eq(cards.invitedHolderId, row.id),
      now: deps.clock.now(),
    });
    await tx.delete(teamMembers).where(eq(teamMembers.id, row.id));
    return images;
  });
  await releaseReplacedImages(deps, { before: replaced, after: [] });
}

/**
 * The owner hands the team to one of its active admins, who becomes the owner; the former owner
 * stays as an admin. (The one-owner index makes a half-done hand-over impossible.)
 */
export function transferOwnership(
  deps: ChangeDeps,
  { access, memberId }: { access: TeamAccess; memberId: string },
): Promise<TeamMemberRow> {
  return deps.database.db.transaction(async (tx) => {
    const owner = await lockMember(tx, access.team.id, access.member.id);
    const next = await lockMember(tx, access.team.id, memberId);
    if (owner.role !== 'owner') throw new AppError('FORBIDDEN', MESSAGES.teamOwnerOnly);
    if (next.role !== 'admin' || next.status !== 'active') {
      throw new AppError('CONFLICT', MESSAGES.ownershipGoesToAnAdmin);
    }
    const now = deps.clock.now();
    await update(tx, owner.id, { role: 'admin', updatedAt: now });
    return update(tx, next.id, { role: 'owner', updatedAt: now });
  });
}
