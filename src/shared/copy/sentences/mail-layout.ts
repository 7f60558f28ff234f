// The frame every mail shares: its greeting, its button's fallback and its common buttons and
// notes (src/server/modules/mail/email-layout.ts).
import { icu } from './language';

export const mailHi = icu<[named: boolean, firstName: string]>(
  '{named, select, true {Hi {firstName},} other {Hi,}}',
  'named',
  'firstName',
);
export const mailHello = 'Hello,';
export const mailButtonFallback = 'If the button does not work, copy this link into your browser:';
export const mailLogIn = 'Log in';
export const mailOpenSettings = 'Open my settings';
export const mailWriteToSupport = icu<[supportEmail: string]>(
  'If you did not make this change, write to {supportEmail} at once.',
  'supportEmail',
);
export const mailNothingToDo = 'Nothing needs to be done if the change was yours.';
export const mailIgnoreIfNotYou = 'If you did not ask for this, you can ignore this e-mail.';
