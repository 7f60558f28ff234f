import { z } from 'zod';
import { PROFILE_LINK_FIELDS, type ProfileLinkField } from '../cards/link-fields';
import {
  COPY,
  maxLengthMessage,
  requiredMessage,
  singleLineMessage,
  tooManyButtonsMessage,
} from '../copy';
import { LANGUAGES } from '../i18n/languages';
import { hasControlCharacters } from '../text';
import { linkFieldSchemas } from './card-configuration';
import { CardConfiguration } from './cards';
import { clearable } from './common';
import { AliasSlug } from './handle';
import { LeadFormInput, LeadFormSettings } from './lead-form';
import { ProfileDesign, ProfileDesignInput } from './profile-design';
import { buttonUrl, WebUrl } from './web-url';

export const THEMES = ['dark', 'light'] as const;
export const Theme = z.enum(THEMES);
export type Theme = z.infer<typeof Theme>;

export const MAX_BUTTONS = 20;
export const NEW_BUTTON = { text: 'New Button', url: 'https://www.example.com' } as const;

const line = (label: string, max: number) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .max(max, maxLengthMessage(max, label))
    .refine((v) => !hasControlCharacters(v), singleLineMessage(label));

export const ProfileButton = z.object({
  uuid: z.uuid(),
  text: line('Button text', 60).pipe(z.string().min(1, requiredMessage('Button text'))),
  url: buttonUrl(requiredMessage('Button URL')),
});
export type ProfileButton = z.infer<typeof ProfileButton>;

/** Every editable profile field with its rules. */
export const CardProfileFields = z.object({
  name: line('Name', 100).pipe(z.string().min(1, requiredMessage('Name'))),
  company: line('Company', 200),
  title: line('Title', 200),
  slogan: line('Slogan', 200).pipe(z.string().min(1, requiredMessage('Slogan'))),
  aliasSlug: clearable(AliasSlug),
  theme: Theme,
  imageUrl: clearable(WebUrl),
  buttons: z.array(ProfileButton).max(MAX_BUTTONS, tooManyButtonsMessage(MAX_BUTTONS)),
  /** The lead-exchange form's fields and consent sentence (docs/product.md#messages). */
  leadForm: LeadFormInput,
  /** The page's design (decision 045): replaces the whole design; `theme` follows its preset. */
  design: ProfileDesignInput,
  /**
   * The language the public page is shown in when the visitor's own is none of LANGUAGES
   * (`?lang=` and Accept-Language come first); null: English.
   */
  pageLanguage: z.enum(LANGUAGES).nullable(),
  ...linkFieldSchemas,
});

/**
 * PUT /api/cards/{id}/profile: any subset of the fields (docs/product.md#what-the-api-exchanges).
 */
export const UpdateCardProfileBody = CardProfileFields.partial().refine(
  (body) => Object.keys(body).length > 0,
  COPY.nothingToUpdate,
);
export type UpdateCardProfileBody = z.infer<typeof UpdateCardProfileBody>;
export type UpdateCardProfileInput = z.input<typeof UpdateCardProfileBody>;

export const LinkSource = z.enum(['profile', 'card']).nullable();
export type LinkSource = z.infer<typeof LinkSource>;

const linkOutputs = Object.fromEntries(
  PROFILE_LINK_FIELDS.map((f) => [f, z.string().nullable()]),
) as Record<ProfileLinkField, z.ZodNullable<z.ZodString>>;

/**
 * A card's Connect profile, as the owner's editor sees it (docs/product.md#what-the-api-exchanges).
 */
export const CardProfile = z.object({
  uuid: z.string(),
  name: z.string(),
  company: z.string(),
  title: z.string(),
  slogan: z.string(),
  imageUrl: z.string().nullable(),
  theme: Theme,
  aliasSlug: z.string().nullable(),
  buttons: z.array(z.object({ uuid: z.string(), text: z.string(), url: z.string() })),
  leadForm: LeadFormSettings,
  design: ProfileDesign,
  pageLanguage: z.enum(LANGUAGES).nullable(),
  ...linkOutputs,
  /**
   * Where each link the page uses comes from: the profile's own, the card's it follows
   * (docs/product.md#links), or none.
   */
  linkSources: z.object(
    Object.fromEntries(PROFILE_LINK_FIELDS.map((f) => [f, LinkSource])) as Record<
      ProfileLinkField,
      typeof LinkSource
    >,
  ),
  CardConfiguration: CardConfiguration,
});
export type CardProfile = z.infer<typeof CardProfile>;

/**
 * How to reach the person, from their card (docs/product.md#public-profile): the rows under the
 * page's header call, text, e-mail and open the work address in maps. Shown with and without the
 * subscription, as the contact file holds them too.
 */
export const PublicContact = z.object({
  /** The number to call: the cell phone, else the work phone. */
  phone: z.string().nullable(),
  /** The number to text: the cell phone only. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The work address on one line. */
  address: z.string().nullable(),
});
export type PublicContact = z.infer<typeof PublicContact>;

/** GET /api/card-profiles/public/{handle or uuid}: what a visitor sees. */
export const PublicProfile = z.object({
  uuid: z.string(),
  /** False: the owner has no active subscription; only the card basics are shown. */
  active: z.boolean(),
  name: z.string(),
  company: z.string(),
  title: z.string(),
  slogan: z.string().nullable(),
  imageUrl: z.string().nullable(),
  theme: Theme,
  buttons: z.array(z.object({ uuid: z.string(), text: z.string(), url: z.string() })),
  leadForm: LeadFormSettings,
  design: ProfileDesign,
  ...linkOutputs,
  contact: PublicContact,
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/**
 * The visitor's message (docs/product.md#messages); `website` is a honeypot people never see or
 * fill.
 */
export const SendMessageBody = z.object({
  name: line('Name', 100).pipe(z.string().min(1, requiredMessage('Name'))),
  email: z
    .string({ error: COPY.invalidEmail })
    .trim()
    .max(254)
    .pipe(z.email({ error: COPY.invalidEmail })),
  // Required unless the owner made them optional or hidden (checked with the owner's form).
  phone: z
    .string({ error: requiredMessage('Phone') })
    .trim()
    .max(40, maxLengthMessage(40, 'Phone'))
    .refine((v) => !hasControlCharacters(v), singleLineMessage('Phone'))
    .default(''),
  message: z
    .string({ error: requiredMessage('Message') })
    .trim()
    .max(5000, maxLengthMessage(5000, 'Message'))
    .refine((v) => !hasControlCharacters(v, true), COPY.messageInvalidCharacters)
    .default(''),
  company: line('Company', 100).optional(),
  title: line('Title', 100).optional(),
  /** The consent box: `true` (JSON) or `on` (the page's form without script). */
  consent: z
    .union([z.boolean(), z.enum(['on', 'true', 'false'])])
    .transform((value) => value === true || value === 'on' || value === 'true')
    .optional(),
  /** How the visitor came (`?src=` of the page): qr, nfc, link, ... */
  source: z.string().max(100).optional(),
  /** The language the page was shown in (its form's hidden field): mails to the visitor use it. */
  language: z.enum(LANGUAGES, { error: COPY.unknownLanguage }).optional(),
  website: z.string().max(500).optional(),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/**
 * send-message's answer: `contactToken` lets the thank-you e-mail the owner's contact to the
 * address just given (POST .../email-contact), for an hour; absent for a message not stored.
 */
export const SendMessageAnswer = z.object({
  ok: z.literal(true),
  contactToken: z.string().optional(),
});
export type SendMessageAnswer = z.infer<typeof SendMessageAnswer>;

/** POST /api/card-profiles/public/{key}/email-contact. */
export const EmailContactBody = z.object({ token: z.string().max(200) });
export type EmailContactBody = z.infer<typeof EmailContactBody>;
