// Added: account takeover protection (current password, e-mail change by link).
export const wrongCurrentPassword = 'Ihr aktuelles Passwort ist nicht korrekt';
export const tooManyPasswordAttempts =
  'Zu viele falsche Passwörter. Bitte warten Sie einige Minuten und versuchen Sie es erneut.';
export const currentPasswordForEmailChange =
  'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern';
export const tooManyEmailChanges =
  'Zu viele Änderungen der E-Mail-Adresse. Bitte warten Sie eine Weile und versuchen Sie es erneut.';
export const invalidEmailChangeLink =
  'Dieser Bestätigungslink für die E-Mail-Adresse ist ungültig oder abgelaufen';
