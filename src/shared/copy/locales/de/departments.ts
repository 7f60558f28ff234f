// Departments: parts of a team with their own admins, template and figures, and the members'
// requests to change a locked field (docs/product.md#departments).
export const departmentNotFound = 'Abteilung nicht gefunden';
export const departmentNameTaken = 'Das Team hat bereits eine Abteilung mit diesem Namen.';
export const departmentAdminsMustBeActive =
  'Nur aktive Mitglieder des Teams können eine Abteilung leiten.';
export const departmentAdminsAreMembers =
  'Der Inhaber und die Admins des Teams leiten bereits jede Abteilung.';
export const departmentChangeNeedsAField = 'Senden Sie eine Rolle, eine Abteilung oder beides.';
export const departmentAdminsMoveNoOne =
  'Nur der Inhaber und die Admins des Teams können Personen zwischen Abteilungen verschieben.';
export const memberCsvUnknownDepartment =
  'Die Spalte department nennt keine Abteilung dieses Teams.';
export const memberCsvOtherDepartment =
  'Die Spalte department nennt eine andere Abteilung als die, die Sie leiten.';
export const departmentsIntro =
  'Eine Abteilung hat eigene Personen und Admins: Wer eine leitet, lädt in ihr ein, deaktiviert und gibt Karten aus, und zwar nur dort.';
export const noDepartmentsYet =
  'Noch keine Abteilungen. Erstellen Sie eine für jeden Bereich des Unternehmens.';
export const departmentAdminsHint =
  'Nur aktive Mitglieder: Der Inhaber und die Admins des Teams leiten bereits jede Abteilung.';
export const noMembersToRunDepartment =
  'Noch kann kein aktives Mitglied sie leiten: Laden Sie jemanden ein oder machen Sie einen Admin zum Mitglied.';
export const memberCsvNoAdmins = 'Nur der Inhaber und die Admins des Teams können Admins einladen.';
export const changeRequestNotFound = 'Änderungsanfrage nicht gefunden';
export const cardHasNoException = 'Diese Karte hat für dieses Feld keine Ausnahme.';
export const setByCompanyTemplate = 'Von der Unternehmensvorlage festgelegt';
export const departmentTemplateIntro =
  'Was die Karten dieser Abteilung zusätzlich zur Unternehmensvorlage zeigen. Felder, die die Unternehmensvorlage sperrt, bleiben beim Unternehmen.';
export const departmentTemplatesIntro =
  'Eine Abteilung kann zusätzlich zu dieser Vorlage eigene Angaben und Sperren auf den Karten ihrer Mitglieder festlegen.';
