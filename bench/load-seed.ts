/**
 * Bulk seed for the load benchmark: card owners, cards with a full configuration, a Connect
 * profile per card (unique handle `bench-000001`...), one live session per owner. All in SQL
 * with generate_series, so 100 000 cards take seconds, on PostgreSQL and on PGlite alike.
 *
 * Card i (1-based) belongs to owner i, except cards 1-5, which all belong to the bench owner
 * (the signed-in and login endpoints). Every owner has an active subscription, so every handle
 * answers.
 */

/** The little of pg.Pool and PGlite the seed needs. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

export const BENCH_OWNER = { email: 'bench-owner@bench.example', cards: 5 } as const;

/** The Connect handle of card i; the load rotates through these. */
export function handleOf(i: number): string {
  return `bench-${String(i).padStart(6, '0')}`;
}

/** A deterministic, valid version-4 uuid per owner index, so cards can name their owner. */
const ownerId = (i: string) =>
  `(overlay(overlay(md5('bench-owner-' || ${i}) placing '4' from 13) placing '8' from 17))::uuid`;

/** Adds cards from+1 .. to (and their owners, profiles and sessions). */
export async function seedCards(
  db: SqlClient,
  from: number,
  to: number,
  passwordHash: string,
): Promise<void> {
  if (from === 0) {
    await db.query(
      `insert into users (id, email, password_hash, first_name, last_name, stripe_subscription_status)
       values (${ownerId('0')}, $1, $2, 'Bench', 'Owner', 'active')`,
      [BENCH_OWNER.email, passwordHash],
    );
    await db.query(`insert into sessions (user_id) values (${ownerId('0')})`);
  }
  const firstOwner = Math.max(from + 1, BENCH_OWNER.cards + 1);
  const range = [from + 1, to];
  // Every owner gets a real argon2 hash (the same one), so rows have their real size.
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name, stripe_subscription_status)
     select ${ownerId('i')}, 'owner' || lpad(i::text, 6, '0') || '@bench.example', $3,
            'First' || i, 'Last' || i, 'active'
     from generate_series($1::int, $2::int) as i`,
    [firstOwner, to, passwordHash],
  );
  await db.query(
    `insert into sessions (user_id)
     select ${ownerId('i')} from generate_series($1::int, $2::int) as i`,
    [firstOwner, to],
  );
  await db.query(
    `insert into cards (id, owner_id, shopify_product_title, shopify_variant_title, uuid,
       first_name, last_name, work_organization, work_title, work_role, work_url, email,
       work_email, cell_phone, work_phone, work_address_street, work_address_city,
       work_address_state, work_address_postal_code, website_url, linked_in_url, note,
       company_slogan)
     overriding system value
     select i, case when i <= ${BENCH_OWNER.cards} then ${ownerId('0')} else ${ownerId('i')} end,
            'Catalyst Metal Card', 'Matte Black', gen_random_uuid(),
            'First' || i, 'Last' || i, 'Company ' || (i % 997), 'Head of Partnerships',
            'Partnerships', 'https://company' || (i % 997) || '.example',
            'owner' || lpad(i::text, 6, '0') || '@bench.example',
            'person' || i || '@company' || (i % 997) || '.example',
            '+1 415 555 ' || lpad((i % 10000)::text, 4, '0'), '+1 415 555 0100',
            i || ' Market Street', 'San Francisco', 'CA', '94105',
            'https://person' || i || '.example', 'https://www.linkedin.com/in/person' || i,
            'Met at a Catalyst event? Say hello!', 'Design that gets you noticed'
     from generate_series($1::int, $2::int) as i`,
    range,
  );
  await db.query(
    `insert into card_profiles (card_id, name, company, title, slogan, theme, alias_slug,
       website_url, linked_in_url, buttons)
     select i, 'First' || i || ' Last' || i, 'Company ' || (i % 997), 'Head of Partnerships',
            'Design that gets you noticed', case when i % 2 = 0 then 'dark' else 'light' end,
            'bench-' || lpad(i::text, 6, '0'),
            'https://person' || i || '.example', 'https://www.linkedin.com/in/person' || i,
            jsonb_build_array(
              jsonb_build_object('uuid', gen_random_uuid(), 'text', 'Book a meeting',
                                 'url', 'https://cal.example/person' || i),
              jsonb_build_object('uuid', gen_random_uuid(), 'text', 'Portfolio',
                                 'url', 'https://person' || i || '.example/work'))
     from generate_series($1::int, $2::int) as i`,
    range,
  );
  // The identity sequence must continue after the explicit ids.
  await db.query(
    `select setval(pg_get_serial_sequence('cards', 'id'), (select max(id) from cards))`,
  );
}

/** Every card's public uuid, in card order (the vCard load rotates through these). */
export async function cardUuids(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query('select uuid from cards order by id');
  return rows.map((row) => String(row.uuid));
}
