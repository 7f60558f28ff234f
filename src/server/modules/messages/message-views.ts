import type { MessageRow } from '#server/db/schema';
import { cardNameOf } from '#shared/card-name';
import type { LeadFields, VisitorMessage } from '#shared/schemas/messages';

/** A stored message as the owner's API answers it, with the card it came through. */
export function toVisitorMessage(
  message: MessageRow,
  card: Parameters<typeof cardNameOf>[0],
  crm: VisitorMessage['crm'] = null,
): VisitorMessage {
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
export function leadFieldsOf(message: MessageRow): LeadFields {
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
