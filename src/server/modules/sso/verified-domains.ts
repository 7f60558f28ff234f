import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { teamDomains } from '#server/db/schema';

/** Whether `domain` is one of the team's verified domains. */
export async function isVerifiedDomainOf(
  db: DbOrTx,
  { teamId, domain }: { teamId: string; domain: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: teamDomains.id })
    .from(teamDomains)
    .where(
      and(
        eq(teamDomains.teamId, teamId),
        eq(teamDomains.domain, domain),
        eq(teamDomains.status, 'verified'),
      ),
    );
  return Boolean(row);
}
