import type { CardConfigurationField } from '../schemas/cards';
import type { PublicContact } from '../schemas/profiles';

type ContactFields = Pick<
  Record<CardConfigurationField, string | null>,
  | 'cellPhone'
  | 'workPhone'
  | 'email'
  | 'workEmail'
  | 'workAddressStreet'
  | 'workAddressCity'
  | 'workAddressState'
  | 'workAddressPostalCode'
>;

/**
 * How to reach the person, from their card (docs/product.md#public-profile): the number to call
 * (the cell phone, else the work phone), the one to text (the cell phone), the e-mail address
 * and the work address on one line.
 */
export function contactOf(card: ContactFields): PublicContact {
  const city = [card.workAddressPostalCode, card.workAddressCity].filter(Boolean).join(' ');
  const address = [card.workAddressStreet, city, card.workAddressState].filter(Boolean).join(', ');
  return {
    phone: card.cellPhone ?? card.workPhone,
    mobile: card.cellPhone,
    email: card.email ?? card.workEmail,
    address: address || null,
  };
}
