// Added: account takeover protection (current password, e-mail change by link).
export const wrongCurrentPassword = 'Votre mot de passe actuel est incorrect';
export const tooManyPasswordAttempts =
  'Trop de mots de passe erronés. Veuillez patienter quelques minutes et réessayer.';
export const currentPasswordForEmailChange =
  'Saisissez votre mot de passe actuel pour modifier votre adresse e-mail';
export const tooManyEmailChanges =
  'Trop de changements d’adresse e-mail. Veuillez patienter un moment et réessayer.';
export const invalidEmailChangeLink = 'Ce lien de confirmation d’e-mail est invalide ou a expiré';
