import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { departments, teamMembers, type DepartmentRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { isUuid } from '#shared/cards/uuid';
import { COPY } from '#shared/copy';
import { recordTeamAudit } from '../audit/public';
import { departmentCardsToCompany, moveMemberCards } from './department-template-writes';
import { updateMember } from './member-rows';
import type { TeamAccess } from './team-access';
import { departmentTarget, lockDepartment } from './write-department';

/**
 * A group of the company's directory (SCIM) is a department of the team
 * (docs/product.md#scim): its members move into it, and as a member is in one department, the
 * group or `department` change made last wins.
 */

/** What the directory changes in a group: each part left out is left as it is. */
export interface DirectoryGroupChange {
  name?: string;
  externalId?: string | null;
  /** Member ids moved in. */
  add?: string[];
  /** Member ids moved out (to no department), when they are in it. */
  remove?: string[];
  /** The whole membership: whoever is in it and not named moves out. */
  members?: string[];
}

/** Runs a write whose department name may be taken: 409 then. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'departments_team_name_idx')) {
      throw new AppError('CONFLICT', COPY.departmentNameTaken);
    }
    throw error;
  }
}

/** POST /scim/v2/Groups: a new department, with its members moved in. */
export function addDirectoryGroup(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, change }: { access: TeamAccess; change: DirectoryGroupChange & { name: string } },
): Promise<DepartmentRow> {
  const now = deps.clock.now();
  return withUniqueName(() =>
    deps.database.db.transaction(async (tx) => {
      const [row] = (await tx
        .insert(departments)
        .values({
          teamId: access.team.id,
          name: change.name,
          scimProvisionedAt: now,
          scimExternalId: change.externalId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning()) as [DepartmentRow];
      const moved = await moveMembers(tx, { access, group: row, change, now });
      await recordTeamAudit(tx, now, {
        teamId: access.team.id,
        actor: access.actor,
        action: 'scim.group_created',
        target: departmentTarget(row),
        details: { membersAdded: moved.added },
      });
      return row;
    }),
  );
}

/** PATCH and PUT /scim/v2/Groups/{id}: a new name, and members in or out. */
export function changeDirectoryGroup(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  {
    access,
    groupId,
    change,
  }: { access: TeamAccess; groupId: string; change: DirectoryGroupChange },
): Promise<DepartmentRow> {
  const now = deps.clock.now();
  return withUniqueName(() =>
    deps.database.db.transaction(async (tx) => {
      const before = await lockDepartment(tx, access.team.id, groupId);
      const set: Partial<DepartmentRow> = { scimProvisionedAt: before.scimProvisionedAt ?? now };
      if (change.name !== undefined) set.name = change.name;
      if (change.externalId !== undefined) set.scimExternalId = change.externalId;
      const [row] = (await tx
        .update(departments)
        .set({ ...set, updatedAt: now })
        .where(eq(departments.id, before.id))
        .returning()) as [DepartmentRow];
      const moved = await moveMembers(tx, { access, group: row, change, now });
      const renamed = before.name !== row.name ? { before: before.name, after: row.name } : null;
      if (renamed || moved.added + moved.removed > 0 || set.scimExternalId !== undefined) {
        await recordTeamAudit(tx, now, {
          teamId: access.team.id,
          actor: access.actor,
          action: 'scim.group_updated',
          target: departmentTarget(row),
          details: { membersAdded: moved.added, membersRemoved: moved.removed, renamed },
        });
      }
      return row;
    }),
  );
}

/** DELETE /scim/v2/Groups/{id}: the department goes; its members stay, in none. */
export function deleteDirectoryGroup(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, groupId }: { access: TeamAccess; groupId: string },
): Promise<void> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockDepartment(tx, access.team.id, groupId);
    await departmentCardsToCompany(tx, { department: row, now });
    await tx.delete(departments).where(eq(departments.id, row.id));
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'scim.group_deleted',
      target: departmentTarget(row),
    });
  });
}

/**
 * The team's members of those ids (the directory's deleted ones excepted), locked. `strict`:
 * an id that names none is 400 (a member to move in); otherwise it is passed over (a member
 * to move out who is gone already).
 */
async function lockMembers(tx: Tx, teamId: string, ids: string[], strict: boolean) {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))].filter(
    (id) => strict || isUuid(id),
  );
  if (unique.length === 0) return [];
  if (!unique.every(isUuid)) throw new AppError('BAD_REQUEST', COPY.scimMemberUnknown);
  const rows = await tx
    .select()
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        inArray(teamMembers.id, unique),
        isNull(teamMembers.scimDeletedAt),
      ),
    )
    .for('update');
  if (strict && rows.length !== unique.length)
    throw new AppError('BAD_REQUEST', COPY.scimMemberUnknown);
  return rows;
}

async function moveMembers(
  tx: Tx,
  {
    access,
    group,
    change,
    now,
  }: { access: TeamAccess; group: DepartmentRow; change: DirectoryGroupChange; now: Date },
): Promise<{ added: number; removed: number }> {
  const teamId = access.team.id;
  let removeIds = change.remove ?? [];
  const addIds = [...(change.add ?? []), ...(change.members ?? [])];
  if (change.members) {
    const keep = new Set(change.members.map((id) => id.toLowerCase()));
    const inGroup = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.departmentId, group.id));
    removeIds = [...removeIds, ...inGroup.map((m) => m.id).filter((id) => !keep.has(id))];
  }
  let added = 0;
  let removed = 0;
  for (const member of await lockMembers(tx, teamId, removeIds, false)) {
    if (member.departmentId !== group.id) continue;
    await moveMemberCards(tx, { teamId, member, to: null, now });
    await updateMember(tx, member.id, { departmentId: null, updatedAt: now });
    removed += 1;
  }
  for (const member of await lockMembers(tx, teamId, addIds, true)) {
    if (member.departmentId === group.id) continue;
    await moveMemberCards(tx, { teamId, member, to: group.id, now });
    await updateMember(tx, member.id, { departmentId: group.id, updatedAt: now });
    added += 1;
  }
  return { added, removed };
}
