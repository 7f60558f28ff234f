// Two-step sign-in (authenticator-app codes) and the team rule that requires it.
export const twoStepCodeFormat = 'Vul de 6-cijferige code uit je authenticator-app in';
export const recoveryCodeFormat = 'Vul een van je herstelcodes in';
export const twoStepCodeOrRecoveryCode = 'Stuur een code of een herstelcode';
export const twoStepWrongCode = 'Die code klopt niet';
export const twoStepSignInEnded =
  'Deze inlogpoging is beëindigd. Log opnieuw in met je wachtwoord.';
export const twoStepTooManyWrongCodes = 'Te veel onjuiste codes. Probeer het later opnieuw.';
export const twoStepNoSetupStarted = 'Start eerst het instellen van tweestapsverificatie';
export const twoStepIsOff = 'Tweestapsverificatie staat uit';
export const twoStepRequiredByTeam = 'Je team vereist tweestapsverificatie, dus die blijft aan';
export const twoStepIssuer = 'Catalyst Connect';
export const twoStepTitle = 'Tweestapsverificatie';
export const twoStepOffIntro =
  'Log in met je wachtwoord en een code uit een authenticator-app op je telefoon.';
export const twoStepOnStatus = 'Tweestapsverificatie staat aan.';
export const twoStepStart = 'Tweestapsverificatie instellen';
export const twoStepStartAgain = 'Nieuwe telefoon instellen';
export const twoStepScan =
  'Scan deze QR-code met je authenticator-app, of typ de instelsleutel erin.';
export const twoStepQrLabel = 'QR-code voor je authenticator-app';
export const twoStepSecretLabel = 'Instelsleutel';
export const twoStepCodeLabel = '6-cijferige code';
export const twoStepTurnOn = 'Inschakelen';
export const twoStepCancelSetup = 'Annuleren';
export const twoStepRecoveryIntro =
  'Bewaar deze herstelcodes op een veilige plek. Elke code werkt één keer als je je telefoon kwijtraakt, en ze worden alleen nu getoond.';
export const twoStepRecoveryTitle = 'Herstelcodes';
export const twoStepDownloadCodes = 'Downloaden';
export const twoStepSavedCodes = 'Ik heb mijn herstelcodes bewaard';
export const twoStepDone = 'Klaar';
export const twoStepTurnOff = 'Tweestapsverificatie uitschakelen';
export const twoStepTurnOffIntro = 'Vul je wachtwoord in om tweestapsverificatie uit te schakelen.';
export const twoStepTurnedOn = 'Tweestapsverificatie staat aan';
export const twoStepTurnedOff = 'Tweestapsverificatie staat uit';
export const twoStepPasswordLabel = 'Wachtwoord';
export const twoStepRecoveryFileHeading =
  'Herstelcodes voor Catalyst Connect. Elke code werkt één keer, in plaats van een code uit je authenticator-app.';
export const twoStepLoginTitle = 'Vul je code in';
export const twoStepLoginIntro =
  'Open je authenticator-app en vul de 6-cijferige code voor Catalyst Connect in.';
export const twoStepRecoveryLoginIntro = 'Vul een van de herstelcodes in die je hebt bewaard.';
export const twoStepUseRecoveryCode = 'Gebruik in plaats daarvan een herstelcode';
export const twoStepUseAppCode = 'Gebruik in plaats daarvan een code uit de app';
export const twoStepRecoveryCodeLabel = 'Herstelcode';
export const twoStepVerify = 'Verifiëren';
export const twoStepSetupRequiredTitle = 'Tweestapsverificatie instellen';
export const twoStepSetupRequiredIntro =
  'Je team vereist tweestapsverificatie. Stel die in om verder te gaan.';
export const twoStepContinue = 'Doorgaan';
export const requireTwoStepLabel = 'Tweestapsverificatie vereisen';
export const requireTwoStepHint =
  'Leden zonder tweestapsverificatie stellen die in bij hun volgende keer inloggen.';
export const requireTwoStepSaved = 'Inlogregel opgeslagen';
export const memberTwoStepOn = 'Twee stappen aan';
export const memberTwoStepOff = 'Twee stappen uit';
export const memberTwoStepColumn = 'Twee stappen';
// A passkey in place of the authenticator app, in the setup a team's rule leads to at sign-in
// (here, not in passkeys.ts, which the sign-in page's first load carries).
export const usePasskeyInstead = 'Gebruik in plaats daarvan een toegangssleutel';
export const setupPasskeyCancelled =
  'Er is geen toegangssleutel toegevoegd: het venster is gesloten of verlopen. Probeer het opnieuw, of stel de authenticator-app in.';
export const twoStepPasswordToReplace =
  'Vul je wachtwoord in om tweestapsverificatie in te stellen';
