// Two-step sign-in (authenticator-app codes) and the team rule that requires it.
export const twoStepCodeFormat =
  'Saisissez le code à 6 chiffres de votre application d’authentification';
export const recoveryCodeFormat = 'Saisissez l’un de vos codes de récupération';
export const twoStepCodeOrRecoveryCode = 'Envoyez un code ou un code de récupération';
export const twoStepWrongCode = 'Ce code n’est pas correct';
export const twoStepSignInEnded =
  'Cette connexion a pris fin. Reconnectez-vous avec votre mot de passe.';
export const twoStepTooManyWrongCodes = 'Trop de codes erronés. Réessayez plus tard.';
export const twoStepNoSetupStarted =
  'Commencez d’abord la configuration de la connexion en deux étapes';
export const twoStepIsOff = 'La connexion en deux étapes est désactivée';
export const twoStepRequiredByTeam =
  'Votre équipe exige la connexion en deux étapes : elle reste donc activée';
export const twoStepIssuer = 'Catalyst Connect';
export const twoStepTitle = 'Connexion en deux étapes';
export const twoStepOffIntro =
  'Connectez-vous avec votre mot de passe et un code fourni par une application d’authentification sur votre téléphone.';
export const twoStepOnStatus = 'La connexion en deux étapes est activée.';
export const twoStepStart = 'Configurer la connexion en deux étapes';
export const twoStepStartAgain = 'Configurer un nouveau téléphone';
export const twoStepScan =
  'Scannez ce QR code avec votre application d’authentification, ou saisissez-y la clé de configuration.';
export const twoStepQrLabel = 'QR code pour votre application d’authentification';
export const twoStepSecretLabel = 'Clé de configuration';
export const twoStepCodeLabel = 'Code à 6 chiffres';
export const twoStepTurnOn = 'Activer';
export const twoStepCancelSetup = 'Annuler';
export const twoStepRecoveryIntro =
  'Conservez ces codes de récupération en lieu sûr. Chacun fonctionne une fois si vous perdez votre téléphone, et ils ne s’affichent que maintenant.';
export const twoStepRecoveryTitle = 'Codes de récupération';
export const twoStepDownloadCodes = 'Télécharger';
export const twoStepSavedCodes = 'J’ai enregistré mes codes de récupération';
export const twoStepDone = 'Terminé';
export const twoStepTurnOff = 'Désactiver la connexion en deux étapes';
export const twoStepTurnOffIntro =
  'Saisissez votre mot de passe pour désactiver la connexion en deux étapes.';
export const twoStepTurnedOn = 'La connexion en deux étapes est activée';
export const twoStepTurnedOff = 'La connexion en deux étapes est désactivée';
export const twoStepPasswordLabel = 'Mot de passe';
export const twoStepRecoveryFileHeading =
  'Codes de récupération Catalyst Connect. Chacun fonctionne une fois, à la place d’un code de votre application d’authentification.';
export const twoStepLoginTitle = 'Saisissez votre code';
export const twoStepLoginIntro =
  'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres pour Catalyst Connect.';
export const twoStepRecoveryLoginIntro =
  'Saisissez l’un des codes de récupération que vous avez enregistrés.';
export const twoStepUseRecoveryCode = 'Utiliser plutôt un code de récupération';
export const twoStepUseAppCode = 'Utiliser plutôt un code de l’application';
export const twoStepRecoveryCodeLabel = 'Code de récupération';
export const twoStepVerify = 'Vérifier';
export const twoStepSetupRequiredTitle = 'Configurer la connexion en deux étapes';
export const twoStepSetupRequiredIntro =
  'Votre équipe exige la connexion en deux étapes. Configurez-la pour continuer.';
export const twoStepContinue = 'Continuer';
export const requireTwoStepLabel = 'Exiger la connexion en deux étapes';
export const requireTwoStepHint =
  'Les membres sans connexion en deux étapes la configurent à leur prochaine connexion.';
export const requireTwoStepSaved = 'Règle de connexion enregistrée';
export const memberTwoStepOn = 'Deux étapes : activée';
export const memberTwoStepOff = 'Deux étapes : désactivée';
export const memberTwoStepColumn = 'Deux étapes';
// A passkey in place of the authenticator app, in the setup a team's rule leads to at sign-in
// (here, not in passkeys.ts, which the sign-in page's first load carries).
export const usePasskeyInstead = 'Utiliser plutôt une clé d’accès';
export const setupPasskeyCancelled =
  'Aucune clé d’accès n’a été ajoutée : la fenêtre a été fermée ou le délai a expiré. Réessayez, ou configurez l’application d’authentification.';
export const twoStepPasswordToReplace =
  'Saisissez votre mot de passe pour configurer la connexion en deux étapes';
