import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { buildPath, ROUTES } from '#shared/routes';
import { SESSIONS_ANCHOR } from '#shared/schemas/sessions';
import { renderEmail } from './email-layout';

const greet = (firstName: string) => (firstName.trim() ? `Hi ${firstName.trim()},` : 'Hi,');

export function verificationEmail(input: {
  to: string;
  firstName: string;
  token: string;
  appUrl: string;
}): OutgoingMail {
  const url = `${input.appUrl}${buildPath(ROUTES.createAccount, { token: input.token })}`;
  return {
    to: input.to,
    ...renderEmail({
      subject: 'Set up your Catalyst Connect account',
      preview: 'Your Catalyst card is on its way. Set up your account to manage it.',
      greeting: greet(input.firstName),
      paragraphs: [
        'Thank you for your order! Your Catalyst card is linked to a Catalyst Connect account for this e-mail address.',
        'Choose a password to finish setting it up. You can then edit your card, download your contact file and share your QR code.',
      ],
      action: { label: 'Set up my account', url },
      note: 'This link works for 7 days. If you did not order a Catalyst card, you can ignore this e-mail.',
      appUrl: input.appUrl,
    }),
  };
}

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  token: string;
  appUrl: string;
}): OutgoingMail {
  const url = `${input.appUrl}${buildPath(ROUTES.passwordReset, { token: input.token })}`;
  return {
    to: input.to,
    ...renderEmail({
      subject: 'Reset your Catalyst Connect password',
      preview: 'Use this link to choose a new password.',
      greeting: greet(input.firstName),
      paragraphs: ['Someone asked to reset the password of your Catalyst Connect account.'],
      action: { label: 'Choose a new password', url },
      note: 'This link works once, for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      appUrl: input.appUrl,
    }),
  };
}

/** To the new address of an e-mail change: the link that makes the change. */
export function emailChangeConfirmationEmail(input: {
  to: string;
  firstName: string;
  token: string;
  appUrl: string;
}): OutgoingMail {
  const url = `${input.appUrl}${buildPath(ROUTES.confirmEmail, { token: input.token })}`;
  return {
    to: input.to,
    ...renderEmail({
      subject: 'Confirm your new Catalyst Connect e-mail address',
      preview: 'Confirm this address to sign in with it from now on.',
      greeting: greet(input.firstName),
      paragraphs: [
        'Someone asked to move a Catalyst Connect account to this e-mail address.',
        'If it was you, confirm the address. You will then sign in with it, on every device.',
      ],
      action: { label: 'Confirm my new address', url },
      note: 'This link works once, for 24 hours. If you did not ask for it, ignore this e-mail: nothing changes.',
      appUrl: input.appUrl,
    }),
  };
}

/**
 * To a new address that already has an account. The request answered exactly as for a free
 * address (so it cannot probe who is a customer); this mail explains instead of confirming.
 */
export function emailChangeAddressTakenEmail(input: {
  to: string;
  firstName: string;
  appUrl: string;
}): OutgoingMail {
  return {
    to: input.to,
    ...renderEmail({
      subject: 'Confirm your new Catalyst Connect e-mail address',
      preview: 'This address already has an account, so nothing was changed.',
      greeting: greet(input.firstName),
      paragraphs: [
        'Someone asked to move a Catalyst Connect account to this e-mail address, but it already has an account, so nothing was changed.',
        'If it was you, sign in with this address, or choose another address for the other account.',
      ],
      action: { label: 'Log in', url: `${input.appUrl}${ROUTES.login}` },
      note: 'If you did not ask for this, you can ignore this e-mail.',
      appUrl: input.appUrl,
    }),
  };
}

/** To the old address when a change is asked for: an attacker's request does not go unseen. */
export function emailChangeRequestedNotice(input: {
  to: string;
  firstName: string;
  newEmail: string;
  appUrl: string;
}): OutgoingMail {
  return {
    to: input.to,
    ...renderEmail({
      subject: 'Your Catalyst Connect e-mail address is being changed',
      preview: `A change to ${input.newEmail} waits for confirmation.`,
      greeting: greet(input.firstName),
      paragraphs: [
        `Someone asked to change the e-mail address of your Catalyst Connect account to ${input.newEmail}. Nothing changes until the link sent to that address is used.`,
        'If this was not you, change your password now: whoever asked knew it.',
      ],
      action: { label: 'Open my settings', url: `${input.appUrl}${ROUTES.settings}` },
      note: 'Until the new address is confirmed, you keep signing in with this one.',
      appUrl: input.appUrl,
    }),
  };
}

/** To the old address once the change is confirmed. */
export function emailChangedNotice(input: {
  to: string;
  firstName: string;
  newEmail: string;
  supportEmail: string;
  appUrl: string;
}): OutgoingMail {
  return {
    to: input.to,
    ...renderEmail({
      subject: 'Your Catalyst Connect e-mail address was changed',
      preview: `Your account now signs in with ${input.newEmail}.`,
      greeting: greet(input.firstName),
      paragraphs: [
        `The e-mail address of your Catalyst Connect account is now ${input.newEmail}. Every device was signed out; sign in with the new address.`,
        `If you did not make this change, write to ${input.supportEmail} at once.`,
      ],
      action: { label: 'Log in', url: `${input.appUrl}${ROUTES.login}` },
      note: 'Nothing needs to be done if the change was yours.',
      appUrl: input.appUrl,
    }),
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Sunday 29 November 2026 at 08:42 UTC': one reading for every owner, wherever they are. */
export function utcMoment(at: Date): string {
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()} at ${time} UTC`;
}

/**
 * To the owner when the account is signed in from a device it has not seen in 90 days
 * (decision 056): what and when, and the sessions list where it can be signed out.
 */
export function newSignInEmail(input: {
  to: string;
  firstName: string;
  device: string;
  at: Date;
  appUrl: string;
}): OutgoingMail {
  const when = utcMoment(input.at);
  return {
    to: input.to,
    ...renderEmail({
      subject: 'New sign-in to your Catalyst account',
      preview: `${input.device}, ${when}.`,
      greeting: greet(input.firstName),
      paragraphs: [
        `Your Catalyst Connect account was just signed in to from ${input.device}, on ${when}.`,
        'If this was you, there is nothing to do. If it was not, sign that session out from your settings and change your password: whoever signed in knew it.',
      ],
      action: {
        label: 'Review my sessions',
        url: `${input.appUrl}${ROUTES.settings}#${SESSIONS_ANCHOR}`,
      },
      note: 'We send this when your account is signed in from a device it has not been used on in the last 90 days.',
      appUrl: input.appUrl,
    }),
  };
}

/** To the owner when a passkey was added to or removed from the account. */
export function passkeyChangedNotice(input: {
  to: string;
  firstName: string;
  change: 'added' | 'removed';
  name: string;
  supportEmail: string;
  appUrl: string;
}): OutgoingMail {
  const added = input.change === 'added';
  return {
    to: input.to,
    ...renderEmail({
      subject: added
        ? 'A passkey was added to your Catalyst Connect account'
        : 'A passkey was removed from your Catalyst Connect account',
      preview: `${input.name}.`,
      greeting: greet(input.firstName),
      paragraphs: [
        added
          ? `The passkey "${input.name}" was added to your Catalyst Connect account: it signs in without your password.`
          : `The passkey "${input.name}" was removed from your Catalyst Connect account: it no longer signs in.`,
        `If you did not make this change, write to ${input.supportEmail} at once.`,
      ],
      action: { label: 'Log in', url: `${input.appUrl}${ROUTES.login}` },
      note: 'Nothing needs to be done if the change was yours.',
      appUrl: input.appUrl,
    }),
  };
}

/** To the owner when two-step sign-in was turned on, set up on a new phone, or turned off. */
export function twoStepChangedNotice(input: {
  to: string;
  firstName: string;
  change: 'on' | 'off';
  supportEmail: string;
  appUrl: string;
}): OutgoingMail {
  const on = input.change === 'on';
  return {
    to: input.to,
    ...renderEmail({
      subject: on
        ? 'Two-step sign-in is on for your Catalyst Connect account'
        : 'Two-step sign-in is off for your Catalyst Connect account',
      preview: on
        ? 'Signing in now also asks for a code from your authenticator app.'
        : 'Signing in no longer asks for a code.',
      greeting: greet(input.firstName),
      paragraphs: [
        on
          ? 'Two-step sign-in was set up for your Catalyst Connect account: signing in now asks for a code from the authenticator app on your phone, or one of your recovery codes.'
          : 'Two-step sign-in was turned off for your Catalyst Connect account: signing in asks for your password only.',
        `If you did not make this change, write to ${input.supportEmail} at once.`,
      ],
      action: { label: 'Log in', url: `${input.appUrl}${ROUTES.login}` },
      note: 'Nothing needs to be done if the change was yours.',
      appUrl: input.appUrl,
    }),
  };
}
