// Departments: parts of a team with their own admins, template and figures, and the members'
// requests to change a locked field (docs/product.md#departments).
export const departmentNotFound = 'Afdeling niet gevonden';
export const departmentNameTaken = 'Het team heeft al een afdeling met deze naam.';
export const departmentAdminsMustBeActive =
  'Alleen actieve leden van het team kunnen een afdeling beheren.';
export const departmentAdminsAreMembers =
  'De eigenaar en beheerders van het team beheren al elke afdeling.';
export const departmentChangeNeedsAField = 'Stuur een rol, een afdeling of allebei.';
export const departmentAdminsMoveNoOne =
  'Alleen de eigenaar en beheerders van het team kunnen mensen tussen afdelingen verplaatsen.';
export const memberCsvUnknownDepartment = 'De kolom department noemt geen afdeling van dit team.';
export const memberCsvOtherDepartment =
  'De kolom department noemt een andere afdeling dan die jij beheert.';
export const departmentsIntro =
  'Een afdeling heeft eigen mensen en beheerders: wie er een beheert, nodigt uit, deactiveert en deelt kaarten uit, en alleen binnen die afdeling.';
export const noDepartmentsYet =
  'Nog geen afdelingen. Maak er een voor elk onderdeel van het bedrijf.';
export const departmentAdminsHint =
  'Alleen actieve leden: de eigenaar en beheerders van het team beheren al elke afdeling.';
export const noMembersToRunDepartment =
  'Nog geen actief lid kan haar beheren: nodig iemand uit, of maak een beheerder lid.';
export const memberCsvNoAdmins =
  'Alleen de eigenaar en beheerders van het team kunnen beheerders uitnodigen.';
export const changeRequestNotFound = 'Wijzigingsverzoek niet gevonden';
export const cardHasNoException = 'Deze kaart heeft geen uitzondering voor dit veld.';
export const setByCompanyTemplate = 'Ingesteld door het bedrijfssjabloon';
export const departmentTemplateIntro =
  'Wat de kaarten van deze afdeling tonen bovenop het bedrijfssjabloon. De velden die het bedrijfssjabloon vergrendelt, blijven van het bedrijf.';
export const departmentTemplatesIntro =
  'Een afdeling kan eigen gegevens en vergrendelingen instellen op de kaarten van haar leden, bovenop dit sjabloon.';
