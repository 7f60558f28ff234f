import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, type TeamMemberRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { releaseReplacedImages } from '../uploads/public';
import { returnCardsToPool } from './card-holder';
import {
  invitationWaiting,
  mailInvitation,
  newInvitationLink,
  takeInvitationBudget,
} from './invitations';
import { lockMember, updateMember } from './member-rows';
import type { TeamAccess } from './team-access';

/** A new link for a waiting invitation (the old one stops working), mailed again. */
export async function resendInvitation(
  deps: Pick<
    AppDeps,
    'database' | 'clock' | 'random' | 'config' | 'createLimiter' | 'jobs' | 'storage'
  >,
  { access, memberId, address }: { access: TeamAccess; memberId: string; address: string },
): Promise<TeamMemberRow> {
  await takeInvitationBudget(deps, { access, address, mails: 1 });
  const { row, replaced } = await deps.database.db.transaction(async (tx) => {
    const invitation = await lockMember(tx, access.team.id, memberId);
    if (invitation.status !== 'invited') {
      throw new AppError('CONFLICT', COPY.invitationNotPending);
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
    const updated = await updateMember(tx, invitation.id, { ...link, updatedAt: deps.clock.now() });
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
