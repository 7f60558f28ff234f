import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { leads, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp, type AttemptLimiter } from '#server/lib/attempt-limiter';
import { limitAddress } from '#server/lib/client-address';
import { COPY, requiredMessage } from '#shared/copy';
import { leadSource, type LeadFormSettings } from '#shared/schemas/lead-form';
import type { SendMessageBody } from '#shared/schemas/profiles';
import { queueCrmSync } from '../crm-delivery/public';
import { enqueueMail } from '../mail/public';
import { findPublicProfile } from '../public-profiles/public';
import { eventScope } from '../webhook-delivery/public';
import { contactTokenFor } from './contact-token';
import { newLeadEmail } from './lead-email';
import { queueLeadEvent } from './lead-events';
import { toLead } from './lead-views';

/**
 * A visitor's budget is per sender address and card, plus a wider one per address across all
 * cards; there is no budget per card alone (decision 028). A venue's visitors share one address:
 * 30 phones messaging one booth's card within minutes all get through, while a script on one
 * address stores at most `perAddressAndCard` on a card and `perAddress` in all. A per-card
 * budget would let anyone on a few addresses switch the owner's form off, so none is kept.
 * Addresses count per `limitAddress` (IPv6 per /64). The route's flood guard (`floodPerMinute`)
 * bounds requests of any kind, honeypot and invalid ones included, before any work.
 */
export const LEAD_LIMITS = {
  perAddressAndCard: 100,
  perAddress: 600,
  windowSeconds: 3600,
  floodPerMinute: 300,
};

interface MessageLimiters {
  perAddressAndCard: AttemptLimiter;
  perAddress: AttemptLimiter;
}

export const leadLimiters = limitersPerApp(
  (deps: Pick<AppDeps, 'createLimiter'>): MessageLimiters => ({
    perAddressAndCard: deps.createLimiter('message-address-card', LEAD_LIMITS.windowSeconds),
    perAddress: deps.createLimiter('message-address', LEAD_LIMITS.windowSeconds),
  }),
);

/**
 * The original four fields stay required unless the owner made one optional or hidden: an API
 * client that sends them all keeps working, whatever the owner's form asks
 * (docs/product.md#messages).
 */
function assertOwnersRequiredFields(form: LeadFormSettings, body: SendMessageBody) {
  for (const [field, label] of [
    ['phone', 'Phone'],
    ['message', 'Message'],
  ] as const) {
    if (form[field] === 'required' && !body[field]) {
      throw new AppError('BAD_REQUEST', requiredMessage(label));
    }
  }
}

/**
 * The `?src=` of the page a form was posted from without script: its Referer, when it is a page
 * of this app (browsers send the whole same-origin address).
 */
function sourceOfPage(referer: string | undefined, appUrl: string): string | null {
  if (!referer) return null;
  try {
    const page = new URL(referer);
    return page.origin === new URL(appUrl).origin ? leadSource(page.searchParams.get('src')) : null;
  } catch {
    return null;
  }
}

/** What happened to a message, and whose card it was for (counted in its Insights). */
export type SendOutcome = {
  outcome: 'sent' | 'dropped';
  cardId: number;
  /** For the thank-you's "E-mail me {name}'s contact" (a stored message only). */
  contactToken?: string;
};

/**
 * Stores the visitor's message and queues the owner's e-mail in one transaction: a mail outage
 * delays the e-mail, the message is already safe. A filled honeypot is accepted and dropped
 * before any budget is counted, so a bot learns nothing and cannot use up the budget of the
 * real visitors on its address.
 */
export async function captureLead(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs' | 'createLimiter' | 'limiterKey'>,
  {
    key,
    body,
    ip,
    referer,
  }: { key: string; body: SendMessageBody; ip: string; referer?: string | undefined },
): Promise<SendOutcome> {
  const { db } = deps.database;
  const limiters = leadLimiters(deps);
  const match = await findPublicProfile(deps, key);
  if (!match) throw new AppError('NOT_FOUND', COPY.profileNotFound);
  // A card waiting in its team's pool (no owner) shows the team's page, which has no form.
  const ownerId = match.ownerId;
  if (!match.profile.active || !ownerId) {
    throw new AppError('FORBIDDEN', COPY.profileNotAcceptingMessages);
  }

  if (body.website?.trim()) return { outcome: 'dropped', cardId: match.card.id };
  const form = match.profile.leadForm;
  assertOwnersRequiredFields(form, body);

  // Counted before anything is stored or mailed: parallel requests cannot slip past. The
  // narrower budget first, and given back when the wider one refuses, so a flood on one card
  // does not spend what the address has for the others, nor the reverse.
  const address = limitAddress(ip);
  const pair = `${address}\n${match.card.uuid}`;
  assertWithin(
    await limiters.perAddressAndCard.take(pair),
    LEAD_LIMITS.perAddressAndCard,
    COPY.tooManyMessages,
  );
  const wide = await limiters.perAddress.take(address);
  if (wide.count > LEAD_LIMITS.perAddress) await limiters.perAddressAndCard.giveBack(pair);
  assertWithin(wide, LEAD_LIMITS.perAddress, COPY.tooManyMessages);

  const leadId = await db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [stored] = await tx
      .insert(leads)
      .values({
        cardId: match.card.id,
        ownerId,
        teamId: match.card.teamId,
        name: body.name,
        email: body.email,
        phone: body.phone,
        message: body.message,
        company: body.company || null,
        title: body.title || null,
        // The sentence as the page showed it, only when the visitor ticked it.
        ...(body.consent && form.consentText
          ? { consentText: form.consentText, consentedAt: now }
          : {}),
        source: leadSource(body.source) ?? sourceOfPage(referer, deps.config.appUrl),
        // The page's language, for what is mailed to the visitor (their contact, a follow-up).
        language: body.language ?? null,
        createdAt: now,
      })
      .returning();
    const lead = toLead(stored!, {
      ...match.card,
      product: match.card.shopifyProductTitle,
    });
    await queueLeadEvent(tx, { type: 'lead.created', row: stored!, lead, now });
    await queueCrmSync(tx, { leadId: stored!.id, scope: eventScope(stored!), now });
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, ownerId));
    if (owner) {
      await enqueueMail(
        tx,
        newLeadEmail({
          to: owner.email,
          ownerFirstName: owner.firstName,
          visitor: body,
          appUrl: deps.config.appUrl,
          language: owner.locale,
        }),
        now,
      );
    }
    return stored!.id;
  });
  deps.jobs.kick();
  return { outcome: 'sent', cardId: match.card.id, contactToken: contactTokenFor(deps, leadId) };
}
