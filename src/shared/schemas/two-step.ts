import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { COPY, requiredMessage } from '../copy';
import { TokenPair } from './auth';

/** What a two-step token is for: the code of a sign-in, or the setup a team requires. */
export const TWO_STEP_TOKEN_PURPOSES = ['sign-in', 'setup'] as const;
export type TwoStepTokenPurpose = (typeof TWO_STEP_TOKEN_PURPOSES)[number];

/** How many recovery codes a setup hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** A code of the authenticator app: six digits, spaces the owner typed left out. */
export const TwoStepCode = z
  .string({ error: COPY.twoStepCodeFormat })
  .max(20, COPY.twoStepCodeFormat)
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, COPY.twoStepCodeFormat));

/** A recovery code as shown (XXXXX-XXXXX), in any case, with or without the dash. */
export const RecoveryCode = z
  .string({ error: COPY.recoveryCodeFormat })
  .max(40, COPY.recoveryCodeFormat)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{10}$/, COPY.recoveryCodeFormat));

const TwoStepToken = z
  .string({ error: COPY.tokenRequired })
  .min(1, COPY.tokenRequired)
  .max(200, COPY.twoStepSignInEnded);

export const TwoStepSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoStepSetup = z.infer<typeof TwoStepSetup>;

/**
 * POST /api/auth/two-step/confirm: a code of the new secret; replacing a secret that is on (a new
 * phone) also takes the current password, so a session alone cannot take the second step over.
 */
export const ConfirmTwoStepBody = z.object({
  code: TwoStepCode,
  password: z.string().max(PASSWORD_MAX_LENGTH, COPY.wrongCurrentPassword).optional(),
});
export type ConfirmTwoStepBody = z.infer<typeof ConfirmTwoStepBody>;

/** The answer to a confirm: the recovery codes, and a session when a setup token signed in. */
export const TwoStepConfirmation = z.object({
  recoveryCodes: z.array(z.string()),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type TwoStepConfirmation = z.infer<typeof TwoStepConfirmation>;

export const DisableTwoStepBody = z.object({
  password: z
    .string({ error: requiredMessage('Password') })
    .min(1, requiredMessage('Password'))
    .max(PASSWORD_MAX_LENGTH, COPY.wrongCurrentPassword),
});
export type DisableTwoStepBody = z.infer<typeof DisableTwoStepBody>;

export const VerifyTwoStepBody = z
  .object({
    twoStepToken: TwoStepToken,
    code: TwoStepCode.optional(),
    recoveryCode: RecoveryCode.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: COPY.twoStepCodeOrRecoveryCode,
  });
export type VerifyTwoStepBody = z.infer<typeof VerifyTwoStepBody>;

export const TwoStepRequired = z.object({
  twoStepRequired: z.literal(true),
  twoStepToken: z.string(),
});
export const TwoStepSetupRequired = z.object({
  twoStepSetupRequired: z.literal(true),
  twoStepToken: z.string(),
});

/** What POST /api/auth/login answers: a session, or the second step it waits for. */
export const LoginAnswer = z.union([TokenPair, TwoStepRequired, TwoStepSetupRequired]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** Whether the signed-in account has two-step sign-in on (the Settings screen). */
export const TwoStepStatus = z.object({ enabled: z.boolean(), requiredByTeam: z.boolean() });
export type TwoStepStatus = z.infer<typeof TwoStepStatus>;

export const TeamSecurity = z.object({ requireTwoStep: z.boolean() });
export type TeamSecurity = z.infer<typeof TeamSecurity>;
export const TeamSecurityBody = z.object({
  requireTwoStep: z.boolean({ error: requiredMessage('requireTwoStep') }),
});
export type TeamSecurityBody = z.infer<typeof TeamSecurityBody>;
