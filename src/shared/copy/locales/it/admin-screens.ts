// The operator console’s screens (/admin): headings, tabs, table columns and buttons.
import { icu } from './language';

export const consoleMail = 'Email';
export const consoleStatus = 'Stato';
export const consoleAttempts = 'Tentativi';
export const consoleQueued = 'In coda dal';
export const consoleNextAttempt = 'Prossimo tentativo';
export const consoleSent = 'Inviata';
export const consoleActions = 'Azioni';
export const consoleRetry = 'Riprova';
export const consoleRetryNow = 'Riprova ora';
export const consoleLoading = 'Caricamento...';
export const consoleAdmin = 'Admin';
export const consoleVerified = 'Verificato';
export const consoleInvited = 'Invitato';
export const consoleSuspended = 'Sospeso';
export const consoleTargetLabel = 'Oggetto:';
export const consoleReasonLabel = 'Motivo:';
export const consoleBeforeAfter = 'Prima → dopo';
export const consoleCardsWithoutAnOwner = 'Biglietti senza proprietario';
export const consoleWorking = 'In corso...';
export const consoleCancel = 'Annulla';
export const consoleNewOwnerEmail = 'Email del nuovo proprietario';
export const consoleReason = 'Motivo';
export const consoleReasonOptional = 'Motivo (facoltativo)';
export const consoleTeams = 'Team';
export const consolePlace = 'Ruolo';
export const consoleMembers = 'Membri';
export const consoleCards = 'Biglietti';
export const consoleLockedFields = 'Campi bloccati';
export const consoleDeleted = 'Eliminato';
export const consoleNo = 'No';
export const consoleTeamId = 'ID del team';
export const consoleSendPasswordReset = 'Invia reimpostazione password';
export const consoleSend = 'Invia';
export const consoleResendInvitation = 'Invia di nuovo l’invito';
export const consoleUnsuspend = 'Riattiva';
export const consoleSuspend = 'Sospendi';
export const consoleOverview = 'Panoramica';
export const consoleAccounts = 'Account';
export const consoleAdminSections = 'Sezioni di amministrazione';
export const consoleEmptySection = 'Nessuno.';
export const consoleSubscriptions = 'Abbonamenti';
export const consoleStarted = 'Inizio';
export const consolePeriodEnds = 'Fine periodo';
export const consoleCancels = 'Disdetta il';
export const consoleRecentMail = 'Email recenti';
export const consoleShopOrders = 'Ordini del negozio';
export const consoleOrder = 'Ordine';
export const consoleOrderCards = 'biglietti';
export const consoleFilterTheAuditLog = 'Filtra il registro di controllo';
export const consoleAdminEmail = 'Email dell’admin';
export const consoleAnyAction = 'Qualsiasi azione';
export const consoleTargetId = 'ID dell’oggetto';
export const consoleFilter = 'Filtra';
export const consoleClear = 'Cancella';
export const consoleTakenDown = 'Rimosso';
export const consoleHandleLabel = 'Handle:';
export const consoleTakenDownLabel = 'Rimosso il:';
export const consoleMove = 'Sposta';
export const consoleMoveCard = 'Sposta biglietto';
export const consoleRestoreProfile = 'Ripristina profilo';
export const consoleRestore = 'Ripristina';
export const consoleTakeDownProfile = 'Rimuovi profilo';
export const consoleTakeDown = 'Rimuovi';
export const consoleCard = 'Biglietto';
export const consoleSuspendedSince = 'Sospeso dal';
export const consoleProfile = 'Profilo';
export const consoleAuditLogForThisAccount = 'Registro di controllo di questo account';
export const consoleEmail = 'Email';
export const consoleName = 'Nome';
export const consoleRole = 'Ruolo';
export const consoleOwner = 'Proprietario';
export const consoleYes = 'Sì';
export const consoleNotVerifiedYet = 'No (invito non ancora usato)';
export const consoleSubscription = 'Abbonamento';
export const consoleStripeCustomer = 'Cliente Stripe';
export const consoleCreated = 'Creato';
export const consoleUpdated = 'Aggiornato';
export const consoleAccountId = 'ID dell’account';
export const consoleNoEntries = 'Nessuna voce';
export const consoleSearchAccounts = 'Cerca account';
export const consoleSearchPlaceholder = 'Parte di un indirizzo email o di un nome';
export const consoleNoAccounts = 'Nessun account';
export const consoleAccount = 'Account';
export const consoleTeam = 'Team';
export const consoleSlug = 'Slug';
export const consoleNone = 'Nessuno';
export const consoleSeatsToBillNow = 'Postazioni da fatturare ora';
export const consolePerson = 'Persona';
export const consoleTeamCards = 'Biglietti del team';
export const consoleHeldBy = 'Assegnato a';
export const consoleInThePool = 'Nella riserva';
export const consoleVerifiedAccounts = 'Account verificati';
export const consoleSuspendedAccounts = 'Account sospesi';
export const consoleActiveSubscriptions = 'Abbonamenti attivi';
export const consoleMonthlyRecurringRevenue = 'Ricavi ricorrenti mensili';
export const consoleMessagesLast7Days = 'Messaggi, ultimi 7 giorni';
export const consoleMailPending = 'Email in attesa';
export const consoleMailFailed = 'Email non riuscite';
export const consoleOldestPendingMail = 'Email in attesa più vecchia';
export const consoleFigures = 'Dati';
export const consoleFailed = 'Non riuscite';
export const consolePending = 'In attesa';
export const consoleMailStatus = 'Stato delle email';
export const consoleNoFailedMail = 'Nessuna email non riuscita';
export const consoleNoPendingMail = 'Nessuna email in attesa';
export const consoleFailedMail = 'Email non riuscite';
export const consolePendingMail = 'Email in attesa';
export const consoleTeamPlace = icu<[role: string, status: string]>(
  '{role}, {status}',
  'role',
  'status',
);
export const consoleTeamMembersCount = icu<[active: number, invited: number]>(
  '{active} attivi, {invited} invitati',
  'active',
  'invited',
);
export const consoleTeamCardsCount = icu<[cards: number, pooled: number]>(
  '{cards} ({pooled} nella riserva)',
  'cards',
  'pooled',
);
export const consoleSendPasswordResetTitle = icu<[email: string]>(
  'Invia una reimpostazione della password a {email}',
  'email',
);
export const consoleResendInvitationTitle = icu<[email: string]>(
  'Invia di nuovo l’invito a {email}',
  'email',
);
export const consoleUnsuspendTitle = icu<[email: string]>('Riattiva {email}', 'email');
export const consoleSuspendTitle = icu<[email: string]>('Sospendi {email}', 'email');
export const consoleCardNumber = icu<[id: string]>('biglietto {id}', 'id');
export const consoleMoveTitle = icu<[card: string]>('Sposta {card} in un altro account', 'card');
export const consoleRestoreTitle = icu<[card: string]>('Ripristina il profilo di {card}', 'card');
export const consoleTakeDownTitle = icu<[card: string]>('Rimuovi il profilo di {card}', 'card');
export const consoleRetryTitle = icu<[subject: string, to: string]>(
  'Invia di nuovo «{subject}» a {to}',
  'subject',
  'to',
);
export const consoleCardsCount = icu<[count: number]>('Biglietti ({count})', 'count');
export const consoleMembersCount = icu<[count: number]>('Membri ({count})', 'count');
export const consoleTeamSubscription = icu<[status: string, seats: number]>(
  '{status}, {seats, plural, one {# postazione} other {# postazioni}}',
  'status',
  'seats',
);
export const consoleTeamSubscriptionUntil = icu<
  [status: string, seats: number, ends: boolean, date: string]
>(
  '{status}, {seats, plural, one {# postazione} other {# postazioni}}, {ends, select, true {termina} other {si rinnova}} il {date}',
  'status',
  'seats',
  'ends',
  'date',
);
export const consoleAttemptCount = icu<[count: number]>(
  '{count, plural, one {# tentativo} other {# tentativi}}',
  'count',
);
export const consoleCardCount = icu<[count: number]>(
  '{count, plural, one {# biglietto} other {# biglietti}}',
  'count',
);
/** An account's subscription status on a phone, when it has none. */
export const consoleNoSubscription = 'nessun abbonamento';
