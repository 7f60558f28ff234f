import type { LeadRow } from '#server/db/schema';
import { cardNameOf } from '#shared/cards/card-name';
import type { LeadFields, Lead } from '#shared/schemas/leads';

/** A stored message as the owner's API answers it, with the card it came through. */
export function toLead(
  message: LeadRow,
  card: Parameters<typeof cardNameOf>[0],
  crm: Lead['crm'] = null,
): Lead {
  return {
    id: message.id,
    cardId: message.cardId,
    cardName: cardNameOf(card),
    name: message.name,
    email: message.email,
    phone: message.phone,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
    ...leadFieldsOf(message),
    crm,
  };
}

/** What a stored message carries as a lead, in the API's form. */
export function leadFieldsOf(message: LeadRow): LeadFields {
  return {
    status: message.status,
    note: message.note,
    company: message.company,
    title: message.title,
    consentText: message.consentText,
    consentedAt: message.consentedAt?.toISOString() ?? null,
    source: message.source,
  };
}
