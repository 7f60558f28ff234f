// Verified domains (docs/product.md#verified-domains): the API's refusals and the Sign-in tab's
// domains section.
export const domainVerifyTooMany =
  'Trop de tentatives de vérification pour cette équipe. Veuillez patienter une minute et réessayer.';
export const signInTab = 'Connexion';
export const signInPageIntro =
  'Comment les membres de votre entreprise se connectent : les domaines e-mail de votre équipe, l’authentification unique via votre fournisseur d’identité et le provisionnement depuis votre annuaire.';
export const domainsHeading = 'Domaines vérifiés';
export const domainsIntro =
  'Revendiquez les domaines e-mail de votre entreprise et prouvez-le avec un enregistrement DNS. L’authentification unique s’applique uniquement aux adresses des domaines vérifiés.';
export const domainField = 'Domaine';
export const addDomain = 'Ajouter un domaine';
export const domainsEmpty = 'Aucun domaine pour l’instant.';
export const domainStatusPending = 'En attente';
export const domainStatusVerified = 'Vérifié';
export const domainRecordIntro =
  'Créez cet enregistrement TXT chez le fournisseur DNS de votre domaine, puis sélectionnez « Vérifier ». Sa prise en compte peut prendre quelques minutes.';
export const domainRecordName = 'Nom';
export const domainRecordValue = 'Valeur';
export const domainRecordType = 'Type';
export const verifyDomain = 'Vérifier';
export const removeDomain = 'Supprimer';
export const domainVerifiedNotice = 'Domaine vérifié';
export const domainRemovedNotice = 'Domaine supprimé';
export const domainVerifiedKeepRecord =
  'Conservez l’enregistrement TXT : le domaine est contrôlé chaque jour, et n’est plus vérifié après 7 jours sans lui.';
export const copyButton = 'Copier';
export const copiedNotice = 'Copié';
