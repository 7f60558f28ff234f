import { icu } from './language';

// The signed-in app's frame and shared parts (docs/product.md#signed-in-layout): the sidebar and
// user menu, Home, the team's billing, leads and integrations pages, and the components every
// screen uses (save bar, password field, loading and error states).

// Home: the owner's cards.
/** Above the cards; {number} is the count in bold. */
export const appViewsOfYourCards = icu<[count: number, number: string]>(
  '{count, plural, one {{number} weergave} other {{number} weergaven}} van je kaarten in de afgelopen 30 dagen',
  'count',
  'number',
);
export const appMyCards = 'Mijn kaarten';
export const appCardsForYourColleagues = 'Kaarten voor je collega’s?';
export const appCreateATeam = 'Team aanmaken';
export const appNoCardsYet = 'Nog geen kaarten';
export const appCardsYouBuyInTheCatalyst =
  'Kaarten die je in de Catalyst-shop koopt, verschijnen hier, klaar om in te stellen.';
export const appVisitTheShop = 'Naar de shop';

// The team's billing page: the seats and the subscription.
export const appActive = 'Actief';
export const appTrial = 'Proefperiode';
export const appPaymentFailedRetrying = 'Betaling mislukt: nieuwe poging';
export const appUnpaid = 'Onbetaald';
export const appWaitingForTheFirstPayment = 'Wacht op de eerste betaling';
export const appNotStarted = 'Niet gestart';
export const appEnded = 'Beëindigd';
export const appSeats = 'Plaatsen';
export const appStartTheTeamsSubscription = 'Abonnement van het team starten';
export const appInvoices = 'Facturen';
export const appBillingDetails = 'Factuurgegevens';
export const appCancelTheSubscription = 'Abonnement opzeggen';
export const appStatus = 'Status';
export const appPricePerSeat = 'Prijs per plaats';
export const appNextInvoice = 'Volgende factuur';
export const appNone = 'Geen';
export const appFirstPayment = 'Eerste betaling';
export const appPricePerMonth = icu<[price: string]>('{price} / maand', 'price');
/** The next invoice's amount and the day it is charged. */
export const appAmountOnDate = icu<[amount: string, date: string]>(
  '{amount} op {date}',
  'amount',
  'date',
);
/** Once cancelled; {date} is shown in bold. */
export const appSubscriptionEndsOn = icu<[date: string]>(
  'Het abonnement eindigt op {date}.',
  'date',
);

// The team's integrations page, for a member who is not the team's admin.
export const appTeam = 'Team';
export const appGoToTheTeamArea = 'Naar het teamgedeelte';

// The team's leads: the table of every member's messages.
export const appLeads = 'Leads';
export const appVisitor = 'Bezoeker';
export const appMessage = 'Bericht';
export const appCard = 'Kaart';
export const appMember = 'Lid';
export const appDepartment = 'Afdeling';
export const appReceived = 'Ontvangen';

// The sidebar's areas.
export const appCatalystConnectHome = 'Catalyst Connect-startpagina';
export const appMain = 'Hoofdmenu';
export const appCards = 'Kaarten';
export const appMessages = 'Berichten';
export const appCapture = 'Vastleggen';
export const appIntegrations = 'Integraties';
export const appAdmin = 'Beheer';
export const appSettings = 'Instellingen';

// The signed-in layout's menu on a phone.
export const appMenu = 'Menu';
export const appCloseSidebar = 'Zijbalk sluiten';
export const appOpenSidebar = 'Zijbalk openen';

// The user menu at the top right.
export const appOpenUserMenu = 'Gebruikersmenu openen';
export const appYourProfile = 'Je profiel';
export const appSignOut = 'Uitloggen';

// The breadcrumbs above a page's title.
export const appHome = 'Start';
export const appBreadcrumb = 'Kruimelpad';

// The error page.
export const appOops = 'Oeps!';
export const appGoBackToHome = 'Terug naar de startpagina';

// The event filter of the lead lists and Insights.
export const appEvent = 'Evenement';

// Loading states.
export const appLoading = 'Laden...';

// The profile editor's live preview.
export const appLivePreview = 'Live voorbeeld';

// The save bar of an editor with unsaved changes.
export const appUnsavedChanges = 'Niet-opgeslagen wijzigingen';
export const appUnsavedChangesCount = icu<[count: number]>(
  '{count, plural, one {# niet-opgeslagen wijziging} other {# niet-opgeslagen wijzigingen}}',
  'count',
);
export const appReload = 'Opnieuw laden';
export const appDiscard = 'Verwerpen';
export const appRestore = 'Herstellen';
export const appSaveChanges = 'Wijzigingen opslaan';

// The two-step sign-in setup's password step.
export const appCurrentPassword = 'Huidig wachtwoord';

// A form's submit button.
export const appSaving = 'Opslaan...';
export const appSave = 'Opslaan';

// A password field's show/hide toggle.
export const appHide = 'Verbergen';
export const appShow = 'Tonen';
/** The toggle's accessible name; {field} is the field's label. */
export const appHideField = icu<[field: string]>('{field} verbergen', 'field');
export const appShowField = icu<[field: string]>('{field} tonen', 'field');

// A screen whose data failed to load.
export const appTryAgain = 'Opnieuw proberen';

// A confirmation's default way out.
export const appNoKeepIt = 'Nee, behouden';

// The name a new passkey gets when its browser or system is not recognised ('Chrome on Mac').
export const appPasskeyBrowser = 'Browser';
export const appPasskeyThisDevice = 'dit apparaat';

// The prompt before leaving a page with unsaved changes.
export const appLeaveWithoutSavingTitle = 'Verlaten zonder op te slaan?';
export const appYouHaveChangesThatAreNot =
  'Je hebt wijzigingen die nog niet zijn opgeslagen. Als je deze pagina nu verlaat, gaan ze verloren.';
export const appLeaveWithoutSavingButton = 'Verlaten zonder op te slaan';
export const appStayOnThisPage = 'Op deze pagina blijven';

// A checklist's progress, and each step's state for screen readers.
export const appStepDone = '(klaar)';
export const appStepToDo = '(te doen)';
export const appStepsDone = icu<[done: number, total: number]>(
  '{done} van {total} klaar',
  'done',
  'total',
);

// Words many screens share: actions, a lead's or card's fields, busy labels.
export const appCancel = 'Annuleren';
export const appClose = 'Sluiten';
export const appDelete = 'Verwijderen';
export const appEdit = 'Bewerken';
export const appRemove = 'Weghalen';
export const appCopied = 'Gekopieerd';
export const appPreview = 'Voorbeeld';
export const appName = 'Naam';
export const appEmail = 'E-mail';
export const appPhone = 'Telefoon';
export const appCompany = 'Bedrijf';
/** A person's job title, as a field's label. */
export const appJobTitle = 'Functie';
export const appNote = 'Notitie';
export const appWorksOffline = 'Werkt offline';
export const appDownloadVcard = 'vCard downloaden';
export const appChoosePhoto = 'Kies een foto';
export const appUploading = 'Uploaden...';
export const appCreating = 'Aanmaken...';
/** After a number of days (a period's length). */
export const appDays = 'dagen';
