import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { COPY } from '../copy';

/** A passkey's name: trimmed, 1 to 60 characters ('Chrome on Mac'). */
export const PasskeyName = z
  .string({ error: COPY.passkeyNameRequired })
  .trim()
  .min(1, { error: COPY.passkeyNameRequired })
  .max(60, { error: COPY.passkeyNameTooLong });

const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/, { error: COPY.passkeyResponseInvalid });

/**
 * What the browser's navigator.credentials answers, as JSON (@simplewebauthn/browser's
 * RegistrationResponseJSON and AuthenticationResponseJSON): checked here for shape only, the
 * server verifies the signature, the challenge, the origin and the counter.
 */
const CredentialJson = {
  id: base64url.min(1).max(1_400),
  rawId: base64url.min(1).max(1_400),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const RegistrationResponse = z.object({
  ...CredentialJson,
  response: z.looseObject({
    clientDataJSON: base64url.min(1).max(4_000),
    attestationObject: base64url.min(1).max(16_000),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
});

export const AuthenticationResponse = z.object({
  ...CredentialJson,
  response: z.looseObject({
    clientDataJSON: base64url.min(1).max(4_000),
    authenticatorData: base64url.min(1).max(4_000),
    signature: base64url.min(1).max(2_000),
    userHandle: base64url.max(200).optional(),
  }),
});

/** POST /api/auth/passkeys: the browser's answer to the registration options, and a name. */
export const AddPasskeyBody = z.object({
  response: RegistrationResponse,
  name: PasskeyName,
  /** The current password, asked when the bearer is a session (not a setup token). */
  password: z.string().max(PASSWORD_MAX_LENGTH, COPY.wrongCurrentPassword).optional(),
});
export type AddPasskeyBody = z.infer<typeof AddPasskeyBody>;

/** POST /api/auth/passkeys/authenticate: the browser's answer to the authentication options. */
export const PasskeySignInBody = z.object({ response: AuthenticationResponse });
export type PasskeySignInBody = z.infer<typeof PasskeySignInBody>;

/** The options handed to navigator.credentials (WebAuthn's JSON form); `challenge` is single use. */
export const PasskeyOptions = z.looseObject({ challenge: z.string(), rpId: z.string().optional() });

export const Passkey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof Passkey>;

/**
 * The passkey added; with a setup token as the bearer (a member whose team requires two-step
 * sign-in), also the session login answers.
 */
export const CreatedPasskey = Passkey.pick({ id: true, name: true, createdAt: true }).extend({
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type CreatedPasskey = z.infer<typeof CreatedPasskey>;

export const PasskeyList = z.array(Passkey);

export const PasskeyIdParams = z.object({ id: z.uuid({ error: COPY.passkeyNotFound }) });
