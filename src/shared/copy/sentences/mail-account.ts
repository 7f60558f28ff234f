// The mails of an account: setting it up, its password, its e-mail address, its sign-ins.
import { icu } from './language';

export const mailVerificationSubject = 'Set up your Catalyst Connect account';
export const mailVerificationPreview =
  'Your Catalyst card is on its way. Set up your account to manage it.';
export const mailVerificationThanks =
  'Thank you for your order! Your Catalyst card is linked to a Catalyst Connect account for this e-mail address.';
export const mailVerificationChoosePassword =
  'Choose a password to finish setting it up. You can then edit your card, download your contact file and share your QR code.';
export const mailVerificationAction = 'Set up my account';
export const mailVerificationNote =
  'This link works for 7 days. If you did not order a Catalyst card, you can ignore this e-mail.';

export const mailResetSubject = 'Reset your Catalyst Connect password';
export const mailResetPreview = 'Use this link to choose a new password.';
export const mailResetAsked =
  'Someone asked to reset the password of your Catalyst Connect account.';
export const mailResetAction = 'Choose a new password';
export const mailResetNote =
  'This link works once, for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.';

export const mailEmailChangeSubject = 'Confirm your new Catalyst Connect e-mail address';
export const mailEmailChangePreview = 'Confirm this address to sign in with it from now on.';
export const mailEmailChangeAsked =
  'Someone asked to move a Catalyst Connect account to this e-mail address.';
export const mailEmailChangeIfYou =
  'If it was you, confirm the address. You will then sign in with it, on every device.';
export const mailEmailChangeAction = 'Confirm my new address';
export const mailEmailChangeNote =
  'This link works once, for 24 hours. If you did not ask for it, ignore this e-mail: nothing changes.';

export const mailAddressTakenPreview =
  'This address already has an account, so nothing was changed.';
export const mailAddressTakenAsked =
  'Someone asked to move a Catalyst Connect account to this e-mail address, but it already has an account, so nothing was changed.';
export const mailAddressTakenIfYou =
  'If it was you, sign in with this address, or choose another address for the other account.';

export const mailEmailChangingSubject = 'Your Catalyst Connect e-mail address is being changed';
export const mailEmailChangingPreview = icu<[newEmail: string]>(
  'A change to {newEmail} waits for confirmation.',
  'newEmail',
);
export const mailEmailChangingAsked = icu<[newEmail: string]>(
  'Someone asked to change the e-mail address of your Catalyst Connect account to {newEmail}. Nothing changes until the link sent to that address is used.',
  'newEmail',
);
export const mailEmailChangingNotYou =
  'If this was not you, change your password now: whoever asked knew it.';
export const mailEmailChangingNote =
  'Until the new address is confirmed, you keep signing in with this one.';

export const mailEmailChangedSubject = 'Your Catalyst Connect e-mail address was changed';
export const mailEmailChangedPreview = icu<[newEmail: string]>(
  'Your account now signs in with {newEmail}.',
  'newEmail',
);
export const mailEmailChangedNow = icu<[newEmail: string]>(
  'The e-mail address of your Catalyst Connect account is now {newEmail}. Every device was signed out; sign in with the new address.',
  'newEmail',
);

export const mailNewSignInSubject = 'New sign-in to your Catalyst account';
export const mailNewSignInPreview = icu<[device: string, when: string]>(
  '{device}, {when}.',
  'device',
  'when',
);
export const mailNewSignInBody = icu<[device: string, when: string]>(
  'Your Catalyst Connect account was just signed in to from {device}, on {when}.',
  'device',
  'when',
);
export const mailNewSignInIfYou =
  'If this was you, there is nothing to do. If it was not, sign that session out from your settings and change your password: whoever signed in knew it.';
export const mailReviewSessions = 'Review my sessions';
export const mailNewSignInNote =
  'We send this when your account is signed in from a device it has not been used on in the last 90 days.';

export const mailPasskeySubject = icu<[added: boolean]>(
  '{added, select, true {A passkey was added to your Catalyst Connect account} other {A passkey was removed from your Catalyst Connect account}}',
  'added',
);
export const mailPasskeyBody = icu<[added: boolean, name: string]>(
  '{added, select, true {The passkey "{name}" was added to your Catalyst Connect account: it signs in without your password.} other {The passkey "{name}" was removed from your Catalyst Connect account: it no longer signs in.}}',
  'added',
  'name',
);

export const mailTwoStepSubject = icu<[on: boolean]>(
  '{on, select, true {Two-step sign-in is on for your Catalyst Connect account} other {Two-step sign-in is off for your Catalyst Connect account}}',
  'on',
);
export const mailTwoStepPreview = icu<[on: boolean]>(
  '{on, select, true {Signing in now also asks for a code from your authenticator app.} other {Signing in no longer asks for a code.}}',
  'on',
);
export const mailTwoStepBody = icu<[on: boolean]>(
  '{on, select, true {Two-step sign-in was set up for your Catalyst Connect account: signing in now asks for a code from the authenticator app on your phone, or one of your recovery codes.} other {Two-step sign-in was turned off for your Catalyst Connect account: signing in asks for your password only.}}',
  'on',
);
