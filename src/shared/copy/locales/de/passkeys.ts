// Passkeys (docs/product.md#passkeys): signing in with the device's screen lock instead of a password.
export const passkeyNameRequired = 'Geben Sie dem Passkey einen Namen.';
export const passkeyNameTooLong = 'Ein Passkey-Name darf höchstens 60 Zeichen lang sein.';
export const passkeyNotFound = 'Passkey nicht gefunden.';
export const passkeyResponseInvalid =
  'Dieser Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.';
export const passkeyChallengeExpired =
  'Diese Passkey-Anfrage ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.';
export const passkeyAlreadyAdded = 'Dieser Passkey ist bereits einem Konto hinzugefügt.';
export const passkeyNotRecognised =
  'Dieser Passkey wurde nicht erkannt. Melden Sie sich mit Ihrem Passwort an.';
export const passkeyCounterWentBack =
  'Dieser Passkey sieht wie eine Kopie aus und wurde abgelehnt. Melden Sie sich mit Ihrem Passwort an.';
export const tooManyPasskeyAttempts =
  'Zu viele Anmeldeversuche. Bitte warten Sie und versuchen Sie es erneut.';

// The screens: Login's passkey button and the Security part of Settings.
export const signInWithPasskey = 'Mit Passkey anmelden';
export const signingInWithPasskey = 'Warten auf Ihren Passkey...';
export const passkeySignInCancelled =
  'Die Anmeldung mit Passkey wurde abgebrochen. Bitte versuchen Sie es erneut.';
export const passkeysTitle = 'Passkeys';
export const passkeysDescription =
  'Mit einem Passkey melden Sie sich per Fingerabdruck, Gesichtserkennung oder Bildschirmsperre Ihres Geräts an statt mit Ihrem Passwort.';
export const noPasskeysYet = 'Sie haben noch keine Passkeys.';
export const addPasskey = 'Passkey hinzufügen';
export const addingPasskey = 'Wird hinzugefügt...';
export const passkeyNameLabel = 'Name des Passkeys';
export const passkeyAdded = 'Passkey hinzugefügt.';
export const passkeyAddFailed =
  'Der Passkey wurde nicht hinzugefügt. Bitte versuchen Sie es erneut.';
export const passkeyNotSupported = 'Dieser Browser unterstützt keine Passkeys.';
export const removePasskey = 'Entfernen';
export const removePasskeyTitle = 'Diesen Passkey entfernen?';
export const removePasskeyQuestion =
  'Sie können sich dann nicht mehr damit anmelden. Ihr Passwort funktioniert weiterhin.';
export const passkeyRemoved = 'Passkey entfernt.';
export const passkeyRemoveFailed =
  'Der Passkey wurde nicht entfernt. Bitte versuchen Sie es erneut.';
export const signInWithYourPasskey =
  'Ihr Team verlangt die Zwei-Schritt-Anmeldung: Melden Sie sich mit Ihrem Passkey an, nicht nur mit Ihrem Passwort.';
export const passkeyPasswordNeeded = 'Geben Sie Ihr Passwort ein, um einen Passkey hinzuzufügen';
