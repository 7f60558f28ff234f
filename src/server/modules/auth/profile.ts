import { isUniqueViolation } from '../../lib/db-errors';
import { and, eq, ne } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import type {
  CurrentUser,
  SubscriptionStatus,
  UpdateProfileBody,
} from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    imageUrl: user.imageUrl,
    stripeSubscriptionStatus: (user.stripeSubscriptionStatus as SubscriptionStatus | null) ?? null,
  };
}

/** Updates name and e-mail. An e-mail that belongs to another account answers 409. */
export async function updateProfile(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  userId: string,
  body: UpdateProfileBody,
): Promise<CurrentUser> {
  const { db } = deps.database;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, body.email), ne(users.id, userId)));
  if (taken) throw new AppError('CONFLICT', MESSAGES.emailTaken);
  try {
    const [updated] = await db
      .update(users)
      .set({ ...body, updatedAt: deps.clock.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'Account not found');
    return toCurrentUser(updated);
  } catch (error) {
    // Two accounts racing for the same address: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.emailTaken);
    throw error;
  }
}
