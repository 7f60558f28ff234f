import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teams, type TeamRow } from '#server/db/schema';
import type { TeamSecurity, TeamSecurityBody } from '#shared/schemas/two-step';

export function toTeamSecurity(team: Pick<TeamRow, 'requireTwoStep'>): TeamSecurity {
  return { requireTwoStep: team.requireTwoStep };
}

/**
 * The team's sign-in rule (owner and admins): with requireTwoStep, an active member without
 * two-step sign-in sets it up at their next password sign-in before getting a session
 * (docs/product.md#two-step-sign-in). Sessions already open stay open.
 */
export async function changeTeamSecurity(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  input: { team: Pick<TeamRow, 'id'>; actorId: string; body: TeamSecurityBody },
): Promise<TeamSecurity> {
  const [updated] = await deps.database.db
    .update(teams)
    .set({ requireTwoStep: input.body.requireTwoStep, updatedAt: deps.clock.now() })
    .where(eq(teams.id, input.team.id))
    .returning({ requireTwoStep: teams.requireTwoStep });
  return toTeamSecurity(updated ?? { requireTwoStep: input.body.requireTwoStep });
}
