import type { SendMessageBody } from '#shared/schemas/profiles';
import type { AppDeps } from '#server/app-deps';
import { messages, users } from '#server/db/schema';
import { eq } from 'drizzle-orm';
import { AppError } from '#server/lib/app-error';
import { assertWithin, type AttemptLimiter } from '#server/lib/attempt-limiter';
import { enqueueMail } from '../mail/public';
import { findPublicProfile } from '../public-profiles/public';
import { newMessageEmail } from './message-email';
import { MESSAGES } from '#shared/messages';

/** Per IP: messages in 10 minutes; per profile: messages in an hour. */
export const MESSAGE_LIMITS = {
  perIp: 5,
  perIpWindowSeconds: 600,
  perProfile: 30,
  perProfileWindowSeconds: 3600,
};

export interface MessageLimiters {
  perIp: AttemptLimiter;
  perProfile: AttemptLimiter;
}

export function createMessageLimiters(deps: Pick<AppDeps, 'createLimiter'>): MessageLimiters {
  return {
    perIp: deps.createLimiter('message-ip', MESSAGE_LIMITS.perIpWindowSeconds),
    perProfile: deps.createLimiter('message-profile', MESSAGE_LIMITS.perProfileWindowSeconds),
  };
}

/** What happened to a message, and whose card it was for (counted in its Insights). */
export type SendOutcome = { outcome: 'sent' | 'dropped'; cardId: number };

/**
 * Stores the visitor's message and queues the owner's e-mail in one transaction: a mail outage
 * delays the e-mail, the message is already safe. A filled honeypot is accepted and dropped, so
 * a bot learns nothing.
 */
export async function sendMessage(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'mailWorker'>,
  limiters: MessageLimiters,
  key: string,
  body: SendMessageBody,
  ip: string,
): Promise<SendOutcome> {
  const { db } = deps.database;
  const match = await findPublicProfile(db, key);
  if (!match) throw new AppError('NOT_FOUND', MESSAGES.profileNotFound);
  if (!match.profile.active) throw new AppError('FORBIDDEN', MESSAGES.profileNotAcceptingMessages);

  // Counted before anything is stored or mailed: parallel requests cannot slip past. The
  // sender's budget first, so one IP over its limit does not use up the profile's.
  assertWithin(await limiters.perIp.take(ip), MESSAGE_LIMITS.perIp, MESSAGES.tooManyMessages);
  assertWithin(
    await limiters.perProfile.take(match.card.uuid),
    MESSAGE_LIMITS.perProfile,
    MESSAGES.tooManyMessages,
  );
  if (body.website?.trim()) return { outcome: 'dropped', cardId: match.card.id };

  await db.transaction(async (tx) => {
    const now = deps.clock.now();
    await tx.insert(messages).values({
      cardId: match.card.id,
      name: body.name,
      email: body.email,
      phone: body.phone,
      message: body.message,
      createdAt: now,
    });
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, match.ownerId));
    if (owner) {
      await enqueueMail(
        tx,
        newMessageEmail({
          to: owner.email,
          ownerFirstName: owner.firstName,
          visitor: body,
          appUrl: deps.config.appUrl,
        }),
        now,
      );
    }
  });
  deps.mailWorker.kick();
  return { outcome: 'sent', cardId: match.card.id };
}
