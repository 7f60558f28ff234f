// The operator console’s screens (/admin): headings, tabs, table columns and buttons.
import { icu } from './language';

export const consoleMail = 'E-mails';
export const consoleStatus = 'Statut';
export const consoleAttempts = 'Tentatives';
export const consoleQueued = 'Mis en file';
export const consoleNextAttempt = 'Prochaine tentative';
export const consoleSent = 'Envoyé';
export const consoleActions = 'Actions';
export const consoleRetry = 'Réessayer';
export const consoleRetryNow = 'Réessayer maintenant';
export const consoleLoading = 'Chargement…';
export const consoleAdmin = 'Admin';
export const consoleVerified = 'Vérifié';
export const consoleInvited = 'Invité';
export const consoleSuspended = 'Suspendu';
export const consoleTargetLabel = 'Cible :';
export const consoleReasonLabel = 'Motif :';
export const consoleBeforeAfter = 'Avant → après';
export const consoleCardsWithoutAnOwner = 'Cartes sans propriétaire';
export const consoleWorking = 'En cours…';
export const consoleCancel = 'Annuler';
export const consoleNewOwnerEmail = 'Adresse e-mail du nouveau propriétaire';
export const consoleReason = 'Motif';
export const consoleReasonOptional = 'Motif (facultatif)';
export const consoleTeams = 'Équipes';
export const consolePlace = 'Place';
export const consoleMembers = 'Membres';
export const consoleCards = 'Cartes';
export const consoleLockedFields = 'Champs verrouillés';
export const consoleDeleted = 'Supprimée';
export const consoleNo = 'Non';
export const consoleTeamId = 'ID de l’équipe';
export const consoleSendPasswordReset = 'Envoyer une réinitialisation du mot de passe';
export const consoleSend = 'Envoyer';
export const consoleResendInvitation = 'Renvoyer l’invitation';
export const consoleUnsuspend = 'Réactiver';
export const consoleSuspend = 'Suspendre';
export const consoleOverview = 'Vue d’ensemble';
export const consoleAccounts = 'Comptes';
export const consoleAdminSections = 'Sections d’administration';
export const consoleEmptySection = 'Aucun.';
export const consoleSubscriptions = 'Abonnements';
export const consoleStarted = 'Début';
export const consolePeriodEnds = 'Fin de période';
export const consoleCancels = 'Résiliation le';
export const consoleRecentMail = 'E-mails récents';
export const consoleShopOrders = 'Commandes de la boutique';
export const consoleOrder = 'Commande';
export const consoleOrderCards = 'cartes';
export const consoleFilterTheAuditLog = 'Filtrer le journal d’audit';
export const consoleAdminEmail = 'E-mail de l’admin';
export const consoleAnyAction = 'Toutes les actions';
export const consoleTargetId = 'ID de la cible';
export const consoleFilter = 'Filtrer';
export const consoleClear = 'Effacer';
export const consoleTakenDown = 'Retiré';
export const consoleHandleLabel = 'Identifiant :';
export const consoleTakenDownLabel = 'Retiré le :';
export const consoleMove = 'Déplacer';
export const consoleMoveCard = 'Déplacer la carte';
export const consoleRestoreProfile = 'Rétablir le profil';
export const consoleRestore = 'Rétablir';
export const consoleTakeDownProfile = 'Retirer le profil';
export const consoleTakeDown = 'Retirer';
export const consoleCard = 'Carte';
export const consoleSuspendedSince = 'Suspendu depuis le';
export const consoleProfile = 'Profil';
export const consoleAuditLogForThisAccount = 'Journal d’audit de ce compte';
export const consoleEmail = 'E-mail';
export const consoleName = 'Nom';
export const consoleRole = 'Rôle';
export const consoleOwner = 'Propriétaire';
export const consoleYes = 'Oui';
export const consoleNotVerifiedYet = 'Non (invitation pas encore utilisée)';
export const consoleSubscription = 'Abonnement';
export const consoleStripeCustomer = 'Client Stripe';
export const consoleCreated = 'Créé';
export const consoleUpdated = 'Mis à jour';
export const consoleAccountId = 'ID du compte';
export const consoleNoEntries = 'Aucune entrée';
export const consoleSearchAccounts = 'Rechercher des comptes';
export const consoleSearchPlaceholder = 'Une partie d’une adresse e-mail ou d’un nom';
export const consoleNoAccounts = 'Aucun compte';
export const consoleAccount = 'Compte';
export const consoleTeam = 'Équipe';
export const consoleSlug = 'Slug';
export const consoleNone = 'Aucun';
export const consoleSeatsToBillNow = 'Places à facturer maintenant';
export const consolePerson = 'Personne';
export const consoleTeamCards = 'Cartes de l’équipe';
export const consoleHeldBy = 'Détenue par';
export const consoleInThePool = 'Dans la réserve';
export const consoleVerifiedAccounts = 'Comptes vérifiés';
export const consoleSuspendedAccounts = 'Comptes suspendus';
export const consoleActiveSubscriptions = 'Abonnements actifs';
export const consoleMonthlyRecurringRevenue = 'Revenu mensuel récurrent';
export const consoleMessagesLast7Days = 'Messages, 7 derniers jours';
export const consoleMailPending = 'E-mails en attente';
export const consoleMailFailed = 'E-mails en échec';
export const consoleOldestPendingMail = 'E-mail en attente le plus ancien';
export const consoleFigures = 'Chiffres';
export const consoleFailed = 'En échec';
export const consolePending = 'En attente';
export const consoleMailStatus = 'Statut des e-mails';
export const consoleNoFailedMail = 'Aucun e-mail en échec';
export const consoleNoPendingMail = 'Aucun e-mail en attente';
export const consoleFailedMail = 'E-mails en échec';
export const consolePendingMail = 'E-mails en attente';
export const consoleTeamPlace = icu<[role: string, status: string]>(
  '{role}, {status}',
  'role',
  'status',
);
export const consoleTeamMembersCount = icu<[active: number, invited: number]>(
  '{active} actifs, {invited} invités',
  'active',
  'invited',
);
export const consoleTeamCardsCount = icu<[cards: number, pooled: number]>(
  '{cards} ({pooled} dans la réserve)',
  'cards',
  'pooled',
);
export const consoleSendPasswordResetTitle = icu<[email: string]>(
  'Envoyer une réinitialisation du mot de passe à {email}',
  'email',
);
export const consoleResendInvitationTitle = icu<[email: string]>(
  'Renvoyer l’invitation à {email}',
  'email',
);
export const consoleUnsuspendTitle = icu<[email: string]>('Réactiver {email}', 'email');
export const consoleSuspendTitle = icu<[email: string]>('Suspendre {email}', 'email');
export const consoleCardNumber = icu<[id: string]>('carte {id}', 'id');
export const consoleMoveTitle = icu<[card: string]>('Déplacer {card} vers un autre compte', 'card');
export const consoleRestoreTitle = icu<[card: string]>('Rétablir le profil de {card}', 'card');
export const consoleTakeDownTitle = icu<[card: string]>('Retirer le profil de {card}', 'card');
export const consoleRetryTitle = icu<[subject: string, to: string]>(
  'Renvoyer « {subject} » à {to}',
  'subject',
  'to',
);
export const consoleCardsCount = icu<[count: number]>('Cartes ({count})', 'count');
export const consoleMembersCount = icu<[count: number]>('Membres ({count})', 'count');
export const consoleTeamSubscription = icu<[status: string, seats: number]>(
  '{status}, {seats, plural, one {# place} other {# places}}',
  'status',
  'seats',
);
export const consoleTeamSubscriptionUntil = icu<
  [status: string, seats: number, ends: boolean, date: string]
>(
  '{status}, {seats, plural, one {# place} other {# places}}, {ends, select, true {prend fin} other {se renouvelle}} le {date}',
  'status',
  'seats',
  'ends',
  'date',
);
export const consoleAttemptCount = icu<[count: number]>(
  '{count, plural, one {# tentative} other {# tentatives}}',
  'count',
);
export const consoleCardCount = icu<[count: number]>(
  '{count, plural, one {# carte} other {# cartes}}',
  'count',
);
/** An account's subscription status on a phone, when it has none. */
export const consoleNoSubscription = 'aucun abonnement';
