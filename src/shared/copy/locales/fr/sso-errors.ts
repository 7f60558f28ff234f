// Why a single sign-on ended on the Login page (/login?ssoError={reason}, SSO_ERROR_REASONS).
export const ssoErrorExpired = 'La connexion a pris trop de temps. Recommencez.';
export const ssoErrorState =
  'Cette connexion ne correspond à aucune connexion lancée ici : personne n’a été connecté. Recommencez depuis cette page.';
export const ssoErrorProvider =
  'Le fournisseur d’identité de votre entreprise ne vous a pas connecté. Réessayez, ou contactez votre service informatique.';
export const ssoErrorRefused =
  'La réponse du fournisseur d’identité n’a pas pu être vérifiée : personne n’a été connecté. Demandez à votre service informatique de vérifier les paramètres d’authentification unique.';
export const ssoErrorEmailUnverified =
  'Votre fournisseur d’identité n’a pas vérifié votre adresse e-mail : personne n’a été connecté. Contactez votre service informatique.';
export const ssoErrorDomain =
  'Votre adresse ne fait pas partie d’un domaine vérifié par votre équipe. Contactez l’administrateur de votre équipe.';
export const ssoErrorNotMember =
  'Vous n’êtes pas membre de cette équipe. Demandez à l’administrateur de votre équipe de vous inviter.';
export const ssoErrorSuspended = 'Ce compte est suspendu. Contactez l’assistance.';
export const ssoErrorNotSetUp =
  'L’authentification unique n’est pas configurée pour cette adresse. Connectez-vous avec votre mot de passe.';
