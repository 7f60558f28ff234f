import { icu } from './language';

// The signed-in app's frame and shared parts (docs/product.md#signed-in-layout): the sidebar and
// user menu, Home, the team's billing, leads and integrations pages, and the components every
// screen uses (save bar, password field, loading and error states).

// Home: the owner's cards.
/** Above the cards; {number} is the count in bold. */
export const appViewsOfYourCards = icu<[count: number, number: string]>(
  '{count, plural, one {{number} Aufruf} other {{number} Aufrufe}} Ihrer Karten in den letzten 30 Tagen',
  'count',
  'number',
);
export const appMyCards = 'Meine Karten';
export const appCardsForYourColleagues = 'Karten für Ihre Kollegen?';
export const appCreateATeam = 'Team erstellen';
export const appNoCardsYet = 'Noch keine Karten';
export const appCardsYouBuyInTheCatalyst =
  'Karten, die Sie im Catalyst-Shop kaufen, erscheinen hier und sind bereit zur Einrichtung.';
export const appVisitTheShop = 'Zum Shop';

// The team's billing page: the seats and the subscription.
export const appActive = 'Aktiv';
export const appTrial = 'Testphase';
export const appPaymentFailedRetrying = 'Zahlung fehlgeschlagen: neuer Versuch läuft';
export const appUnpaid = 'Unbezahlt';
export const appWaitingForTheFirstPayment = 'Warten auf die erste Zahlung';
export const appNotStarted = 'Nicht gestartet';
export const appEnded = 'Beendet';
export const appSeats = 'Plätze';
export const appStartTheTeamsSubscription = 'Abonnement des Teams starten';
export const appInvoices = 'Rechnungen';
export const appBillingDetails = 'Rechnungsdaten';
export const appCancelTheSubscription = 'Abonnement kündigen';
export const appStatus = 'Status';
export const appPricePerSeat = 'Preis pro Platz';
export const appNextInvoice = 'Nächste Rechnung';
export const appNone = 'Keine';
export const appFirstPayment = 'Erste Zahlung';
export const appPricePerMonth = icu<[price: string]>('{price} / Monat', 'price');
/** The next invoice's amount and the day it is charged. */
export const appAmountOnDate = icu<[amount: string, date: string]>(
  '{amount} am {date}',
  'amount',
  'date',
);
/** Once cancelled; {date} is shown in bold. */
export const appSubscriptionEndsOn = icu<[date: string]>('Das Abonnement endet am {date}.', 'date');

// The team's integrations page, for a member who is not the team's admin.
export const appTeam = 'Team';
export const appGoToTheTeamArea = 'Zum Team-Bereich';

// The team's leads: the table of every member's messages.
export const appLeads = 'Leads';
export const appVisitor = 'Besucher';
export const appMessage = 'Nachricht';
export const appCard = 'Karte';
export const appMember = 'Mitglied';
export const appDepartment = 'Abteilung';
export const appReceived = 'Eingegangen';

// The sidebar's areas.
export const appCatalystConnectHome = 'Catalyst Connect – Startseite';
export const appMain = 'Hauptnavigation';
export const appCards = 'Karten';
export const appMessages = 'Nachrichten';
export const appCapture = 'Erfassen';
export const appIntegrations = 'Integrationen';
export const appAdmin = 'Verwaltung';
export const appSettings = 'Einstellungen';

// The signed-in layout's menu on a phone.
export const appMenu = 'Menü';
export const appCloseSidebar = 'Seitenleiste schließen';
export const appOpenSidebar = 'Seitenleiste öffnen';

// The user menu at the top right.
export const appOpenUserMenu = 'Benutzermenü öffnen';
export const appYourProfile = 'Ihr Profil';
export const appSignOut = 'Abmelden';

// The breadcrumbs above a page's title.
export const appHome = 'Start';
export const appBreadcrumb = 'Brotkrumennavigation';

// The error page.
export const appOops = 'Hoppla!';
export const appGoBackToHome = 'Zurück zur Startseite';

// The event filter of the lead lists and Insights.
export const appEvent = 'Veranstaltung';

// Loading states.
export const appLoading = 'Wird geladen …';

// The profile editor's live preview.
export const appLivePreview = 'Live-Vorschau';

// The save bar of an editor with unsaved changes.
export const appUnsavedChanges = 'Ungespeicherte Änderungen';
export const appUnsavedChangesCount = icu<[count: number]>(
  '{count, plural, one {# ungespeicherte Änderung} other {# ungespeicherte Änderungen}}',
  'count',
);
export const appReload = 'Neu laden';
export const appDiscard = 'Verwerfen';
export const appRestore = 'Wiederherstellen';
export const appSaveChanges = 'Änderungen speichern';

// The two-step sign-in setup's password step.
export const appCurrentPassword = 'Aktuelles Passwort';

// A form's submit button.
export const appSaving = 'Wird gespeichert …';
export const appSave = 'Speichern';

// A password field's show/hide toggle.
export const appHide = 'Verbergen';
export const appShow = 'Anzeigen';
/** The toggle's accessible name; {field} is the field's label. */
export const appHideField = icu<[field: string]>('{field} verbergen', 'field');
export const appShowField = icu<[field: string]>('{field} anzeigen', 'field');

// A screen whose data failed to load.
export const appTryAgain = 'Erneut versuchen';

// A confirmation's default way out.
export const appNoKeepIt = 'Nein, behalten';

// The name a new passkey gets when its browser or system is not recognised ('Chrome on Mac').
export const appPasskeyBrowser = 'Browser';
export const appPasskeyThisDevice = 'dieses Gerät';

// The prompt before leaving a page with unsaved changes.
export const appLeaveWithoutSavingTitle = 'Ohne Speichern verlassen?';
export const appYouHaveChangesThatAreNot =
  'Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie diese Seite jetzt verlassen, gehen sie verloren.';
export const appLeaveWithoutSavingButton = 'Ohne Speichern verlassen';
export const appStayOnThisPage = 'Auf dieser Seite bleiben';

// A checklist's progress, and each step's state for screen readers.
export const appStepDone = '(erledigt)';
export const appStepToDo = '(offen)';
export const appStepsDone = icu<[done: number, total: number]>(
  '{done} von {total} erledigt',
  'done',
  'total',
);

// Words many screens share: actions, a lead's or card's fields, busy labels.
export const appCancel = 'Abbrechen';
export const appClose = 'Schließen';
export const appDelete = 'Löschen';
export const appEdit = 'Bearbeiten';
export const appRemove = 'Entfernen';
export const appCopied = 'Kopiert';
export const appPreview = 'Vorschau';
export const appName = 'Name';
export const appEmail = 'E-Mail';
export const appPhone = 'Telefon';
export const appCompany = 'Unternehmen';
/** A person's job title, as a field's label. */
export const appJobTitle = 'Position';
export const appNote = 'Notiz';
export const appWorksOffline = 'Funktioniert offline';
export const appDownloadVcard = 'vCard herunterladen';
export const appChoosePhoto = 'Foto auswählen';
export const appUploading = 'Wird hochgeladen …';
export const appCreating = 'Wird erstellt …';
/** After a number of days (a period's length). */
export const appDays = 'Tage';
