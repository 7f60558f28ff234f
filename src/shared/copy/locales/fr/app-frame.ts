import { icu } from './language';

// The signed-in app's frame and shared parts (docs/product.md#signed-in-layout): the sidebar and
// user menu, Home, the team's billing, leads and integrations pages, and the components every
// screen uses (save bar, password field, loading and error states).

// Home: the owner's cards.
/** Above the cards; {number} is the count in bold. */
export const appViewsOfYourCards = icu<[count: number, number: string]>(
  '{count, plural, one {{number} vue} other {{number} vues}} de vos cartes ces 30 derniers jours',
  'count',
  'number',
);
export const appMyCards = 'Mes cartes';
export const appCardsForYourColleagues = 'Des cartes pour vos collègues ?';
export const appCreateATeam = 'Créer une équipe';
export const appNoCardsYet = 'Aucune carte pour l’instant';
export const appCardsYouBuyInTheCatalyst =
  'Les cartes achetées dans la boutique Catalyst apparaissent ici, prêtes à être configurées.';
export const appVisitTheShop = 'Voir la boutique';

// The team's billing page: the seats and the subscription.
export const appActive = 'Actif';
export const appTrial = 'Essai';
export const appPaymentFailedRetrying = 'Échec du paiement : nouvelle tentative en cours';
export const appUnpaid = 'Impayé';
export const appWaitingForTheFirstPayment = 'En attente du premier paiement';
export const appNotStarted = 'Non démarré';
export const appEnded = 'Terminé';
export const appSeats = 'Places';
export const appStartTheTeamsSubscription = 'Démarrer l’abonnement de l’équipe';
export const appInvoices = 'Factures';
export const appBillingDetails = 'Informations de facturation';
export const appCancelTheSubscription = 'Résilier l’abonnement';
export const appStatus = 'Statut';
export const appPricePerSeat = 'Prix par place';
export const appNextInvoice = 'Prochaine facture';
export const appNone = 'Aucune';
export const appFirstPayment = 'Premier paiement';
export const appPricePerMonth = icu<[price: string]>('{price} / mois', 'price');
/** The next invoice's amount and the day it is charged. */
export const appAmountOnDate = icu<[amount: string, date: string]>(
  '{amount} le {date}',
  'amount',
  'date',
);
/** Once cancelled; {date} is shown in bold. */
export const appSubscriptionEndsOn = icu<[date: string]>(
  'L’abonnement prend fin le {date}.',
  'date',
);

// The team's integrations page, for a member who is not the team's admin.
export const appTeam = 'Équipe';
export const appGoToTheTeamArea = 'Aller à l’espace Équipe';

// The team's leads: the table of every member's messages.
export const appLeads = 'Prospects';
export const appVisitor = 'Visiteur';
export const appMessage = 'Message';
export const appCard = 'Carte';
export const appMember = 'Membre';
export const appDepartment = 'Service';
export const appReceived = 'Reçu';

// The sidebar's areas.
export const appCatalystConnectHome = 'Accueil Catalyst Connect';
export const appMain = 'Navigation principale';
export const appCards = 'Cartes';
export const appMessages = 'Messages';
export const appCapture = 'Capture';
export const appIntegrations = 'Intégrations';
export const appAdmin = 'Administration';
export const appSettings = 'Paramètres';

// The signed-in layout's menu on a phone.
export const appMenu = 'Menu';
export const appCloseSidebar = 'Fermer le menu latéral';
export const appOpenSidebar = 'Ouvrir le menu latéral';

// The user menu at the top right.
export const appOpenUserMenu = 'Ouvrir le menu utilisateur';
export const appYourProfile = 'Votre profil';
export const appSignOut = 'Se déconnecter';

// The breadcrumbs above a page's title.
export const appHome = 'Accueil';
export const appBreadcrumb = 'Fil d’Ariane';

// The error page.
export const appOops = 'Oups !';
export const appGoBackToHome = 'Retour à l’accueil';

// The event filter of the lead lists and Insights.
export const appEvent = 'Événement';

// Loading states.
export const appLoading = 'Chargement…';

// The profile editor's live preview.
export const appLivePreview = 'Aperçu en direct';

// The save bar of an editor with unsaved changes.
export const appUnsavedChanges = 'Modifications non enregistrées';
export const appUnsavedChangesCount = icu<[count: number]>(
  '{count, plural, one {# modification non enregistrée} other {# modifications non enregistrées}}',
  'count',
);
export const appReload = 'Recharger';
export const appDiscard = 'Annuler les modifications';
export const appRestore = 'Restaurer';
export const appSaveChanges = 'Enregistrer les modifications';

// The two-step sign-in setup's password step.
export const appCurrentPassword = 'Mot de passe actuel';

// A form's submit button.
export const appSaving = 'Enregistrement…';
export const appSave = 'Enregistrer';

// A password field's show/hide toggle.
export const appHide = 'Masquer';
export const appShow = 'Afficher';
/** The toggle's accessible name; {field} is the field's label. */
export const appHideField = icu<[field: string]>('Masquer le champ {field}', 'field');
export const appShowField = icu<[field: string]>('Afficher le champ {field}', 'field');

// A screen whose data failed to load.
export const appTryAgain = 'Réessayer';

// A confirmation's default way out.
export const appNoKeepIt = 'Non, conserver';

// The name a new passkey gets when its browser or system is not recognised ('Chrome on Mac').
export const appPasskeyBrowser = 'Navigateur';
export const appPasskeyThisDevice = 'cet appareil';

// The prompt before leaving a page with unsaved changes.
export const appLeaveWithoutSavingTitle = 'Quitter sans enregistrer ?';
export const appYouHaveChangesThatAreNot =
  'Certaines modifications ne sont pas encore enregistrées. Si vous quittez cette page maintenant, elles seront perdues.';
export const appLeaveWithoutSavingButton = 'Quitter sans enregistrer';
export const appStayOnThisPage = 'Rester sur cette page';

// A checklist's progress, and each step's state for screen readers.
export const appStepDone = '(terminé)';
export const appStepToDo = '(à faire)';
export const appStepsDone = icu<[done: number, total: number]>(
  '{done} sur {total} terminées',
  'done',
  'total',
);

// Words many screens share: actions, a lead's or card's fields, busy labels.
export const appCancel = 'Annuler';
export const appClose = 'Fermer';
export const appDelete = 'Supprimer';
export const appEdit = 'Modifier';
export const appRemove = 'Retirer';
export const appCopied = 'Copié';
export const appPreview = 'Aperçu';
export const appName = 'Nom';
export const appEmail = 'E-mail';
export const appPhone = 'Téléphone';
export const appCompany = 'Entreprise';
/** A person's job title, as a field's label. */
export const appJobTitle = 'Fonction';
export const appNote = 'Note';
export const appWorksOffline = 'Fonctionne hors ligne';
export const appDownloadVcard = 'Télécharger la vCard';
export const appChoosePhoto = 'Choisir une photo';
export const appUploading = 'Envoi…';
export const appCreating = 'Création…';
/** After a number of days (a period's length). */
export const appDays = 'jours';
