// Departments: parts of a team with their own admins, template and figures, and the members'
// requests to change a locked field (docs/product.md#departments).
export const departmentNotFound = 'Service introuvable';
export const departmentNameTaken = 'L’équipe a déjà un service portant ce nom.';
export const departmentAdminsMustBeActive =
  'Seuls les membres actifs de l’équipe peuvent gérer un service.';
export const departmentAdminsAreMembers =
  'Le propriétaire et les administrateurs de l’équipe gèrent déjà tous les services.';
export const departmentChangeNeedsAField = 'Envoyez un rôle, un service ou les deux.';
export const departmentAdminsMoveNoOne =
  'Seuls le propriétaire et les administrateurs de l’équipe peuvent déplacer des personnes d’un service à l’autre.';
export const memberCsvUnknownDepartment =
  'La colonne department ne désigne aucun service de cette équipe.';
export const memberCsvOtherDepartment =
  'La colonne department désigne un autre service que celui que vous gérez.';
export const departmentsIntro =
  'Un service a ses propres membres et administrateurs : ceux qui le gèrent y invitent, désactivent et distribuent des cartes, et uniquement dans ce service.';
export const noDepartmentsYet =
  'Aucun service pour l’instant. Créez-en un pour chaque partie de l’entreprise.';
export const departmentAdminsHint =
  'Membres actifs uniquement : le propriétaire et les administrateurs de l’équipe gèrent déjà tous les services.';
export const noMembersToRunDepartment =
  'Aucun membre actif ne peut encore le gérer : invitez quelqu’un, ou faites d’un administrateur un membre.';
export const memberCsvNoAdmins =
  'Seuls le propriétaire et les administrateurs de l’équipe peuvent inviter des administrateurs.';
export const changeRequestNotFound = 'Demande de modification introuvable';
export const cardHasNoException = 'Cette carte n’a pas d’exception pour ce champ.';
export const setByCompanyTemplate = 'Défini par le modèle de l’entreprise';
export const departmentTemplateIntro =
  'Ce que les cartes de ce service affichent en plus du modèle de l’entreprise. Les champs verrouillés par le modèle de l’entreprise restent ceux de l’entreprise.';
export const departmentTemplatesIntro =
  'Un service peut définir ses propres informations et verrous sur les cartes de ses membres, en plus de ce modèle.';
