// Added: account takeover protection (current password, e-mail change by link).
export const wrongCurrentPassword = 'Je huidige wachtwoord is niet juist';
export const tooManyPasswordAttempts =
  'Te veel onjuiste wachtwoorden. Wacht een paar minuten en probeer het opnieuw.';
export const currentPasswordForEmailChange =
  'Vul je huidige wachtwoord in om je e-mailadres te wijzigen';
export const tooManyEmailChanges =
  'Te veel wijzigingen van je e-mailadres. Wacht even en probeer het opnieuw.';
export const invalidEmailChangeLink =
  'Deze bevestigingslink voor je e-mailadres is ongeldig of verlopen';
