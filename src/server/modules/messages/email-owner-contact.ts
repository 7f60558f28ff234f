import { and, eq } from 'drizzle-orm';
import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import type { AppDeps } from '#server/app-deps';
import { messages, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { limitAddress } from '#server/lib/client-address';
import { MESSAGES } from '#shared/messages';
import { buildPath, ROUTES } from '#shared/routes';
import { enqueueMail, renderEmail } from '../mail/public';
import { findPublicProfile } from '../public-profiles/public';
import { readCardVCard } from '../vcard/public';
import { messageIdOf } from './contact-token';
import { MESSAGE_LIMITS, messageLimiters } from './send-message';

/** The thank-you's button works this long after the message was sent. */
const TOKEN_VALID_MS = 3_600_000;

/**
 * Budgets of the contact e-mail (issue 32), beside the message budget it also counts against:
 * one per recipient address and card a day, 20 per card a day, 200 per sending address a day.
 */
export const CONTACT_EMAIL_LIMITS = {
  perRecipientAndCard: 1,
  perCard: 20,
  perSender: 200,
  windowSeconds: 86_400,
};

const contactEmailLimiters = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) => ({
  perRecipientAndCard: deps.createLimiter(
    'contact-mail-recipient-card',
    CONTACT_EMAIL_LIMITS.windowSeconds,
  ),
  perCard: deps.createLimiter('contact-mail-card', CONTACT_EMAIL_LIMITS.windowSeconds),
  perSender: deps.createLimiter('contact-mail-sender', CONTACT_EMAIL_LIMITS.windowSeconds),
}));

function contactEmail(input: {
  to: string;
  ownerName: string;
  ownerEmail: string;
  vcard: { body: string; fileName: string };
  pageUrl: string;
  appUrl: string;
}): OutgoingMail {
  return {
    to: input.to,
    // Answering the e-mail writes to the card's owner; nothing of the visitor's text is in it.
    replyTo: input.ownerEmail,
    attachments: [
      {
        filename: input.vcard.fileName,
        contentType: 'text/vcard; charset=utf-8',
        content: input.vcard.body,
      },
    ],
    ...renderEmail({
      subject: `${input.ownerName}'s contact`,
      preview: `${input.ownerName}'s contact, to save on your phone.`,
      greeting: 'Hi,',
      paragraphs: [
        `Here is ${input.ownerName}'s contact, as you asked on their Catalyst Connect page. Open the attached file to save it on your phone or computer.`,
        `Reply to this e-mail to write to ${input.ownerName}.`,
      ],
      action: { label: `Open ${input.ownerName}'s page`, url: input.pageUrl },
      note: 'You get this e-mail because this address asked for it, once, after sending a message.',
      appUrl: input.appUrl,
    }),
  };
}

/**
 * "E-mail me {name}'s contact" after a message: the owner's vCard to the address the visitor
 * just gave, proven by the token send-message answered (a message held as spam got none).
 * Counted before any work: the budgets above, and one more of the sender's message budget.
 */
export async function emailOwnerContact(
  deps: Pick<
    AppDeps,
    'database' | 'clock' | 'config' | 'jobs' | 'createLimiter' | 'limiterKey' | 'storage'
  >,
  { key, token, ip }: { key: string; token: string; ip: string },
): Promise<void> {
  const messageId = messageIdOf(deps, token);
  const match = await findPublicProfile(deps, key);
  if (!match) throw new AppError('NOT_FOUND', MESSAGES.profileNotFound);
  const ownerId = match.ownerId;
  if (!messageId || !ownerId) throw new AppError('BAD_REQUEST', MESSAGES.contactTokenInvalid);
  const { db } = deps.database;
  const [row] = await db
    .select({ email: messages.email, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.cardId, match.card.id)));
  if (!row || deps.clock.now().getTime() - row.createdAt.getTime() > TOKEN_VALID_MS) {
    throw new AppError('BAD_REQUEST', MESSAGES.contactTokenInvalid);
  }

  const limiters = contactEmailLimiters(deps);
  const address = limitAddress(ip);
  assertWithin(
    await limiters.perRecipientAndCard.take(`${row.email}\n${match.card.uuid}`),
    CONTACT_EMAIL_LIMITS.perRecipientAndCard,
    MESSAGES.tooManyContactEmails,
  );
  assertWithin(
    await limiters.perCard.take(match.card.uuid),
    CONTACT_EMAIL_LIMITS.perCard,
    MESSAGES.tooManyMessages,
  );
  assertWithin(
    await limiters.perSender.take(address),
    CONTACT_EMAIL_LIMITS.perSender,
    MESSAGES.tooManyMessages,
  );
  const budget = messageLimiters(deps);
  assertWithin(
    await budget.perAddressAndCard.take(`${address}\n${match.card.uuid}`),
    MESSAGE_LIMITS.perAddressAndCard,
    MESSAGES.tooManyMessages,
  );
  assertWithin(
    await budget.perAddress.take(address),
    MESSAGE_LIMITS.perAddress,
    MESSAGES.tooManyMessages,
  );

  const vcard = await readCardVCard(deps, match.card.uuid);
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  if (!vcard || !owner) throw new AppError('NOT_FOUND', MESSAGES.profileNotFound);
  await enqueueMail(
    db,
    contactEmail({
      to: row.email,
      ownerName: match.profile.name,
      ownerEmail: owner.email,
      vcard: { body: vcard.body.toString('utf8'), fileName: vcard.fileName ?? 'contact.vcf' },
      pageUrl: `${deps.config.appUrl}${buildPath(ROUTES.publicProfile, { uuid: key })}`,
      appUrl: deps.config.appUrl,
    }),
    deps.clock.now(),
  );
  deps.jobs.kick();
}
