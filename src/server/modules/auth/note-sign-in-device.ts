import { and, eq, gt, lte } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { knownDevices, users } from '#server/db/schema';
import { enqueueMail, newSignInEmail } from '../mail/public';

/** A device not signed in from for this long is new again (decision 056). */
export const KNOWN_DEVICE_DAYS = 90;

/**
 * Records that the account signed in from `device` (a deviceLabel) and, when the account has
 * not seen that device in KNOWN_DEVICE_DAYS, queues the 'New sign-in' mail, in the caller's
 * transaction: the mail worker sends it after the answer. The account's very first sign-in
 * mails nothing (there is nothing to compare it with). Of two sign-ins racing from the same
 * new device only the one whose write claims the row mails: the row lock orders them.
 */
export async function noteSignInDevice(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'config'>,
  { userId, device, now }: { userId: string; device: string; now: Date },
): Promise<void> {
  const knownSince = new Date(now.getTime() - KNOWN_DEVICE_DAYS * 86_400_000);
  const [seen] = await tx
    .update(knownDevices)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(knownDevices.userId, userId),
        eq(knownDevices.device, device),
        gt(knownDevices.lastSeenAt, knownSince),
      ),
    )
    .returning({ userId: knownDevices.userId });
  if (seen) return;

  const [anyDevice] = await tx
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .limit(1);
  const [claimed] = await tx
    .insert(knownDevices)
    .values({ userId, device, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.device],
      set: { lastSeenAt: now },
      // Another sign-in from this device may have written the row since the update above.
      setWhere: lte(knownDevices.lastSeenAt, knownSince),
    })
    .returning({ userId: knownDevices.userId });
  if (!claimed || !anyDevice) return;

  const [owner] = await tx
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) return;
  await enqueueMail(
    tx,
    newSignInEmail({
      to: owner.email,
      firstName: owner.firstName,
      device,
      at: now,
      appUrl: deps.config.appUrl,
      language: owner.locale,
    }),
    now,
  );
}
