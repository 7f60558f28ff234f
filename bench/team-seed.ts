/**
 * What the team benches share: a PostgreSQL database of their own, and a team of active members
 * holding the team's cards.
 */
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { cards, teamMembers, teams, users } from '#server/db/schema';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs `bench` on a new, migrated database `name` on BENCH_PG_URL's cluster, dropped afterwards
 * (kept with BENCH_KEEP_DB, to look at it).
 */
export async function onBenchDatabase(
  name: string,
  bench: (database: Database) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    await migrateDatabase(database);
    await bench(database);
  } finally {
    await database.close();
    if (!process.env.BENCH_KEEP_DB)
      await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * A team 'Bench Co' of `members` active people (the first its owner) holding `cardCount` team
 * cards in turn; `card(i)` adds columns to the i-th card.
 */
export async function seedTeam(
  database: Database,
  {
    members: memberCount,
    cards: cardCount,
    card = () => ({}),
  }: {
    members: number;
    cards: number;
    card?: (index: number) => Partial<typeof cards.$inferInsert>;
  },
) {
  const { db } = database;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: memberCount }, (_, i) => ({
        email: `member${i}@bench.example`,
        firstName: 'Member',
        lastName: String(i),
        // Established accounts: a new one's first day allows fewer invitation mails.
        createdAt: new Date(Date.now() - 7 * 86_400_000),
      })),
    )
    .returning();
  const [team] = await db.insert(teams).values({ name: 'Bench Co', slug: 'bench-co' }).returning();
  const members = await db
    .insert(teamMembers)
    .values(
      people.map((person, i) => ({
        teamId: team!.id,
        userId: person.id,
        email: person.email,
        role: i === 0 ? ('owner' as const) : ('member' as const),
        status: 'active' as const,
      })),
    )
    .returning();
  const seeded = await db
    .insert(cards)
    .values(
      Array.from({ length: cardCount }, (_, i) => ({
        ownerId: people[i % memberCount]!.id,
        teamId: team!.id,
        shopifyProductTitle: 'Metal',
        ...card(i),
      })),
    )
    .returning({ id: cards.id });
  return { team: team!, members, cards: seeded };
}
