// What other modules may import from this one; everything else in the folder is its own.
export {
  emailChangeAddressTakenEmail,
  emailChangeConfirmationEmail,
  emailChangedNotice,
  emailChangeRequestedNotice,
  newSignInEmail,
  passwordResetEmail,
  passkeyChangedNotice,
  twoStepChangedNotice,
  verificationEmail,
} from './account-emails';
export { receiptEmail } from './billing-emails';
export { renderEmail } from './email-layout';
export { formatLongDate, formatUsd, greeting, mailCopy, type MailLanguage } from './mail-language';
export { enqueueMail, enqueueMails } from './mail-queue';
export {
  cardHolderEmail,
  changeRequestDecidedEmail,
  domainUnverifiedEmail,
  teamInvitationEmail,
} from './team-emails';
