// Teams: a company's members, roles and invitations (docs/product.md#teams).
export const teamNotFound = 'Équipe introuvable';
export const teamMemberNotFound = 'Membre de l’équipe introuvable';
export const alreadyInATeam =
  'Vous faites déjà partie d’une équipe. Un compte ne peut être membre que d’une seule équipe à la fois.';
export const teamAdminsOnly =
  'Seuls le propriétaire et les administrateurs de l’équipe peuvent faire cela.';
export const teamOwnerOnly = 'Seul le propriétaire de l’équipe peut faire cela.';
export const unknownTeamRole = 'Le rôle doit être admin ou member';
export const alreadyInThisTeam = 'Cette adresse e-mail fait déjà partie de l’équipe.';
export const duplicateInFile = 'Cette adresse e-mail figure déjà plus haut dans le fichier.';
export const invitationNotPending = 'Cette invitation a déjà été acceptée ou annulée.';
export const ownerRoleIsHandedOver =
  'Le propriétaire de l’équipe garde ce rôle jusqu’à ce qu’il cède l’équipe à un administrateur.';
export const ownerCannotBeDeactivated =
  'Le propriétaire de l’équipe ne peut pas être désactivé. Cédez d’abord l’équipe à un administrateur.';
export const memberAlreadyDeactivated = 'Ce membre est déjà désactivé.';
export const memberNotDeactivated = 'Ce membre n’est pas désactivé.';
export const ownershipGoesToAnAdmin =
  'L’équipe ne peut être cédée qu’à l’un de ses administrateurs actifs.';
export const teamInvitationInvalid = 'Cette invitation d’équipe est invalide ou a expiré.';
export const teamInvitationForAnotherAddress =
  'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec cette adresse pour rejoindre l’équipe.';
export const teamInvitationHasAccount =
  'Un compte existe déjà avec cette adresse e-mail. Connectez-vous pour rejoindre l’équipe.';
export const activeInAnotherTeam = 'Ce compte fait déjà partie d’une autre équipe.';
export const memberCsvRequired =
  'Envoyez un fichier CSV avec une ligne d’en-tête : email, first_name, last_name, role, title, department.';
export const memberCsvNoEmailColumn = 'La ligne d’en-tête n’a pas de colonne email.';
export const memberCsvUnreadable = 'Cette ligne n’est pas un CSV valide.';
export const memberCsvTooManyRows = 'Vous pouvez importer au maximum 1 000 personnes à la fois.';
export const memberCsvTooLarge =
  'Un fichier CSV de personnes peut peser au maximum 587 Ko, soit 1 000 lignes au plus. Divisez-le en fichiers plus petits.';
export const tooManyTeamInvitations =
  'Trop d’invitations envoyées par cette équipe aujourd’hui. Veuillez réessayer demain.';
export const tooManyInvitationsFromAccount =
  'Votre compte a envoyé le nombre maximal d’invitations autorisé aujourd’hui. Veuillez réessayer demain.';
export const tooManyInvitationsFromNewAccount =
  'Un nouveau compte peut envoyer 50 invitations le premier jour. Veuillez réessayer demain.';
export const tooManyInvitationsFromAddress =
  'Trop d’invitations envoyées depuis ce réseau aujourd’hui. Veuillez réessayer demain.';
export const tooManySeatPreviews =
  'Trop d’aperçus du prix des sièges. Veuillez patienter une minute et réessayer.';
export const teamIsFull = 'Une équipe compte au maximum 1 000 membres et invitations.';
export const teamOwnerCannotLeave =
  'Vous êtes propriétaire d’une équipe qui compte d’autres personnes. Cédez l’équipe à l’un de ses administrateurs avant de supprimer votre compte.';
export const cardIdsRequired = 'Choisissez entre 1 et 100 de vos cartes.';
export const memberNotActive =
  'Les cartes ne peuvent être attribuées qu’aux membres actifs de l’équipe ou aux invitations pas encore acceptées.';
export const askForANewTeamInvitation =
  'Demandez à l’administrateur de l’équipe de vous envoyer une nouvelle invitation.';
export const lockedFieldWithoutValue = 'Un champ verrouillé doit avoir une valeur dans le modèle.';
export const teamCardPool = 'Réserve de cartes';
export const teamLeadsCursorInvalid = 'Cette page de prospects n’est plus disponible. Recommencez.';
export const createTeamIntro =
  'Créez une équipe pour distribuer des cartes à vos collègues, garder les informations de votre entreprise sur chaque carte et voir quelles cartes apportent des prospects.';
export const teamTemplateIntro =
  'Ce que vous définissez ici s’applique à chaque carte de l’équipe. Les membres ne peuvent pas modifier un champ verrouillé.';
export const noTeamLeadsYet =
  'Aucun prospect pour l’instant. Les messages que les visiteurs envoient depuis les cartes de l’équipe apparaissent ici.';
export const memberImportHint =
  'Un fichier CSV avec une ligne d’en-tête : email, first_name, last_name, role (admin ou member), title, department (son nom).';
export const emptyCardPool =
  'Aucune carte d’équipe pour l’instant. Ajoutez vos propres cartes ci-dessous, ou commandez des cartes avec votre adresse e-mail : elles arriveront ici.';
export const typeTeamNameToDelete = 'Saisissez exactement le nom de l’équipe pour la supprimer.';
export const deleteTeamIntro =
  'La suppression de l’équipe rend chaque carte d’équipe à la personne qui l’y a ajoutée, met fin à l’accès de tous à l’équipe et supprime le modèle et son logo. Téléchargez d’abord les prospects : ils restent disponibles pour vous pendant 30 jours, puis sont supprimés.';
export const deletedTeamLeadsHint =
  'Les prospects d’une équipe que vous avez supprimée restent téléchargeables pendant 30 jours.';
export const templatePreviewName = 'Votre collègue';
export const templatePreviewTitle = 'Sa fonction';
export const templatePreviewIntro =
  'La page Connect d’une carte d’équipe avec le modèle appliqué : le nom, la fonction et la photo sont ceux de chaque membre.';
export const templateLogoHint =
  'Affiché sur chaque carte de l’équipe et sur la page d’une carte en attente dans la réserve. PNG, JPG, GIF ou WebP, jusqu’à 10 Mo.';
