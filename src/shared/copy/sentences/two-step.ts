// Two-step sign-in (authenticator-app codes) and the team rule that requires it.
export const twoStepCodeFormat = 'Enter the 6-digit code from your authenticator app';
export const recoveryCodeFormat = 'Enter one of your recovery codes';
export const twoStepCodeOrRecoveryCode = 'Send a code or a recovery code';
export const twoStepWrongCode = 'That code is not right';
export const twoStepSignInEnded = 'This sign-in has ended. Sign in again with your password.';
export const twoStepTooManyWrongCodes = 'Too many wrong codes. Try again later.';
export const twoStepNoSetupStarted = 'Start the setup of two-step sign-in first';
export const twoStepIsOff = 'Two-step sign-in is off';
export const twoStepRequiredByTeam = 'Your team requires two-step sign-in, so it stays on';
export const twoStepIssuer = 'Catalyst Connect';
export const twoStepTitle = 'Two-step sign-in';
export const twoStepOffIntro =
  'Sign in with your password and a code from an authenticator app on your phone.';
export const twoStepOnStatus = 'Two-step sign-in is on.';
export const twoStepStart = 'Set up two-step sign-in';
export const twoStepStartAgain = 'Set up a new phone';
export const twoStepScan =
  'Scan this QR code with your authenticator app, or type the setup key into it.';
export const twoStepQrLabel = 'QR code for your authenticator app';
export const twoStepSecretLabel = 'Setup key';
export const twoStepCodeLabel = '6-digit code';
export const twoStepTurnOn = 'Turn on';
export const twoStepCancelSetup = 'Cancel';
export const twoStepRecoveryIntro =
  'Save these recovery codes somewhere safe. Each works once if you lose your phone, and they are shown only now.';
export const twoStepRecoveryTitle = 'Recovery codes';
export const twoStepDownloadCodes = 'Download';
export const twoStepSavedCodes = 'I have saved my recovery codes';
export const twoStepDone = 'Done';
export const twoStepTurnOff = 'Turn off two-step sign-in';
export const twoStepTurnOffIntro = 'Enter your password to turn two-step sign-in off.';
export const twoStepTurnedOn = 'Two-step sign-in is on';
export const twoStepTurnedOff = 'Two-step sign-in is off';
export const twoStepPasswordLabel = 'Password';
export const twoStepRecoveryFileHeading =
  'Catalyst Connect recovery codes. Each works once, in place of a code from your authenticator app.';
export const twoStepLoginTitle = 'Enter your code';
export const twoStepLoginIntro =
  'Open your authenticator app and enter the 6-digit code for Catalyst Connect.';
export const twoStepRecoveryLoginIntro = 'Enter one of the recovery codes you saved.';
export const twoStepUseRecoveryCode = 'Use a recovery code instead';
export const twoStepUseAppCode = 'Use a code from the app instead';
export const twoStepRecoveryCodeLabel = 'Recovery code';
export const twoStepVerify = 'Verify';
export const twoStepSetupRequiredTitle = 'Set up two-step sign-in';
export const twoStepSetupRequiredIntro =
  'Your team requires two-step sign-in. Set it up to continue.';
export const twoStepContinue = 'Continue';
export const requireTwoStepLabel = 'Require two-step sign-in';
export const requireTwoStepHint =
  'Members without two-step sign-in set it up the next time they sign in.';
export const requireTwoStepSaved = 'Saved the sign-in rule';
export const memberTwoStepOn = 'Two-step on';
export const memberTwoStepOff = 'Two-step off';
export const memberTwoStepColumn = 'Two-step';
// A passkey in place of the authenticator app, in the setup a team's rule leads to at sign-in
// (here, not in passkeys.ts, which the sign-in page's first load carries).
export const usePasskeyInstead = 'Use a passkey instead';
export const setupPasskeyCancelled =
  'No passkey was added: the prompt was closed or timed out. Try again, or set up the authenticator app.';
export const twoStepPasswordToReplace = 'Enter your password to set up two-step sign-in';
