import { z } from 'zod';
import { PROFILE_LINK_FIELDS, type ProfileLinkField } from '../link-fields';
import { hasControlCharacters } from '../text';
import { CardConfiguration } from './cards';
import { HttpUrl, isHttpUrl } from './card-configuration';

export const THEMES = ['dark', 'light'] as const;
export const Theme = z.enum(THEMES);
export type Theme = z.infer<typeof Theme>;

export const MAX_BUTTONS = 20;
export const NEW_BUTTON = { text: 'New Button', url: 'https://www.example.com' } as const;

/** Words the app uses in its own paths; a handle may not take them. */
export const RESERVED_HANDLES = new Set([
  'api',
  'u',
  'app',
  'admin',
  'login',
  'logout',
  'profile',
  'settings',
  'subscribe',
  'cards',
  'create-account',
  'create-account-notification',
  'forgot-password',
  'password-reset',
  'dev',
  'uploads',
  'assets',
  'static',
  'healthz',
  'readyz',
  'docs',
  'help',
  'support',
  'about',
  'catalyst',
  'catalyst-connect',
  'messages',
  'www',
  'mail',
  'root',
  'null',
  'undefined',
]);

/** SPEC §5: letters, digits and hyphens, lowercased; 3 to 40 characters. */
export const AliasSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Your handle needs at least 3 characters')
  .max(40, 'Your handle can have at most 40 characters')
  .regex(/^[a-z0-9-]+$/, 'Use only letters, digits and hyphens')
  .refine(
    (slug) => !slug.startsWith('-') && !slug.endsWith('-'),
    'A handle cannot start or end with a hyphen',
  )
  .refine((slug) => !RESERVED_HANDLES.has(slug), 'That handle is reserved');

/** A button link: http(s), mailto: or tel: only. */
export function isButtonUrl(value: string): boolean {
  if (hasControlCharacters(value)) return false;
  if (isHttpUrl(value)) return true;
  return /^mailto:[^\s@]+@[^\s@]+$/i.test(value) || /^tel:\+?[0-9 ().-]{3,30}$/i.test(value);
}

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasControlCharacters(v), `${label} must be a single line`);

export const ProfileButton = z.object({
  uuid: z.uuid(),
  text: line('Button text', 60).pipe(z.string().min(1, 'Button text is required')),
  url: z
    .string({ error: 'Button URL is required' })
    .trim()
    .max(2048)
    .refine(isButtonUrl, 'Button links must start with https://, mailto: or tel:'),
});
export type ProfileButton = z.infer<typeof ProfileButton>;

const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && !v.trim() ? null : v),
  HttpUrl.nullable(),
);

const linkSchemas = Object.fromEntries(PROFILE_LINK_FIELDS.map((f) => [f, optionalUrl])) as Record<
  ProfileLinkField,
  typeof optionalUrl
>;

/** Every editable profile field with its rules. */
export const CardProfileFields = z.object({
  name: line('Name', 100).pipe(z.string().min(1, 'Name is required')),
  company: line('Company', 200),
  title: line('Title', 200),
  slogan: line('Slogan', 200).pipe(z.string().min(1, 'Slogan is required')),
  aliasSlug: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? null : v),
    AliasSlug.nullable(),
  ),
  theme: Theme,
  imageUrl: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? null : v),
    HttpUrl.nullable(),
  ),
  buttons: z.array(ProfileButton).max(MAX_BUTTONS, `At most ${MAX_BUTTONS} buttons`),
  ...linkSchemas,
});

/** PUT /api/cards/{id}/profile: any subset of the fields (SPEC §7). */
export const UpdateCardProfileBody = CardProfileFields.partial().refine(
  (body) => Object.keys(body).length > 0,
  'Nothing to update',
);
export type UpdateCardProfileBody = z.infer<typeof UpdateCardProfileBody>;
export type UpdateCardProfileInput = z.input<typeof UpdateCardProfileBody>;

const linkOutputs = Object.fromEntries(
  PROFILE_LINK_FIELDS.map((f) => [f, z.string().nullable()]),
) as Record<ProfileLinkField, z.ZodNullable<z.ZodString>>;

/** SPEC §3 Card profile, as the owner's editor sees it. */
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
  ...linkOutputs,
  CardConfiguration: CardConfiguration,
});
export type CardProfile = z.infer<typeof CardProfile>;

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
  ...linkOutputs,
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** The visitor's message (SPEC §3); `website` is a honeypot that people never see or fill. */
export const SendMessageBody = z.object({
  name: line('Name', 100).pipe(z.string().min(1, 'Name is required')),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .max(40, 'Phone must be at most 40 characters')
    .refine((v) => !hasControlCharacters(v), 'Phone must be a single line'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters')
    .refine((v) => !hasControlCharacters(v, true), 'Message contains invalid characters'),
  website: z.string().max(500).optional(),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;
