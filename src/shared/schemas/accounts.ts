import { z } from 'zod';
import { COPY, requiredMessage } from '../copy';
import { EmailAddress, NewPassword, personName } from './auth';

/** Tokens in links are 43 URL-safe characters; anything much longer is not ours. */
export const LinkToken = z
  .string({ error: COPY.tokenRequired })
  .trim()
  .min(1, COPY.tokenRequired)
  .max(200);

export const VerifyAccountBody = z.object({ token: LinkToken });
export type VerifyAccountBody = z.infer<typeof VerifyAccountBody>;

export const AccountVerificationResult = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isRegistered: z.boolean(),
});
export type AccountVerificationResult = z.infer<typeof AccountVerificationResult>;

const name = personName;

export const CreateAccountBody = z.object({
  token: LinkToken,
  firstName: name('First name'),
  lastName: name('Last name'),
  email: EmailAddress,
  password: NewPassword,
});
export type CreateAccountBody = z.infer<typeof CreateAccountBody>;

/**
 * The account form (docs/product.md#account-lifecycle); the confirmation is checked here, never
 * sent.
 */
export const CreateAccountForm = CreateAccountBody.omit({ token: true })
  .extend({
    confirmPassword: z.string().min(1, requiredMessage('Confirm password')),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: COPY.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type CreateAccountFormInput = z.input<typeof CreateAccountForm>;
export type CreateAccountFormOutput = z.output<typeof CreateAccountForm>;

export const PasswordResetSendBody = z.object({ email: EmailAddress });
export type PasswordResetSendBody = z.infer<typeof PasswordResetSendBody>;

export const PasswordResetBody = z.object({ token: LinkToken, password: NewPassword });

/** POST /api/password-reset/check: is this reset link still good? Asked when its page opens. */
export const PasswordResetCheckBody = z.object({ token: LinkToken });
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

/** The reset page form: no current password (the mailed link stands for it). */
export { NewPasswordForm as PasswordResetForm } from './auth';

/** The link mailed to a new e-mail address (POST /api/auth/confirm-email). */
export const ConfirmEmailBody = z.object({ token: LinkToken });
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

export const EmailChangeConfirmation = z.object({ email: z.string() });
export type EmailChangeConfirmation = z.infer<typeof EmailChangeConfirmation>;
