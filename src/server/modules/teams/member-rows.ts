import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { teamMembers, type TeamMemberRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';

/** The team's member by id, locked for the change; another team's id is "not found". */
export async function lockMember(tx: Tx, teamId: string, memberId: string): Promise<TeamMemberRow> {
  const [row] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.teamId, teamId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', COPY.teamMemberNotFound);
  return row;
}

/** Writes a change to a member row already locked, answering the row as it now is. */
export async function updateMember(
  tx: Tx,
  id: string,
  values: Partial<TeamMemberRow>,
): Promise<TeamMemberRow> {
  const [row] = await tx.update(teamMembers).set(values).where(eq(teamMembers.id, id)).returning();
  return row!;
}
