import { count } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, users } from '#server/db/schema';
import { hashPassword } from '../auth/public';
import { DEMO_METAL_CARD } from './demo-cards';

export interface DemoOwner {
  email: string;
  password: string;
}

/**
 * On a first start with an empty database, creates a demo owner so `npm start` can be tried at
 * once. Its password is DEMO_PASSWORD or a random one; either way it is only printed, never
 * stored in clear. Returns null when there was nothing to do.
 */
export async function seedDemoOwner(
  deps: Pick<AppDeps, 'config' | 'database' | 'random' | 'clock'>,
): Promise<DemoOwner | null> {
  const { demo } = deps.config;
  if (!demo.enabled) return null;
  const { db } = deps.database;
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return null;
  const password = demo.password ?? deps.random.bytes(9).toString('base64url');
  const now = deps.clock.now();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        email: demo.email,
        passwordHash,
        firstName: 'Alex',
        lastName: 'Morgan',
        // Lets the embedded demo show the paid Connect profile without a payment.
        stripeSubscriptionStatus: demo.subscribed ? 'active' : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (!owner) throw new Error('demo owner insert returned nothing');
    await tx.insert(cards).values(demoCards(owner.id, demo.email, now));
  });
  return { email: demo.email, password };
}

/** Two cards, one filled in completely, so every screen has something real to show. */
function demoCards(ownerId: string, email: string, now: Date) {
  const base = {
    ownerId,
    createdAt: now,
    updatedAt: now,
    firstName: 'Alex',
    lastName: 'Morgan',
    email,
  };
  return [
    {
      ...base,
      shopifyProductTitle: 'Catalyst Metal Card',
      shopifyVariantTitle: 'Matte Black',
      ...DEMO_METAL_CARD,
    },
    {
      ...base,
      shopifyProductTitle: 'Catalyst Bamboo Card',
      shopifyVariantTitle: null,
      workOrganization: 'Alex Morgan Consulting',
      workTitle: 'Founder',
      cellPhone: '+1 415 555 0134',
      websiteUrl: 'https://alexmorgan.example',
    },
  ];
}
