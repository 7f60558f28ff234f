import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { users, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { CurrentUser, UpdateProfileBody } from '#shared/schemas/auth';
import { connectAccessOf } from '../billing/public';
import { verifyCurrentPassword } from './current-password';
import { assertEmailChangeAllowed, pendingEmailOf, requestEmailChange } from './email-change';

function toCurrentUser(
  user: UserRow,
  { pendingEmail, connectAccess }: Pick<CurrentUser, 'pendingEmail' | 'connectAccess'>,
): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    imageUrl: user.imageUrl,
    stripeSubscriptionStatus: user.stripeSubscriptionStatus,
    connectAccess,
    pendingEmail,
    role: user.role,
    locale: user.locale,
  };
}

/** The signed-in owner as GET /api/auth/profile answers it. */
export async function currentUser(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  user: UserRow,
): Promise<CurrentUser> {
  const { db } = deps.database;
  const [pendingEmail, connectAccess] = await Promise.all([
    pendingEmailOf(db, deps, user.id),
    connectAccessOf(db, user),
  ]);
  return toCurrentUser(user, { pendingEmail, connectAccess });
}

/**
 * Saves the names (and the app's language, when given) at once. A new e-mail address is not written: it needs the current password
 * and takes effect when the link mailed to it is used (see email-change.ts). Whether that
 * address already has an account does not change the answer.
 */
export async function updateProfile(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'jobs' | 'createLimiter'>,
  { user, body }: { user: UserRow; body: UpdateProfileBody },
): Promise<CurrentUser> {
  const emailChanges = body.email !== user.email;
  if (emailChanges) {
    if (!body.currentPassword) {
      throw new AppError('BAD_REQUEST', COPY.currentPasswordForEmailChange);
    }
    await verifyCurrentPassword(deps, { user, password: body.currentPassword });
    await assertEmailChangeAllowed(deps, user.id);
  }
  const { db } = deps.database;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        ...(body.locale === undefined ? {} : { locale: body.locale }),
        updatedAt: deps.clock.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', COPY.accountNotFound);
    if (emailChanges) await requestEmailChange(tx, deps, row, body.email);
    return row;
  });
  if (emailChanges) deps.jobs.kick();
  return currentUser(deps, updated);
}
