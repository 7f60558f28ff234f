/**
 * EXPLAIN (ANALYZE, BUFFERS) of the hot queries, on PostgreSQL. The SQL is not retyped: the
 * project's own functions run against a drizzle instance whose logger records each statement
 * and its parameters, and exactly that is explained. Two queries are not functions of their own
 * (the vCard's prepared statement, login's user look-up); those are rebuilt here.
 */
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Db } from '#server/db/client';
import * as schema from '#server/db/schema';
import { findSessionUser } from '#server/modules/auth/sessions';
import { listCards } from '#server/modules/cards/list-cards';
import { findPublicProfile } from '#server/modules/public-profiles/find-public-profile';

export interface QueryPlan {
  name: string;
  source: string;
  sql: string;
  params: unknown[];
  plan: string;
  /** Tables read by a sequential scan: each is a finding at 100 000 cards. */
  seqScans: string[];
  /** Indexes the plan uses. */
  indexes: string[];
}

export interface PlanKeys {
  handle: string;
  uuid: string;
  ownerId: string;
  email: string;
  sessionId: string;
}

export async function explainHotQueries(pool: pg.Pool, keys: PlanKeys): Promise<QueryPlan[]> {
  let captured: Array<{ sql: string; params: unknown[] }> = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Db;
  // The services take AppDeps' database; only its drizzle handle is used by these reads.
  const deps = { database: { db } as Database };

  const runs: Array<{ name: string; source: string; run: () => Promise<unknown> }> = [
    {
      name: 'public profile by handle (API and /u page)',
      source: 'findPublicProfile, src/server/modules/public-profiles/find-public-profile.ts',
      run: () => findPublicProfile(deps, keys.handle),
    },
    {
      name: 'public profile by uuid (API and /u page)',
      source: 'findPublicProfile, src/server/modules/public-profiles/find-public-profile.ts',
      run: () => findPublicProfile(deps, keys.uuid),
    },
    {
      name: 'vCard: card by uuid',
      source: 'cardByUuid in src/server/modules/vcard/read-card-vcard.ts (rebuilt, card part only)',
      run: () => db.select().from(schema.cards).where(eq(schema.cards.uuid, keys.uuid)),
    },
    {
      name: 'cards list by owner (GET /api/cards)',
      source: 'listCards, src/server/modules/cards/list-cards.ts',
      run: () => listCards(deps, keys.ownerId),
    },
    {
      name: 'login: user by e-mail',
      source: 'inline in src/server/modules/auth/login.ts (same drizzle call)',
      run: () =>
        db
          .select({ id: schema.users.id, passwordHash: schema.users.passwordHash })
          .from(schema.users)
          .where(eq(schema.users.email, keys.email)),
    },
    {
      name: 'session check (every signed-in request)',
      source: 'findSessionUser, src/server/modules/auth/sessions.ts',
      run: () => findSessionUser(deps, { sub: keys.ownerId, sid: keys.sessionId, exp: 0, iat: 0 }),
    },
  ];

  const plans: QueryPlan[] = [];
  for (const { name, source, run } of runs) {
    captured = [];
    const result = await run();
    if (result === null || (Array.isArray(result) && result.length === 0)) {
      throw new Error(`plan for "${name}": the query found nothing; the keys are wrong`);
    }
    for (const [index, { sql, params }] of captured.entries()) {
      const explain = `explain (analyze, buffers) ${sql}`;
      // The first run warms the cache; the second is the steady state the load sees.
      await pool.query(explain, params);
      const { rows } = await pool.query<Record<string, string>>(explain, params);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      plans.push({
        name: captured.length > 1 ? `${name} (statement ${index + 1})` : name,
        source,
        sql,
        params,
        plan,
        seqScans: [...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]!),
        indexes: [...new Set([...plan.matchAll(/ using (\S+) on /g)].map((m) => m[1]!))],
      });
    }
  }
  return plans;
}
