// Two-step sign-in (authenticator-app codes) and the team rule that requires it.
export const twoStepCodeFormat = 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein';
export const recoveryCodeFormat = 'Geben Sie einen Ihrer Wiederherstellungscodes ein';
export const twoStepCodeOrRecoveryCode = 'Senden Sie einen Code oder einen Wiederherstellungscode';
export const twoStepWrongCode = 'Dieser Code ist nicht korrekt';
export const twoStepSignInEnded =
  'Diese Anmeldung ist beendet. Melden Sie sich erneut mit Ihrem Passwort an.';
export const twoStepTooManyWrongCodes = 'Zu viele falsche Codes. Versuchen Sie es später erneut.';
export const twoStepNoSetupStarted =
  'Starten Sie zuerst die Einrichtung der Zwei-Schritt-Anmeldung';
export const twoStepIsOff = 'Die Zwei-Schritt-Anmeldung ist deaktiviert';
export const twoStepRequiredByTeam =
  'Ihr Team verlangt die Zwei-Schritt-Anmeldung, daher bleibt sie aktiviert';
export const twoStepIssuer = 'Catalyst Connect';
export const twoStepTitle = 'Zwei-Schritt-Anmeldung';
export const twoStepOffIntro =
  'Melden Sie sich mit Ihrem Passwort und einem Code aus einer Authenticator-App auf Ihrem Smartphone an.';
export const twoStepOnStatus = 'Die Zwei-Schritt-Anmeldung ist aktiviert.';
export const twoStepStart = 'Zwei-Schritt-Anmeldung einrichten';
export const twoStepStartAgain = 'Neues Smartphone einrichten';
export const twoStepScan =
  'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder geben Sie den Einrichtungsschlüssel dort ein.';
export const twoStepQrLabel = 'QR-Code für Ihre Authenticator-App';
export const twoStepSecretLabel = 'Einrichtungsschlüssel';
export const twoStepCodeLabel = '6-stelliger Code';
export const twoStepTurnOn = 'Aktivieren';
export const twoStepCancelSetup = 'Abbrechen';
export const twoStepRecoveryIntro =
  'Bewahren Sie diese Wiederherstellungscodes an einem sicheren Ort auf. Jeder funktioniert einmal, falls Sie Ihr Smartphone verlieren, und sie werden nur jetzt angezeigt.';
export const twoStepRecoveryTitle = 'Wiederherstellungscodes';
export const twoStepDownloadCodes = 'Herunterladen';
export const twoStepSavedCodes = 'Ich habe meine Wiederherstellungscodes gespeichert';
export const twoStepDone = 'Fertig';
export const twoStepTurnOff = 'Zwei-Schritt-Anmeldung deaktivieren';
export const twoStepTurnOffIntro =
  'Geben Sie Ihr Passwort ein, um die Zwei-Schritt-Anmeldung zu deaktivieren.';
export const twoStepTurnedOn = 'Die Zwei-Schritt-Anmeldung ist aktiviert';
export const twoStepTurnedOff = 'Die Zwei-Schritt-Anmeldung ist deaktiviert';
export const twoStepPasswordLabel = 'Passwort';
export const twoStepRecoveryFileHeading =
  'Wiederherstellungscodes für Catalyst Connect. Jeder funktioniert einmal anstelle eines Codes aus Ihrer Authenticator-App.';
export const twoStepLoginTitle = 'Code eingeben';
export const twoStepLoginIntro =
  'Öffnen Sie Ihre Authenticator-App und geben Sie den 6-stelligen Code für Catalyst Connect ein.';
export const twoStepRecoveryLoginIntro =
  'Geben Sie einen der gespeicherten Wiederherstellungscodes ein.';
export const twoStepUseRecoveryCode = 'Stattdessen einen Wiederherstellungscode verwenden';
export const twoStepUseAppCode = 'Stattdessen einen Code aus der App verwenden';
export const twoStepRecoveryCodeLabel = 'Wiederherstellungscode';
export const twoStepVerify = 'Bestätigen';
export const twoStepSetupRequiredTitle = 'Zwei-Schritt-Anmeldung einrichten';
export const twoStepSetupRequiredIntro =
  'Ihr Team verlangt die Zwei-Schritt-Anmeldung. Richten Sie sie ein, um fortzufahren.';
export const twoStepContinue = 'Weiter';
export const requireTwoStepLabel = 'Zwei-Schritt-Anmeldung verlangen';
export const requireTwoStepHint =
  'Mitglieder ohne Zwei-Schritt-Anmeldung richten sie bei ihrer nächsten Anmeldung ein.';
export const requireTwoStepSaved = 'Anmelderegel gespeichert';
export const memberTwoStepOn = 'Zwei-Schritt an';
export const memberTwoStepOff = 'Zwei-Schritt aus';
export const memberTwoStepColumn = 'Zwei-Schritt';
// A passkey in place of the authenticator app, in the setup a team's rule leads to at sign-in
// (here, not in passkeys.ts, which the sign-in page's first load carries).
export const usePasskeyInstead = 'Stattdessen einen Passkey verwenden';
export const setupPasskeyCancelled =
  'Es wurde kein Passkey hinzugefügt: Die Abfrage wurde geschlossen oder ist abgelaufen. Versuchen Sie es erneut oder richten Sie die Authenticator-App ein.';
export const twoStepPasswordToReplace =
  'Geben Sie Ihr Passwort ein, um die Zwei-Schritt-Anmeldung einzurichten';
