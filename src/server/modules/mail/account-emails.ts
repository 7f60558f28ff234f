import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { buildPath, ROUTES } from '#shared/routes';
import { SESSIONS_ANCHOR } from '#shared/schemas/sessions';
import { renderEmail } from './email-layout';
import { greeting, mailCopy, utcMoment, type MailLanguage } from './mail-language';

/** What every account mail is given: to whom, their first name, and their language. */
interface Recipient {
  to: string;
  firstName: string;
  appUrl: string;
  language: MailLanguage;
}

export function verificationEmail(input: Recipient & { token: string }): OutgoingMail {
  const copy = mailCopy(input.language);
  const url = `${input.appUrl}${buildPath(ROUTES.createAccount, { token: input.token })}`;
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailVerificationSubject,
      preview: copy.mailVerificationPreview,
      greeting: greeting(copy, input.firstName),
      paragraphs: [copy.mailVerificationThanks, copy.mailVerificationChoosePassword],
      action: { label: copy.mailVerificationAction, url },
      note: copy.mailVerificationNote,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}

export function passwordResetEmail(input: Recipient & { token: string }): OutgoingMail {
  const copy = mailCopy(input.language);
  const url = `${input.appUrl}${buildPath(ROUTES.passwordReset, { token: input.token })}`;
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailResetSubject,
      preview: copy.mailResetPreview,
      greeting: greeting(copy, input.firstName),
      paragraphs: [copy.mailResetAsked],
      action: { label: copy.mailResetAction, url },
      note: copy.mailResetNote,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}

/** To the new address of an e-mail change: the link that makes the change. */
export function emailChangeConfirmationEmail(input: Recipient & { token: string }): OutgoingMail {
  const copy = mailCopy(input.language);
  const url = `${input.appUrl}${buildPath(ROUTES.confirmEmail, { token: input.token })}`;
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailEmailChangeSubject,
      preview: copy.mailEmailChangePreview,
      greeting: greeting(copy, input.firstName),
      paragraphs: [copy.mailEmailChangeAsked, copy.mailEmailChangeIfYou],
      action: { label: copy.mailEmailChangeAction, url },
      note: copy.mailEmailChangeNote,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}

/**
 * To a new address that already has an account. The request answered exactly as for a free
 * address (so it cannot probe who is a customer); this mail explains instead of confirming.
 */
export function emailChangeAddressTakenEmail(input: Recipient): OutgoingMail {
  const copy = mailCopy(input.language);
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailEmailChangeSubject,
      preview: copy.mailAddressTakenPreview,
      greeting: greeting(copy, input.firstName),
      paragraphs: [copy.mailAddressTakenAsked, copy.mailAddressTakenIfYou],
      action: { label: copy.mailLogIn, url: `${input.appUrl}${ROUTES.login}` },
      note: copy.mailIgnoreIfNotYou,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}

/** To the old address when a change is asked for: an attacker's request does not go unseen. */
export function emailChangeRequestedNotice(input: Recipient & { newEmail: string }): OutgoingMail {
  const copy = mailCopy(input.language);
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailEmailChangingSubject,
      preview: copy.mailEmailChangingPreview(input.newEmail),
      greeting: greeting(copy, input.firstName),
      paragraphs: [copy.mailEmailChangingAsked(input.newEmail), copy.mailEmailChangingNotYou],
      action: { label: copy.mailOpenSettings, url: `${input.appUrl}${ROUTES.settings}` },
      note: copy.mailEmailChangingNote,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}

/** To the old address once the change is confirmed. */
export function emailChangedNotice(
  input: Recipient & { newEmail: string; supportEmail: string },
): OutgoingMail {
  const copy = mailCopy(input.language);
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailEmailChangedSubject,
      preview: copy.mailEmailChangedPreview(input.newEmail),
      greeting: greeting(copy, input.firstName),
      paragraphs: [
        copy.mailEmailChangedNow(input.newEmail),
        copy.mailWriteToSupport(input.supportEmail),
      ],
      action: { label: copy.mailLogIn, url: `${input.appUrl}${ROUTES.login}` },
      note: copy.mailNothingToDo,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}

/**
 * To the owner when the account is signed in from a device it has not seen in 90 days
 * (decision 056): what and when, and the sessions list where it can be signed out.
 */
export function newSignInEmail(input: Recipient & { device: string; at: Date }): OutgoingMail {
  const copy = mailCopy(input.language);
  const when = utcMoment(input.at, input.language);
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailNewSignInSubject,
      preview: copy.mailNewSignInPreview(input.device, when),
      greeting: greeting(copy, input.firstName),
      paragraphs: [copy.mailNewSignInBody(input.device, when), copy.mailNewSignInIfYou],
      action: {
        label: copy.mailReviewSessions,
        url: `${input.appUrl}${ROUTES.settings}#${SESSIONS_ANCHOR}`,
      },
      note: copy.mailNewSignInNote,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}

/** To the owner when a passkey was added to or removed from the account. */
export function passkeyChangedNotice(
  input: Recipient & { change: 'added' | 'removed'; name: string; supportEmail: string },
): OutgoingMail {
  const copy = mailCopy(input.language);
  const added = input.change === 'added';
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailPasskeySubject(added),
      preview: `${input.name}.`,
      greeting: greeting(copy, input.firstName),
      paragraphs: [
        copy.mailPasskeyBody(added, input.name),
        copy.mailWriteToSupport(input.supportEmail),
      ],
      action: { label: copy.mailLogIn, url: `${input.appUrl}${ROUTES.login}` },
      note: copy.mailNothingToDo,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}

/** To the owner when two-step sign-in was turned on, set up on a new phone, or turned off. */
export function twoStepChangedNotice(
  input: Recipient & { change: 'on' | 'off'; supportEmail: string },
): OutgoingMail {
  const copy = mailCopy(input.language);
  const on = input.change === 'on';
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailTwoStepSubject(on),
      preview: copy.mailTwoStepPreview(on),
      greeting: greeting(copy, input.firstName),
      paragraphs: [copy.mailTwoStepBody(on), copy.mailWriteToSupport(input.supportEmail)],
      action: { label: copy.mailLogIn, url: `${input.appUrl}${ROUTES.login}` },
      note: copy.mailNothingToDo,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}
