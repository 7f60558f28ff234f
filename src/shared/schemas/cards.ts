import { z } from 'zod';
import { PROFILE_LINK_FIELDS } from '../cards/link-fields';
import { COPY, maxLengthMessage, singleLineMessage } from '../copy';
import { hasControlCharacters } from '../text';
import { clearable } from './common';
import { QrStyle } from './qr-style';
import { CardTeam } from './team-template-fields';

/**
 * CardConfiguration field names, in the order the card editor shows them
 * (docs/product.md#what-the-api-exchanges).
 */
export const CARD_CONFIGURATION_FIELDS = [
  'firstName',
  'lastName',
  'workOrganization',
  'workTitle',
  'workRole',
  'workUrl',
  'email',
  'workEmail',
  'alternateEmail',
  'cellPhone',
  'workPhone',
  'workFax',
  'alternatePhone',
  'workAddressStreet',
  'workAddressCity',
  'workAddressState',
  'workAddressPostalCode',
  ...PROFILE_LINK_FIELDS,
  'note',
  'companySlogan',
  'profileImageUrl',
  'companyImageUrl',
] as const;

export type CardConfigurationField = (typeof CARD_CONFIGURATION_FIELDS)[number];

export const CardConfiguration = z.object({
  uuid: z.string(),
  ...Object.fromEntries(CARD_CONFIGURATION_FIELDS.map((field) => [field, z.string().nullable()])),
} as { uuid: z.ZodString } & Record<CardConfigurationField, z.ZodNullable<z.ZodString>>);
export type CardConfiguration = z.infer<typeof CardConfiguration>;

export const Card = z.object({
  id: z.number().int(),
  shopifyProductTitle: z.string(),
  shopifyVariantTitle: z.string().nullable(),
  /** The owner's own name for the card, null when none is set. */
  nickname: z.string().nullable(),
  CardConfiguration: CardConfiguration,
  /** The Connect profile's handle (null when none is set), for the share URL. */
  handle: z.string().nullable(),
  /**
   * The card's permanent address code: `/c/{code}` is what QR codes, NFC, wallet
   * passes and e-mail signatures carry (docs/product.md#public-addresses, decision 031).
   */
  code: z.string(),
  /** How the card's QR code is drawn (PUT /api/cards/{id}/qr-style, docs/product.md#qr-codes). */
  qrStyle: QrStyle,
  /** Why an admin took the card's public profile down (null while it shows). */
  takedownReason: z.string().nullable(),
  /**
   * The team that runs the card (docs/product.md#teams), with the fields its template locks; else
   * null.
   */
  team: CardTeam.nullable(),
});
export type Card = z.infer<typeof Card>;

export const CardList = z.array(Card);

export const MAX_NICKNAME_LENGTH = 40;

/** PATCH /api/cards/{id}: the card's own settings; an empty nickname removes it. */
export const UpdateCardBody = z.object({
  nickname: clearable(
    z
      .string()
      .trim()
      .max(MAX_NICKNAME_LENGTH, maxLengthMessage(MAX_NICKNAME_LENGTH, 'Nickname'))
      .refine((value) => !hasControlCharacters(value), singleLineMessage('Nickname')),
  ),
});
export type UpdateCardBody = z.infer<typeof UpdateCardBody>;

/** POST /api/cards/{id}/copy-from: the owner's card whose details this one takes. */
export const CopyCardDetailsBody = z.object({
  sourceCardId: z.number({ error: COPY.cardNotFound }).int().positive(),
});
