import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { apiKeys, teamMembers, teams } from '#server/db/schema';
import type { RequestOwner } from '#server/lib/request-owner';
import type { ApiKeyScope } from '#shared/schemas/api-keys';
import type { Me } from '#shared/schemas/me';

/**
 * GET /api/me: the caller's account, the team it is active in (at most one: the teams module's
 * rule; read here from the tables, as the teams module sits above this one) and the key the
 * request was made with, so a tool's connection test can name the connection.
 */
export async function whoAmI(
  deps: Pick<AppDeps, 'database'>,
  { owner }: { owner: RequestOwner },
): Promise<Me> {
  const { db } = deps.database;
  const { user } = owner;
  const [membership] = await db
    .select({ id: teams.id, name: teams.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, user.id), eq(teamMembers.status, 'active')));
  const [key] = owner.apiKeyId
    ? await db
        .select({ id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes })
        .from(apiKeys)
        .where(eq(apiKeys.id, owner.apiKeyId))
    : [];
  return {
    account: {
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
    },
    team: membership ?? null,
    apiKey: key ? { ...key, scopes: key.scopes as ApiKeyScope[] } : null,
  };
}
