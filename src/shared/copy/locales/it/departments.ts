// Departments: parts of a team with their own admins, template and figures, and the members'
// requests to change a locked field (docs/product.md#departments).
export const departmentNotFound = 'Reparto non trovato';
export const departmentNameTaken = 'Il team ha già un reparto con questo nome.';
export const departmentAdminsMustBeActive =
  'Solo i membri attivi del team possono gestire un reparto.';
export const departmentAdminsAreMembers =
  'Il proprietario e gli amministratori del team gestiscono già tutti i reparti.';
export const departmentChangeNeedsAField = 'Invia un ruolo, un reparto o entrambi.';
export const departmentAdminsMoveNoOne =
  'Solo il proprietario e gli amministratori del team possono spostare persone tra i reparti.';
export const memberCsvUnknownDepartment =
  'La colonna department non indica alcun reparto di questo team.';
export const memberCsvOtherDepartment =
  'La colonna department indica un reparto diverso da quello che gestisci.';
export const departmentsIntro =
  'Un reparto ha persone e amministratori propri: chi lo gestisce invita, disattiva e distribuisce biglietti solo al suo interno.';
export const noDepartmentsYet = 'Ancora nessun reparto. Creane uno per ogni area dell’azienda.';
export const departmentAdminsHint =
  'Solo membri attivi: il proprietario e gli amministratori del team gestiscono già tutti i reparti.';
export const noMembersToRunDepartment =
  'Nessun membro attivo può ancora gestirlo: invita qualcuno, oppure rendi membro un amministratore.';
export const memberCsvNoAdmins =
  'Solo il proprietario e gli amministratori del team possono invitare amministratori.';
export const changeRequestNotFound = 'Richiesta di modifica non trovata';
export const cardHasNoException = 'Questo biglietto non ha eccezioni per questo campo.';
export const setByCompanyTemplate = 'Impostato dal modello aziendale';
export const departmentTemplateIntro =
  'Ciò che i biglietti di questo reparto mostrano in aggiunta al modello aziendale. I campi bloccati dal modello aziendale restano quelli dell’azienda.';
export const departmentTemplatesIntro =
  'Un reparto può impostare dati e blocchi propri sui biglietti dei suoi membri, in aggiunta a questo modello.';
