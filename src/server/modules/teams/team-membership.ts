import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  teamMembers,
  teams,
  type DepartmentRow,
  type TeamMemberRow,
  type TeamRow,
} from '#server/db/schema';
import type { TeamAuditActor } from '../audit/public';

/** A team and one membership of it. */
export interface TeamMembership {
  team: TeamRow;
  member: TeamMemberRow;
}

/**
 * The caller's team and membership, as the access check found them, and who the log names;
 * `department` is the one department a department admin is limited to (null: the whole team).
 */
export interface TeamAccess extends TeamMembership {
  actor: TeamAuditActor;
  department: DepartmentRow | null;
}

/**
 * The team the account is active in, with its membership; undefined when none (an account is
 * active in at most one team: the team_members_active_user_idx index).
 */
export async function activeMembershipOf(
  db: DbOrTx,
  userId: string,
): Promise<TeamMembership | undefined> {
  const [found] = await db
    .select({ team: teams, member: teamMembers })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  return found;
}
