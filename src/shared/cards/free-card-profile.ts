import { presetDesign } from '../design/resolve-design';
import type { CardConfigurationField } from '../schemas/cards';
import { DEFAULT_LEAD_FORM } from '../schemas/lead-form';
import type { PublicProfile } from '../schemas/profiles';
import { displayName } from './display-name';
import { PROFILE_LINK_FIELDS, type ProfileLinkField } from './link-fields';
import { contactOf } from './public-contact';

/** What of a card the free card page shows: its basics, and how to reach the person. */
export type FreeCardFields = Parameters<typeof contactOf>[0] &
  Pick<
    Record<CardConfigurationField, string | null>,
    | 'firstName'
    | 'lastName'
    | 'workOrganization'
    | 'workTitle'
    | 'profileImageUrl'
    | 'websiteUrl'
    | 'workUrl'
    | 'whatsappPhone'
  > & { uuid: string };

/**
 * The free card page (docs/product.md#public-profile): the card's basics, how to reach the
 * person (the rows, with the card's website and WhatsApp number) and nothing of the paid
 * profile. The server renders it at the card's addresses without a subscription; the card tab
 * previews it from the draft.
 */
export function freeCardProfile(card: FreeCardFields): PublicProfile {
  return {
    uuid: card.uuid,
    active: false,
    name: displayName(card),
    company: card.workOrganization ?? '',
    title: card.workTitle ?? '',
    slogan: null,
    imageUrl: card.profileImageUrl,
    theme: 'dark',
    buttons: [],
    leadForm: DEFAULT_LEAD_FORM,
    design: presetDesign('dark'),
    ...(Object.fromEntries(PROFILE_LINK_FIELDS.map((field) => [field, null])) as Record<
      ProfileLinkField,
      null
    >),
    websiteUrl: card.websiteUrl ?? card.workUrl,
    whatsappPhone: card.whatsappPhone,
    contact: contactOf(card),
  };
}
