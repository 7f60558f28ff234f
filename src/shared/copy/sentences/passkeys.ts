// Passkeys (docs/product.md#passkeys): signing in with the device's screen lock instead of a password.
export const passkeyNameRequired = 'Give the passkey a name.';
export const passkeyNameTooLong = 'A passkey name can be at most 60 characters.';
export const passkeyNotFound = 'Passkey not found.';
export const passkeyResponseInvalid = 'This passkey could not be checked. Please try again.';
export const passkeyChallengeExpired =
  'This passkey request has expired or was already used. Please try again.';
export const passkeyAlreadyAdded = 'This passkey is already added to an account.';
export const passkeyNotRecognised = 'This passkey is not recognised. Sign in with your password.';
export const passkeyCounterWentBack =
  'This passkey looks like a copy and was refused. Sign in with your password.';
export const tooManyPasskeyAttempts = 'Too many sign-in attempts. Please wait and try again.';

// The screens: Login's passkey button and the Security part of Settings.
export const signInWithPasskey = 'Sign in with a passkey';
export const signingInWithPasskey = 'Waiting for your passkey...';
export const passkeySignInCancelled = 'The passkey sign-in was cancelled. Please try again.';
export const passkeysTitle = 'Passkeys';
export const passkeysDescription =
  "A passkey signs you in with your device's fingerprint, face or screen lock instead of your password.";
export const noPasskeysYet = 'You have no passkeys yet.';
export const addPasskey = 'Add a passkey';
export const addingPasskey = 'Adding...';
export const passkeyNameLabel = 'Passkey name';
export const passkeyAdded = 'Passkey added.';
export const passkeyAddFailed = 'The passkey was not added. Please try again.';
export const passkeyNotSupported = 'This browser cannot use passkeys.';
export const removePasskey = 'Remove';
export const removePasskeyTitle = 'Remove this passkey?';
export const removePasskeyQuestion =
  'You will no longer be able to sign in with it. Your password still works.';
export const passkeyRemoved = 'Passkey removed.';
export const passkeyRemoveFailed = 'The passkey was not removed. Please try again.';
export const signInWithYourPasskey =
  'Your team requires two-step sign-in: sign in with your passkey, not your password alone.';
export const passkeyPasswordNeeded = 'Enter your password to add a passkey';
