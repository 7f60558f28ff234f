import { z } from 'zod';
import { PROFILE_LINK_FIELDS, type ProfileLinkField } from '../cards/link-fields';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { COPY, requiredMessage } from '../copy';
import { SubscriptionStatus, UserRole } from './auth';
import { CardConfiguration } from './cards';
import { ProfileDesign } from './profile-design';
import { Theme } from './profiles';
import { QrStyle } from './qr-style';
import { TEAM_MEMBER_STATUSES, TEAM_ROLES } from './teams';

/** The file name of GET /api/auth/export on a given UTC day (YYYY-MM-DD). */
export function accountDataFileName(day: string): string {
  return `catalyst-connect-data-${day}.json`;
}

/** Bumped when a field of the export changes meaning, so a reader of an old file can tell. */
export const ACCOUNT_DATA_FORMAT = 1;

const Timestamp = z.string();
const links = Object.fromEntries(
  PROFILE_LINK_FIELDS.map((field) => [field, z.string().nullable()]),
) as Record<ProfileLinkField, z.ZodNullable<z.ZodString>>;

/** The Connect profile as stored; null on a card whose profile was never saved. */
export const ExportedProfile = z.object({
  handle: z.string().nullable(),
  name: z.string(),
  company: z.string(),
  title: z.string(),
  slogan: z.string(),
  imageUrl: z.string().nullable(),
  theme: Theme,
  /** The page's design: preset, accent, font, buttons, layout and cover. */
  design: ProfileDesign,
  buttons: z.array(z.object({ uuid: z.string(), text: z.string(), url: z.string() })),
  ...links,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ExportedProfile = z.infer<typeof ExportedProfile>;

export const ExportedCard = z.object({
  id: z.number().int(),
  shopifyProductTitle: z.string(),
  shopifyVariantTitle: z.string().nullable(),
  nickname: z.string().nullable(),
  shopifyOrderId: z.string().nullable(),
  configuration: CardConfiguration,
  /** Null until the owner styled the code (it is then drawn black on white, square, no logo). */
  qrStyle: QrStyle.nullable(),
  takedownReason: z.string().nullable(),
  profile: ExportedProfile.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ExportedCard = z.infer<typeof ExportedCard>;

/**
 * GET /api/auth/export: everything the product holds about the signed-in owner. Never the
 * password hash, a token, or another owner's data; uploaded images as absolute links.
 */
export const AccountDataExport = z.object({
  format: z.literal(ACCOUNT_DATA_FORMAT),
  exportedAt: Timestamp,
  account: z.object({
    id: z.string(),
    email: z.string(),
    /** An address the owner asked to move to, waiting for its confirmation link. */
    pendingEmail: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    imageUrl: z.string().nullable(),
    role: UserRole,
    subscriptionStatus: SubscriptionStatus.nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
  cards: z.array(ExportedCard),
  /** What visitors sent through the owner's public profiles, newest first. */
  messages: z.array(
    z.object({
      id: z.string(),
      cardId: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      message: z.string(),
      createdAt: Timestamp,
      readAt: Timestamp.nullable(),
      /** A lead's card photo: its API address, read with the owner's token (it is private). */
      photoUrl: z.string().nullable(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: SubscriptionStatus,
      priceId: z.string().nullable(),
      currentPeriodEnd: Timestamp.nullable(),
      cancelAt: Timestamp.nullable(),
      createdAt: Timestamp,
    }),
  ),
  uploads: z.array(
    z.object({
      url: z.string(),
      bucket: z.string(),
      bytes: z.number().int(),
      createdAt: Timestamp,
    }),
  ),
  /** The teams the owner is or was in, with what the team holds about them. */
  teams: z.array(
    z.object({
      teamId: z.string(),
      teamName: z.string(),
      role: z.enum(TEAM_ROLES),
      status: z.enum(TEAM_MEMBER_STATUSES),
      firstName: z.string(),
      lastName: z.string(),
      title: z.string(),
      joinedAt: Timestamp.nullable(),
      deactivatedAt: Timestamp.nullable(),
    }),
  ),
  /** Where the owner is or was signed in: times, the device label and the network prefix. */
  sessions: z.array(
    z.object({
      createdAt: Timestamp,
      lastUsedAt: Timestamp,
      revokedAt: Timestamp.nullable(),
      device: z.string().nullable(),
      approximateLocation: z.string().nullable(),
    }),
  ),
  /** The devices the account signed in from, kept to tell a new one (decision 056). */
  knownDevices: z.array(
    z.object({ device: z.string(), firstSeenAt: Timestamp, lastSeenAt: Timestamp }),
  ),
  /** The second steps of signing in: whether an authenticator app is set (never its secret). */
  twoStep: z.object({ enabled: z.boolean(), enabledAt: Timestamp.nullable() }),
  /** The passkeys that sign in (their names and dates; the public keys stay with the server). */
  passkeys: z.array(
    z.object({ name: z.string(), createdAt: Timestamp, lastUsedAt: Timestamp.nullable() }),
  ),
});
export type AccountDataExport = z.infer<typeof AccountDataExport>;

/** POST /api/auth/delete-account: the password, asked again like any change that cannot be undone. */
export const DeleteAccountBody = z.object({
  password: z
    .string({ error: requiredMessage('Password') })
    .min(1, requiredMessage('Password'))
    .max(PASSWORD_MAX_LENGTH, COPY.wrongCurrentPassword),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
