// SCIM provisioning (docs/product.md#scim): what the SCIM service answers in its errors'
// `detail`, and the SCIM section of the team's 'Sign-in' tab.
export const scimTokenMissing = 'Envoyez le jeton SCIM en tant que jeton Bearer';
export const scimTokenInvalid = 'Ce jeton SCIM n’est pas valide ou a été révoqué';
export const scimUserNotFound = 'Utilisateur introuvable';
export const scimGroupNotFound = 'Groupe introuvable';
export const scimEndpointNotFound = 'Ce point de terminaison SCIM n’existe pas';
export const scimUserNameTaken = 'Un utilisateur avec ce userName fait déjà partie de l’équipe';
export const scimUserNameRequired = 'userName est obligatoire et doit être une adresse e-mail';
export const scimUserNameImmutable =
  'userName ne peut plus changer une fois que la personne s’est connectée : provisionnez plutôt un nouvel utilisateur';
export const scimDisplayNameRequired = 'displayName est obligatoire';
export const scimInvalidFilter =
  'Ce filtre n’est pas pris en charge : utilisez userName, externalId, emails[type eq "work"].value ou displayName avec eq, combinés avec and';
export const scimInvalidSyntax =
  'Le corps de la requête n’est ni une ressource SCIM ni une requête PATCH';
export const scimInvalidPath = 'Ce chemin d’attribut n’est pas pris en charge';
export const scimInvalidValue = 'Une valeur n’est pas valide pour son attribut';
export const scimInvalidPaging = 'startIndex et count doivent être des nombres entiers';
export const scimMemberUnknown = 'Un membre n’est pas un utilisateur de cette équipe';
export const scimOwnerStaysActive =
  'Le propriétaire de l’équipe ne peut pas être désactivé par l’annuaire';
export const scimTooManyRequests =
  'Trop de requêtes avec ce jeton SCIM : réessayez dans un instant';
export const scimSectionTitle = 'Provisionnement (SCIM)';
export const scimSectionIntro =
  'Votre fournisseur d’identité (Microsoft Entra ID, Okta) ajoute, modifie et supprime les membres de votre équipe via SCIM 2.0. Collez l’URL de base et un jeton dans ses paramètres de provisionnement.';
export const scimBaseUrl = 'URL de base SCIM';
export const scimTokens = 'Jetons';
export const scimNoTokens = 'Aucun jeton pour l’instant.';
export const scimCreateToken = 'Créer un jeton';
export const scimTokenCreatedOnce =
  'Copiez ce jeton maintenant : il ne s’affiche qu’une fois. Collez-le comme jeton secret de votre fournisseur d’identité.';
export const scimRevoke = 'Révoquer';
export const scimRevokeConfirm =
  'Révoquer ce jeton ? Votre fournisseur d’identité ne pourra plus modifier votre équipe avec lui.';
export const scimTokenRevoked = 'Jeton révoqué';
export const scimTokenCreated = 'Jeton créé';
export const scimLastUsed = 'Dernière utilisation';
export const scimNeverUsed = 'Jamais utilisé';
export const scimCopy = 'Copier';
export const scimCopied = 'Copié';
export const scimDirectoryBadge = 'Annuaire';
export const scimDirectoryKeeps =
  'L’annuaire gère le nom, la fonction, le téléphone professionnel et le service de ces personnes : modifiez-les dans votre fournisseur d’identité.';
