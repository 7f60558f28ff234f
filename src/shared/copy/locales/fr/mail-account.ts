import { icu } from './language';

export const mailVerificationSubject = 'Configurez votre compte Catalyst Connect';
export const mailVerificationPreview =
  'Votre carte Catalyst est en route. Configurez votre compte pour la gérer.';
export const mailVerificationThanks =
  'Merci pour votre commande ! Votre carte Catalyst est associée à un compte Catalyst Connect pour cette adresse e-mail.';
export const mailVerificationChoosePassword =
  'Choisissez un mot de passe pour terminer la configuration. Vous pourrez ensuite modifier votre carte, télécharger votre fiche contact et partager votre QR code.';
export const mailVerificationAction = 'Configurer mon compte';
export const mailVerificationNote =
  'Ce lien est valable 7 jours. Si vous n’avez pas commandé de carte Catalyst, vous pouvez ignorer cet e-mail.';

export const mailResetSubject = 'Réinitialisez votre mot de passe Catalyst Connect';
export const mailResetPreview = 'Utilisez ce lien pour choisir un nouveau mot de passe.';
export const mailResetAsked =
  'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Catalyst Connect.';
export const mailResetAction = 'Choisir un nouveau mot de passe';
export const mailResetNote =
  'Ce lien fonctionne une seule fois, pendant 1 heure. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.';

export const mailEmailChangeSubject = 'Confirmez votre nouvelle adresse e-mail Catalyst Connect';
export const mailEmailChangePreview =
  'Confirmez cette adresse pour vous connecter avec elle désormais.';
export const mailEmailChangeAsked =
  'Quelqu’un a demandé à transférer un compte Catalyst Connect vers cette adresse e-mail.';
export const mailEmailChangeIfYou =
  'Si c’est vous, confirmez l’adresse. Vous vous connecterez ensuite avec elle, sur tous vos appareils.';
export const mailEmailChangeAction = 'Confirmer ma nouvelle adresse';
export const mailEmailChangeNote =
  'Ce lien fonctionne une seule fois, pendant 24 heures. Si vous ne l’avez pas demandé, ignorez cet e-mail : rien ne change.';

export const mailAddressTakenPreview = 'Cette adresse a déjà un compte, rien n’a donc été modifié.';
export const mailAddressTakenAsked =
  'Quelqu’un a demandé à transférer un compte Catalyst Connect vers cette adresse e-mail, mais elle a déjà un compte : rien n’a donc été modifié.';
export const mailAddressTakenIfYou =
  'Si c’est vous, connectez-vous avec cette adresse, ou choisissez une autre adresse pour l’autre compte.';

export const mailEmailChangingSubject =
  'Votre adresse e-mail Catalyst Connect est en cours de modification';
export const mailEmailChangingPreview = icu<[newEmail: string]>(
  'Un changement vers {newEmail} attend d’être confirmé.',
  'newEmail',
);
export const mailEmailChangingAsked = icu<[newEmail: string]>(
  'Quelqu’un a demandé à remplacer l’adresse e-mail de votre compte Catalyst Connect par {newEmail}. Rien ne change tant que le lien envoyé à cette adresse n’a pas été utilisé.',
  'newEmail',
);
export const mailEmailChangingNotYou =
  'Si ce n’était pas vous, changez votre mot de passe maintenant : la personne à l’origine de la demande le connaissait.';
export const mailEmailChangingNote =
  'Tant que la nouvelle adresse n’est pas confirmée, vous continuez à vous connecter avec celle-ci.';

export const mailEmailChangedSubject = 'Votre adresse e-mail Catalyst Connect a été modifiée';
export const mailEmailChangedPreview = icu<[newEmail: string]>(
  'Votre compte se connecte désormais avec {newEmail}.',
  'newEmail',
);
export const mailEmailChangedNow = icu<[newEmail: string]>(
  'L’adresse e-mail de votre compte Catalyst Connect est désormais {newEmail}. Tous vos appareils ont été déconnectés ; connectez-vous avec la nouvelle adresse.',
  'newEmail',
);

export const mailNewSignInSubject = 'Nouvelle connexion à votre compte Catalyst';
export const mailNewSignInPreview = icu<[device: string, when: string]>(
  '{device}, {when}.',
  'device',
  'when',
);
export const mailNewSignInBody = icu<[device: string, when: string]>(
  'Une connexion à votre compte Catalyst Connect vient d’avoir lieu depuis {device}, le {when}.',
  'device',
  'when',
);
export const mailNewSignInIfYou =
  'Si c’était vous, vous n’avez rien à faire. Sinon, déconnectez cette session depuis vos paramètres et changez votre mot de passe : la personne qui s’est connectée le connaissait.';
export const mailReviewSessions = 'Vérifier mes sessions';
export const mailNewSignInNote =
  'Nous envoyons cet e-mail lorsque votre compte est utilisé depuis un appareil qui ne s’y est pas connecté au cours des 90 derniers jours.';

export const mailPasskeySubject = icu<[added: boolean]>(
  '{added, select, true {Une clé d’accès a été ajoutée à votre compte Catalyst Connect} other {Une clé d’accès a été supprimée de votre compte Catalyst Connect}}',
  'added',
);
export const mailPasskeyBody = icu<[added: boolean, name: string]>(
  '{added, select, true {La clé d’accès « {name} » a été ajoutée à votre compte Catalyst Connect : elle permet de se connecter sans mot de passe.} other {La clé d’accès « {name} » a été supprimée de votre compte Catalyst Connect : elle ne permet plus de se connecter.}}',
  'added',
  'name',
);

export const mailTwoStepSubject = icu<[on: boolean]>(
  '{on, select, true {La validation en deux étapes est activée sur votre compte Catalyst Connect} other {La validation en deux étapes est désactivée sur votre compte Catalyst Connect}}',
  'on',
);
export const mailTwoStepPreview = icu<[on: boolean]>(
  '{on, select, true {La connexion demande désormais aussi un code de votre application d’authentification.} other {La connexion ne demande plus de code.}}',
  'on',
);
export const mailTwoStepBody = icu<[on: boolean]>(
  '{on, select, true {La validation en deux étapes a été configurée pour votre compte Catalyst Connect : la connexion demande désormais un code de l’application d’authentification de votre téléphone, ou l’un de vos codes de récupération.} other {La validation en deux étapes a été désactivée pour votre compte Catalyst Connect : la connexion ne demande plus que votre mot de passe.}}',
  'on',
);
