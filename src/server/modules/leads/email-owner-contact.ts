import { and, eq } from 'drizzle-orm';
import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import type { AppDeps } from '#server/app-deps';
import { leads } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp, type AttemptLimiter } from '#server/lib/attempt-limiter';
import { limitAddress } from '#server/lib/client-address';
import { COPY } from '#shared/copy';
import { buildPath, ROUTES } from '#shared/routes';
import { enqueueMail, mailCopy, renderEmail, type MailLanguage } from '../mail/public';
import { findPublicProfile } from '../public-profiles/public';
import { readCardVCard } from '../vcard/public';
import { LEAD_LIMITS, leadLimiters } from './capture-lead';
import { leadIdOf } from './contact-token';

/** One mailbox however it is written: case, and a `+tag` that still reaches the same person. */
function sameMailbox(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}

/** The thank-you's button works this long after the message was sent. */
const TOKEN_VALID_MS = 3_600_000;

/**
 * Budgets of the contact e-mail (docs/product.md#messages), beside the message budget it also
 * counts against: one per recipient address and card a day, 20 per card a day, 200 per sending
 * address a day.
 */
export const CONTACT_EMAIL_LIMITS = {
  perRecipientAndCard: 1,
  /** Across all cards: no one is sent a stream of contacts by a script going card to card. */
  perRecipient: 3,
  perCard: 20,
  perSender: 200,
  windowSeconds: 86_400,
};

const contactEmailLimiters = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) => ({
  perRecipientAndCard: deps.createLimiter(
    'contact-mail-recipient-card',
    CONTACT_EMAIL_LIMITS.windowSeconds,
  ),
  perRecipient: deps.createLimiter('contact-mail-recipient', CONTACT_EMAIL_LIMITS.windowSeconds),
  perCard: deps.createLimiter('contact-mail-card', CONTACT_EMAIL_LIMITS.windowSeconds),
  perSender: deps.createLimiter('contact-mail-sender', CONTACT_EMAIL_LIMITS.windowSeconds),
}));

function contactEmail(input: {
  to: string;
  ownerName: string;
  replyTo: string | null;
  vcard: { body: string; fileName: string };
  pageUrl: string;
  appUrl: string;
  /** The language the visitor's page was shown in. */
  language: MailLanguage;
}): OutgoingMail {
  const copy = mailCopy(input.language);
  return {
    to: input.to,
    // Answering the e-mail writes to the card's owner; nothing of the visitor's text is in it.
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    attachments: [
      {
        filename: input.vcard.fileName,
        contentType: 'text/vcard; charset=utf-8',
        content: input.vcard.body,
      },
    ],
    ...renderEmail({
      subject: copy.mailContactSubject(input.ownerName),
      preview: copy.mailContactPreview(input.ownerName),
      greeting: copy.mailHi(false, ''),
      paragraphs: [copy.mailContactBody(input.ownerName), copy.mailReplyToWrite(input.ownerName)],
      action: { label: copy.mailOpenOwnerPage(input.ownerName), url: input.pageUrl },
      note: copy.mailContactNote,
      appUrl: input.appUrl,
      language: input.language,
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
  const leadId = leadIdOf(deps, token);
  const match = await findPublicProfile(deps, key);
  if (!match) throw new AppError('NOT_FOUND', COPY.profileNotFound);
  if (!leadId || !match.ownerId || !match.profile.active) {
    throw new AppError('BAD_REQUEST', COPY.contactTokenInvalid);
  }
  const { db } = deps.database;
  const [row] = await db
    .select({ email: leads.email, createdAt: leads.createdAt, language: leads.language })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.cardId, match.card.id)));
  if (!row || deps.clock.now().getTime() - row.createdAt.getTime() > TOKEN_VALID_MS) {
    throw new AppError('BAD_REQUEST', COPY.contactTokenInvalid);
  }

  const limiters = contactEmailLimiters(deps);
  const budget = leadLimiters(deps);
  const address = limitAddress(ip);
  const recipient = sameMailbox(row.email);
  const card = match.card.uuid;
  // The sender's budgets first, the card's last: one sender cannot use up the card's day. A
  // refusal gives back what this request took, so refused attempts spend nothing.
  const taken: Array<{ limiter: AttemptLimiter; key: string }> = [];
  const spend = async (limiter: AttemptLimiter, key: string, max: number, message: string) => {
    const count = await limiter.take(key);
    taken.push({ limiter, key });
    if (count.count > max) {
      await Promise.all(taken.map((entry) => entry.limiter.giveBack(entry.key)));
      assertWithin(count, max, message);
    }
  };
  await spend(limiters.perSender, address, CONTACT_EMAIL_LIMITS.perSender, COPY.tooManyMessages);
  await spend(
    budget.perAddressAndCard,
    `${address}\n${card}`,
    LEAD_LIMITS.perAddressAndCard,
    COPY.tooManyMessages,
  );
  await spend(budget.perAddress, address, LEAD_LIMITS.perAddress, COPY.tooManyMessages);
  await spend(
    limiters.perRecipientAndCard,
    `${recipient}\n${card}`,
    CONTACT_EMAIL_LIMITS.perRecipientAndCard,
    COPY.tooManyContactEmails,
  );
  await spend(
    limiters.perRecipient,
    recipient,
    CONTACT_EMAIL_LIMITS.perRecipient,
    COPY.tooManyContactEmails,
  );
  await spend(limiters.perCard, card, CONTACT_EMAIL_LIMITS.perCard, COPY.tooManyMessages);

  const vcard = await readCardVCard(deps, { uuid: match.card.uuid, asked: null });
  if (!vcard) throw new AppError('NOT_FOUND', COPY.profileNotFound);
  await enqueueMail(
    db,
    contactEmail({
      to: row.email,
      ownerName: match.profile.name,
      // The card's own public address, never the account's login address.
      replyTo: match.card.email ?? match.card.workEmail,
      vcard: { body: vcard.body.toString('utf8'), fileName: vcard.fileName ?? 'contact.vcf' },
      pageUrl: `${deps.config.appUrl}${buildPath(ROUTES.publicProfile, { uuid: key })}`,
      appUrl: deps.config.appUrl,
      language: row.language,
    }),
    deps.clock.now(),
  );
  deps.jobs.kick();
}
