import type { AppDeps } from '#server/app-deps';
import type { TeamMemberRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { COPY } from '#shared/copy';
import type { InviteMemberBody } from '#shared/schemas/teams';
import { departmentInScope } from './department-scope';
import {
  addressesInTeam,
  assertRoomFor,
  insertInvitations,
  inviteeFrom,
  takeInvitationBudget,
} from './invitations';
import type { TeamAccess } from './team-access';

/**
 * POST /api/teams/{id}/members: one invitation and its mail; 409 for an address in the team. A
 * department admin invites members into their department only (departmentInScope), never an
 * admin: the team's admins are the owner's and admins' to make.
 */
export async function inviteMember(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'createLimiter' | 'jobs'>,
  { access, body, address }: { access: TeamAccess; body: InviteMemberBody; address: string },
): Promise<TeamMemberRow> {
  if (access.department && body.role === 'admin') {
    throw new AppError('FORBIDDEN', COPY.teamAdminsOnly);
  }
  const department = await departmentInScope(deps.database.db, access, body.departmentId);
  await takeInvitationBudget(deps, { access, address, mails: 1 });
  try {
    const [row] = await deps.database.db.transaction(async (tx) => {
      if ((await addressesInTeam(tx, access.team.id, [body.email])).size > 0) {
        throw new AppError('CONFLICT', COPY.alreadyInThisTeam);
      }
      await assertRoomFor(tx, access.team.id, 1);
      return insertInvitations(tx, deps, {
        team: access.team,
        inviter: access.member,
        actor: access.actor,
        invitees: [inviteeFrom(body, department?.id ?? null)],
      });
    });
    deps.jobs.kick();
    return row!;
  } catch (error) {
    // The same address invited twice at once: the second finds the first's row.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', COPY.alreadyInThisTeam);
    throw error;
  }
}
