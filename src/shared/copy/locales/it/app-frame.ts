import { icu } from './language';

// The signed-in app's frame and shared parts (docs/product.md#signed-in-layout): the sidebar and
// user menu, Home, the team's billing, leads and integrations pages, and the components every
// screen uses (save bar, password field, loading and error states).

// Home: the owner's cards.
/** Above the cards; {number} is the count in bold. */
export const appViewsOfYourCards = icu<[count: number, number: string]>(
  '{count, plural, one {{number} visualizzazione} other {{number} visualizzazioni}} dei tuoi biglietti negli ultimi 30 giorni',
  'count',
  'number',
);
export const appMyCards = 'I miei biglietti';
export const appCardsForYourColleagues = 'Biglietti per i tuoi colleghi?';
export const appCreateATeam = 'Crea un team';
export const appNoCardsYet = 'Ancora nessun biglietto';
export const appCardsYouBuyInTheCatalyst =
  'I biglietti acquistati nello shop Catalyst compaiono qui, pronti da configurare.';
export const appVisitTheShop = 'Vai allo shop';

// The team's billing page: the seats and the subscription.
export const appActive = 'Attivo';
export const appTrial = 'Prova';
export const appPaymentFailedRetrying = 'Pagamento non riuscito: nuovo tentativo in corso';
export const appUnpaid = 'Non pagato';
export const appWaitingForTheFirstPayment = 'In attesa del primo pagamento';
export const appNotStarted = 'Non avviato';
export const appEnded = 'Terminato';
export const appSeats = 'Postazioni';
export const appStartTheTeamsSubscription = 'Avvia l’abbonamento del team';
export const appInvoices = 'Fatture';
export const appBillingDetails = 'Dati di fatturazione';
export const appCancelTheSubscription = 'Annulla l’abbonamento';
export const appStatus = 'Stato';
export const appPricePerSeat = 'Prezzo per postazione';
export const appNextInvoice = 'Prossima fattura';
export const appNone = 'Nessuna';
export const appFirstPayment = 'Primo pagamento';
export const appPricePerMonth = icu<[price: string]>('{price} / mese', 'price');
/** The next invoice's amount and the day it is charged. */
export const appAmountOnDate = icu<[amount: string, date: string]>(
  '{amount} il {date}',
  'amount',
  'date',
);
/** Once cancelled; {date} is shown in bold. */
export const appSubscriptionEndsOn = icu<[date: string]>(
  'L’abbonamento termina il {date}.',
  'date',
);

// The team's integrations page, for a member who is not the team's admin.
export const appTeam = 'Team';
export const appGoToTheTeamArea = 'Vai all’area Team';

// The team's leads: the table of every member's messages.
export const appLeads = 'Lead';
export const appVisitor = 'Visitatore';
export const appMessage = 'Messaggio';
export const appCard = 'Biglietto';
export const appMember = 'Membro';
export const appDepartment = 'Reparto';
export const appReceived = 'Ricevuto';

// The sidebar's areas.
export const appCatalystConnectHome = 'Home di Catalyst Connect';
export const appMain = 'Navigazione principale';
export const appCards = 'Biglietti';
export const appMessages = 'Messaggi';
export const appCapture = 'Acquisizione';
export const appIntegrations = 'Integrazioni';
export const appAdmin = 'Amministrazione';
export const appSettings = 'Impostazioni';

// The signed-in layout's menu on a phone.
export const appMenu = 'Menu';
export const appCloseSidebar = 'Chiudi la barra laterale';
export const appOpenSidebar = 'Apri la barra laterale';

// The user menu at the top right.
export const appOpenUserMenu = 'Apri il menu utente';
export const appYourProfile = 'Il tuo profilo';
export const appSignOut = 'Esci';

// The breadcrumbs above a page's title.
export const appHome = 'Home';
export const appBreadcrumb = 'Percorso di navigazione';

// The error page.
export const appOops = 'Ops!';
export const appGoBackToHome = 'Torna alla home';

// The event filter of the lead lists and Insights.
export const appEvent = 'Evento';

// Loading states.
export const appLoading = 'Caricamento...';

// The profile editor's live preview.
export const appLivePreview = 'Anteprima dal vivo';

// The save bar of an editor with unsaved changes.
export const appUnsavedChanges = 'Modifiche non salvate';
export const appUnsavedChangesCount = icu<[count: number]>(
  '{count, plural, one {# modifica non salvata} other {# modifiche non salvate}}',
  'count',
);
export const appReload = 'Ricarica';
export const appDiscard = 'Scarta';
export const appRestore = 'Ripristina';
export const appSaveChanges = 'Salva le modifiche';

// The two-step sign-in setup's password step.
export const appCurrentPassword = 'Password attuale';

// A form's submit button.
export const appSaving = 'Salvataggio...';
export const appSave = 'Salva';

// A password field's show/hide toggle.
export const appHide = 'Nascondi';
export const appShow = 'Mostra';
/** The toggle's accessible name; {field} is the field's label. */
export const appHideField = icu<[field: string]>('Nascondi {field}', 'field');
export const appShowField = icu<[field: string]>('Mostra {field}', 'field');

// A screen whose data failed to load.
export const appTryAgain = 'Riprova';

// A confirmation's default way out.
export const appNoKeepIt = 'No, mantieni';

// The name a new passkey gets when its browser or system is not recognised ('Chrome on Mac').
export const appPasskeyBrowser = 'Browser';
export const appPasskeyThisDevice = 'questo dispositivo';

// The prompt before leaving a page with unsaved changes.
export const appLeaveWithoutSavingTitle = 'Uscire senza salvare?';
export const appYouHaveChangesThatAreNot =
  'Alcune modifiche non sono ancora state salvate. Se esci ora da questa pagina, andranno perse.';
export const appLeaveWithoutSavingButton = 'Esci senza salvare';
export const appStayOnThisPage = 'Resta su questa pagina';

// A checklist's progress, and each step's state for screen readers.
export const appStepDone = '(completato)';
export const appStepToDo = '(da fare)';
export const appStepsDone = icu<[done: number, total: number]>(
  '{done} di {total} completati',
  'done',
  'total',
);

// Words many screens share: actions, a lead's or card's fields, busy labels.
export const appCancel = 'Annulla';
export const appClose = 'Chiudi';
export const appDelete = 'Elimina';
export const appEdit = 'Modifica';
export const appRemove = 'Rimuovi';
export const appCopied = 'Copiato';
export const appPreview = 'Anteprima';
export const appName = 'Nome';
export const appEmail = 'Email';
export const appPhone = 'Telefono';
export const appCompany = 'Azienda';
/** A person's job title, as a field's label. */
export const appJobTitle = 'Ruolo';
export const appNote = 'Nota';
export const appWorksOffline = 'Funziona offline';
export const appDownloadVcard = 'Scarica la vCard';
export const appChoosePhoto = 'Scegli una foto';
export const appUploading = 'Caricamento...';
export const appCreating = 'Creazione...';
/** After a number of days (a period's length). */
export const appDays = 'giorni';
