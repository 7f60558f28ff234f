// Added: account takeover protection (current password, e-mail change by link).
export const wrongCurrentPassword = 'Your current password is not correct';
export const tooManyPasswordAttempts =
  'Too many wrong passwords. Please wait a few minutes and try again.';
export const currentPasswordForEmailChange =
  'Enter your current password to change your email address';
export const tooManyEmailChanges =
  'Too many email address changes. Please wait a while and try again.';
export const invalidEmailChangeLink = 'This email confirmation link is invalid or has expired';
