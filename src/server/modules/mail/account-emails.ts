import { buildPath, ROUTES } from '../../../shared/routes';
import type { OutgoingMail } from '../../adapters/mail/mail-transport';
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
