import type { DbOrTx } from '#server/db/client';
import { requireTeamRole } from '../teams/public';

/** A team's webhooks are its admins' to manage (and its owner's). */
export async function teamScope(
  db: DbOrTx,
  { teamId, userId }: { teamId: string; userId: string },
): Promise<{ teamId: string }> {
  const access = await requireTeamRole(db, { teamId, userId }, 'admin');
  return { teamId: access.team.id };
}
