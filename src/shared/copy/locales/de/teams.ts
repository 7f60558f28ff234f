// Teams: a company's members, roles and invitations (docs/product.md#teams).
export const teamNotFound = 'Team nicht gefunden';
export const teamMemberNotFound = 'Teammitglied nicht gefunden';
export const alreadyInATeam =
  'Sie gehören bereits zu einem Team. Ein Konto kann jeweils nur Mitglied eines Teams sein.';
export const teamAdminsOnly = 'Das können nur der Inhaber und die Admins des Teams.';
export const teamOwnerOnly = 'Das kann nur der Inhaber des Teams.';
export const unknownTeamRole = 'Die Rolle muss admin oder member sein';
export const alreadyInThisTeam = 'Diese E-Mail-Adresse ist bereits im Team.';
export const duplicateInFile = 'Diese E-Mail-Adresse kommt weiter oben in der Datei bereits vor.';
export const invitationNotPending = 'Diese Einladung wurde bereits angenommen oder zurückgezogen.';
export const ownerRoleIsHandedOver =
  'Der Inhaber des Teams behält diese Rolle, bis er das Team an einen Admin übergibt.';
export const ownerCannotBeDeactivated =
  'Der Inhaber des Teams kann nicht deaktiviert werden. Übergeben Sie das Team zuerst an einen Admin.';
export const memberAlreadyDeactivated = 'Dieses Mitglied ist bereits deaktiviert.';
export const memberNotDeactivated = 'Dieses Mitglied ist nicht deaktiviert.';
export const ownershipGoesToAnAdmin =
  'Das Team kann nur an einen seiner aktiven Admins übergeben werden.';
export const teamInvitationInvalid = 'Diese Team-Einladung ist ungültig oder abgelaufen.';
export const teamInvitationForAnotherAddress =
  'Diese Einladung wurde an eine andere E-Mail-Adresse gesendet. Melden Sie sich mit dieser Adresse an, um beizutreten.';
export const teamInvitationHasAccount =
  'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melden Sie sich an, um dem Team beizutreten.';
export const activeInAnotherTeam = 'Dieses Konto gehört bereits zu einem anderen Team.';
export const memberCsvRequired =
  'Senden Sie eine CSV-Datei mit Kopfzeile: email, first_name, last_name, role, title, department.';
export const memberCsvNoEmailColumn = 'Die Kopfzeile hat keine Spalte email.';
export const memberCsvUnreadable = 'Diese Zeile ist kein gültiges CSV.';
export const memberCsvTooManyRows =
  'Es können höchstens 1 000 Personen auf einmal importiert werden.';
export const memberCsvTooLarge =
  'Eine CSV-Datei mit Personen darf höchstens 587 KB groß sein, also höchstens 1 000 Zeilen. Teilen Sie sie in kleinere Dateien auf.';
export const tooManyTeamInvitations =
  'Zu viele Einladungen von diesem Team heute. Bitte versuchen Sie es morgen erneut.';
export const tooManyInvitationsFromAccount =
  'Ihr Konto hat heute bereits so viele Einladungen gesendet wie erlaubt. Bitte versuchen Sie es morgen erneut.';
export const tooManyInvitationsFromNewAccount =
  'Ein neues Konto kann an seinem ersten Tag 50 Einladungen senden. Bitte versuchen Sie es morgen erneut.';
export const tooManyInvitationsFromAddress =
  'Zu viele Einladungen aus diesem Netzwerk heute. Bitte versuchen Sie es morgen erneut.';
export const tooManySeatPreviews =
  'Zu viele Preisvorschauen für Plätze. Bitte warten Sie eine Minute und versuchen Sie es erneut.';
export const teamIsFull = 'Ein Team hat höchstens 1 000 Mitglieder und Einladungen.';
export const teamOwnerCannotLeave =
  'Ihnen gehört ein Team mit weiteren Personen. Übergeben Sie das Team an einen seiner Admins, bevor Sie Ihr Konto löschen.';
export const cardIdsRequired = 'Wählen Sie 1 bis 100 Ihrer Karten.';
export const memberNotActive =
  'Karten gehen nur an aktive Mitglieder des Teams oder an noch nicht angenommene Einladungen.';
export const askForANewTeamInvitation =
  'Bitten Sie den Admin des Teams, Ihnen eine neue Einladung zu senden.';
export const lockedFieldWithoutValue = 'Ein gesperrtes Feld braucht einen Wert in der Vorlage.';
export const teamCardPool = 'Karten-Pool';
export const teamLeadsCursorInvalid =
  'Diese Seite mit Leads ist nicht mehr verfügbar. Beginnen Sie von vorn.';
export const createTeamIntro =
  'Erstellen Sie ein Team, um Karten an Ihre Kolleginnen und Kollegen auszugeben, Ihre Unternehmensdaten auf jeder Karte aktuell zu halten und zu sehen, welche Karten Leads bringen.';
export const teamTemplateIntro =
  'Was Sie hier festlegen, wird auf jede Team-Karte geschrieben. Mitglieder können ein gesperrtes Feld nicht ändern.';
export const noTeamLeadsYet =
  'Noch keine Leads. Nachrichten, die Besucher über Team-Karten senden, erscheinen hier.';
export const memberImportHint =
  'Eine CSV-Datei mit Kopfzeile: email, first_name, last_name, role (admin oder member), title, department (ihr Name).';
export const emptyCardPool =
  'Noch keine Team-Karten. Fügen Sie unten Ihre eigenen Karten hinzu oder bestellen Sie Karten mit Ihrer E-Mail-Adresse: Sie landen hier.';
export const typeTeamNameToDelete = 'Geben Sie den Namen des Teams genau ein, um es zu löschen.';
export const deleteTeamIntro =
  'Beim Löschen des Teams geht jede Team-Karte an die Person zurück, die sie ins Team gebracht hat, alle verlieren den Zugriff auf das Team, und die Vorlage samt Logo wird entfernt. Laden Sie zuerst die Leads herunter: Sie bleiben 30 Tage für Sie verfügbar und werden dann gelöscht.';
export const deletedTeamLeadsHint =
  'Die Leads eines gelöschten Teams können Sie noch 30 Tage lang herunterladen.';
export const templatePreviewName = 'Ihre Kollegin oder Ihr Kollege';
export const templatePreviewTitle = 'Ihre Position';
export const templatePreviewIntro =
  'Die Connect-Seite einer Team-Karte mit angewendeter Vorlage: Name, Position und Foto sind die des jeweiligen Mitglieds.';
export const templateLogoHint =
  'Wird auf jeder Team-Karte und auf der Seite einer Karte im Pool angezeigt. PNG, JPG, GIF oder WebP, bis 10 MB.';
