import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { COPY, maxLengthMessage, requiredMessage, singleLineMessage } from '../copy';
import { LANGUAGES } from '../i18n/languages';
import { hasControlCharacters } from '../text';

const EMAIL_MAX = 254;
const NAME_MAX = 100;

/** Trimmed, lowercased e-mail; the server stores e-mails in this form. */
export const EmailAddress = z
  .string({ error: COPY.invalidEmail })
  .trim()
  .min(1, COPY.invalidEmail)
  .max(EMAIL_MAX, COPY.emailTooLong)
  .pipe(z.email({ error: COPY.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const NewPassword = z
  .string({ error: COPY.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, COPY.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH));

/** The password the owner signs in with, asked again before a password or e-mail change. */
export const CurrentPassword = z
  .string({ error: requiredMessage('Current password') })
  .min(1, requiredMessage('Current password'))
  .max(PASSWORD_MAX_LENGTH, COPY.wrongCurrentPassword);

/** A first or last name: required, one line, no control characters (NUL, CR/LF, tab). */
export function personName(label: string) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(NAME_MAX, maxLengthMessage(NAME_MAX, label))
    .refine((value) => !hasControlCharacters(value), singleLineMessage(label));
}

export const LoginBody = z.object({
  email: z
    .string({ error: COPY.emailMissing })
    .trim()
    .min(1, COPY.emailMissing)
    .max(EMAIL_MAX, COPY.invalidLogin)
    .refine((email) => !hasControlCharacters(email), COPY.invalidLogin)
    .transform((email) => email.toLowerCase()),
  // The length cap keeps a 1 MB "password" from reaching argon2.
  password: z.string().min(1, COPY.passwordMissing).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

/** Stripe's subscription statuses, stated once: the zod enum and the database columns use it. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** An owner manages their own cards; an admin also runs the operator console (/admin). */
export const USER_ROLES = ['owner', 'admin'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

export const ConnectAccess = z.enum(['own', 'team']);
export type ConnectAccess = z.infer<typeof ConnectAccess>;

export const CurrentUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
  stripeSubscriptionStatus: SubscriptionStatus.nullable(),
  /**
   * Where the Connect profile and Insights come from: the person's own subscription, a seat of
   * their team's (decision 042), or nowhere. The web app gates on this, not on the status above,
   * which stays the person's own (the cancel box is about it).
   */
  connectAccess: ConnectAccess.nullable(),
  /** An address the owner asked to move to, until its confirmation link is used or expires. */
  pendingEmail: z.string().nullable(),
  role: UserRole,
  /** The language the owner reads the app and their mail in; null: the browser's (decision 074). */
  locale: z.enum(LANGUAGES).nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const UpdateProfileBody = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: EmailAddress,
  /** Required only when `email` differs from the account's address. */
  currentPassword: CurrentPassword.optional(),
  /** The app's language (one of the nine), or null for the browser's; left out, unchanged. */
  locale: z.enum(LANGUAGES).nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** The settings form: the current password field may stay empty while the e-mail is unchanged. */
export const UpdateProfileForm = UpdateProfileBody.extend({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
});
export type UpdateProfileForm = z.infer<typeof UpdateProfileForm>;
export type UpdateProfileFormInput = z.input<typeof UpdateProfileForm>;

export const ChangePasswordBody = z.object({
  currentPassword: CurrentPassword,
  password: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** A new password typed twice (docs/product.md#screens: Password and Password Confirmation). */
const newPasswordTwice = {
  password: NewPassword,
  confirmPassword: z.string().min(1, requiredMessage('Password confirmation')),
};
/** The confirmation is checked on the client and never sent. */
function confirmationMatches(form: { password: string; confirmPassword: string }): boolean {
  return form.password === form.confirmPassword;
}
const mismatch = { message: COPY.passwordsDoNotMatch, path: ['confirmPassword'] };

/** The reset page's form: the mailed link stands for the current password. */
export const NewPasswordForm = z.object(newPasswordTwice).refine(confirmationMatches, mismatch);
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

/** The settings form: the current password, then the new one twice. */
export const ChangePasswordForm = z
  .object({ currentPassword: CurrentPassword, ...newPasswordTwice })
  .refine(confirmationMatches, mismatch);
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;
