import type { LeadRow } from '#server/db/schema';
import { cardNameOf } from '#shared/cards/card-name';
import type { LeadFields, Lead } from '#shared/schemas/leads';

/** A stored lead as the owner's API answers it, with the card it came through. */
export function toLead(
  lead: LeadRow,
  card: Parameters<typeof cardNameOf>[0],
  crm: Lead['crm'] = [],
): Lead {
  return {
    id: lead.id,
    cardId: lead.cardId,
    cardName: cardNameOf(card),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    createdAt: lead.createdAt.toISOString(),
    readAt: lead.readAt?.toISOString() ?? null,
    ...leadFieldsOf(lead),
    crm,
  };
}

/** A lead's own fields after the message, in the API's form. */
export function leadFieldsOf(lead: LeadRow): LeadFields {
  return {
    status: lead.status,
    note: lead.note,
    company: lead.company,
    title: lead.title,
    consentText: lead.consentText,
    consentedAt: lead.consentedAt?.toISOString() ?? null,
    source: lead.source,
    eventId: lead.eventId,
    capturedAt: lead.capturedAt?.toISOString() ?? null,
    hasPhoto: lead.photoKey !== null,
    followedUpAt: lead.followedUpAt?.toISOString() ?? null,
  };
}
