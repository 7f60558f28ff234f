import { count } from 'drizzle-orm';
import type { AppDeps } from './app-deps';
import { users } from './db/schema';
import { hashPassword } from './modules/auth/passwords';

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
  await db.insert(users).values({
    email: demo.email,
    passwordHash: await hashPassword(password),
    firstName: 'Alex',
    lastName: 'Morgan',
    createdAt: deps.clock.now(),
    updatedAt: deps.clock.now(),
  });
  return { email: demo.email, password };
}
