import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teams, type TeamRow } from '#server/db/schema';
import type { TeamSecurity, TeamSecurityBody } from '#shared/schemas/two-step';
import { recordTeamAudit } from '../audit/public';
import { teamTarget } from './audit-targets';
import type { TeamAccess } from './team-access';

export function toTeamSecurity(team: Pick<TeamRow, 'requireTwoStep'>): TeamSecurity {
  return { requireTwoStep: team.requireTwoStep };
}

/**
 * The team's sign-in rule (owner and admins): with requireTwoStep, an active member without
 * two-step sign-in sets it up at their next password sign-in before getting a session
 * (docs/product.md#two-step-sign-in). Sessions already open stay open. A change is written to
 * the team's audit log in its transaction; saving the same value again records nothing.
 */
export async function changeTeamSecurity(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, body }: { access: TeamAccess; body: TeamSecurityBody },
): Promise<TeamSecurity> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ requireTwoStep: teams.requireTwoStep })
      .from(teams)
      .where(eq(teams.id, access.team.id))
      .for('update');
    await tx
      .update(teams)
      .set({ requireTwoStep: body.requireTwoStep, updatedAt: now })
      .where(eq(teams.id, access.team.id));
    if (before && before.requireTwoStep !== body.requireTwoStep) {
      await recordTeamAudit(tx, now, {
        teamId: access.team.id,
        actor: access.actor,
        action: 'team.security_changed',
        target: teamTarget(access.team),
        details: { before: before.requireTwoStep, after: body.requireTwoStep },
      });
    }
    return toTeamSecurity({ requireTwoStep: body.requireTwoStep });
  });
}
