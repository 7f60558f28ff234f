// Passkeys (docs/product.md#passkeys): signing in with the device's screen lock instead of a password.
export const passkeyNameRequired = 'Geef de toegangssleutel een naam.';
export const passkeyNameTooLong = 'De naam van een toegangssleutel mag maximaal 60 tekens zijn.';
export const passkeyNotFound = 'Toegangssleutel niet gevonden.';
export const passkeyResponseInvalid =
  'Deze toegangssleutel kan niet worden gecontroleerd. Probeer het opnieuw.';
export const passkeyChallengeExpired =
  'Dit verzoek voor een toegangssleutel is verlopen of al gebruikt. Probeer het opnieuw.';
export const passkeyAlreadyAdded = 'Deze toegangssleutel is al aan een account toegevoegd.';
export const passkeyNotRecognised =
  'Deze toegangssleutel wordt niet herkend. Log in met je wachtwoord.';
export const passkeyCounterWentBack =
  'Deze toegangssleutel lijkt een kopie en is geweigerd. Log in met je wachtwoord.';
export const tooManyPasskeyAttempts = 'Te veel inlogpogingen. Wacht even en probeer het opnieuw.';

// The screens: Login's passkey button and the Security part of Settings.
export const signInWithPasskey = 'Inloggen met een toegangssleutel';
export const signingInWithPasskey = 'Wachten op je toegangssleutel...';
export const passkeySignInCancelled =
  'Inloggen met de toegangssleutel is geannuleerd. Probeer het opnieuw.';
export const passkeysTitle = 'Toegangssleutels';
export const passkeysDescription =
  'Met een toegangssleutel log je in met de vingerafdruk, gezichtsherkenning of schermvergrendeling van je apparaat in plaats van met je wachtwoord.';
export const noPasskeysYet = 'Je hebt nog geen toegangssleutels.';
export const addPasskey = 'Toegangssleutel toevoegen';
export const addingPasskey = 'Toevoegen...';
export const passkeyNameLabel = 'Naam van de toegangssleutel';
export const passkeyAdded = 'Toegangssleutel toegevoegd.';
export const passkeyAddFailed = 'De toegangssleutel is niet toegevoegd. Probeer het opnieuw.';
export const passkeyNotSupported = 'Deze browser ondersteunt geen toegangssleutels.';
export const removePasskey = 'Verwijderen';
export const removePasskeyTitle = 'Deze toegangssleutel verwijderen?';
export const removePasskeyQuestion =
  'Je kunt er dan niet meer mee inloggen. Je wachtwoord blijft werken.';
export const passkeyRemoved = 'Toegangssleutel verwijderd.';
export const passkeyRemoveFailed = 'De toegangssleutel is niet verwijderd. Probeer het opnieuw.';
export const signInWithYourPasskey =
  'Je team vereist tweestapsverificatie: log in met je toegangssleutel, niet alleen met je wachtwoord.';
export const passkeyPasswordNeeded = 'Vul je wachtwoord in om een toegangssleutel toe te voegen';
