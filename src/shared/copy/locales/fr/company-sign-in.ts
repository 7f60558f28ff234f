// Company sign-in: verified domains, single sign-on (OpenID Connect, SAML) and SCIM
// provisioning (docs/product.md#company-sign-in).
export const ssoRequiredForAccount = 'Votre entreprise vous connecte par authentification unique.';
export const continueWithSso = 'Continuer avec l’authentification unique';
export const domainNotFound = 'Domaine introuvable';
export const domainInvalid = 'Saisissez un domaine comme example.com';
export const domainIsPublicMail =
  'Il s’agit d’un domaine de messagerie public : revendiquez un domaine qui appartient à votre entreprise';
export const domainTakenByAnotherTeam = 'Une autre équipe a vérifié ce domaine';
export const domainAlreadyClaimed = 'Votre équipe a déjà revendiqué ce domaine';
export const ssoNotSetUp = 'L’authentification unique n’est pas configurée';
export const ssoCodeInvalid = 'Ce lien de connexion a expiré. Reconnectez-vous.';
export const scimTokenNotFound = 'Jeton SCIM introuvable';
export const scimTokenName = 'Nom du jeton';
export const ssoSigningIn = 'Connexion en cours...';
export const ssoOwnerKeepsPassword =
  'En tant que propriétaire, vous gardez votre mot de passe : c’est votre accès de secours si le fournisseur d’identité est mal configuré. Activez la connexion en deux étapes pour le protéger.';
export const ssoTurnOffConfirm =
  'Désactiver l’authentification unique ? Chacun se reconnecte alors avec son mot de passe.';
export const ssoSettingsSaved = 'Authentification unique enregistrée';
export const ssoTurnedOff = 'Authentification unique désactivée';
export const ssoNeedsVerifiedDomain =
  'L’authentification unique connecte les adresses des domaines vérifiés par votre équipe.';
export const ssoSecretStored = 'Un secret est enregistré. Laissez ce champ vide pour le conserver.';
