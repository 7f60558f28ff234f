import type { AppDeps } from '#server/app-deps';
import type { TeamMemberRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { recordTeamAudit } from '../audit/public';
import { memberTarget } from './audit-targets';
import { lockMember, updateMember } from './member-rows';
import type { TeamAccess } from './team-access';

/**
 * The owner hands the team to one of its active admins, who becomes the owner; the former owner
 * stays as an admin. (The one-owner index makes a half-done hand-over impossible.)
 */
export function transferOwnership(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, memberId }: { access: TeamAccess; memberId: string },
): Promise<TeamMemberRow> {
  return deps.database.db.transaction(async (tx) => {
    const owner = await lockMember(tx, access.team.id, access.member.id);
    const next = await lockMember(tx, access.team.id, memberId);
    if (owner.role !== 'owner') throw new AppError('FORBIDDEN', COPY.teamOwnerOnly);
    // An admin the directory provisioned who never signed in has no account to own the team.
    if (next.role !== 'admin' || next.status !== 'active' || !next.userId) {
      throw new AppError('CONFLICT', COPY.ownershipGoesToAnAdmin);
    }
    const now = deps.clock.now();
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'team.owner_changed',
      target: memberTarget(next),
      details: { from: memberTarget(owner).label, to: memberTarget(next).label },
    });
    await updateMember(tx, owner.id, { role: 'admin', updatedAt: now });
    return updateMember(tx, next.id, { role: 'owner', updatedAt: now });
  });
}
