// The operator console’s screens (/admin): headings, tabs, table columns and buttons.
import { icu } from './language';

// The mail table (/admin/mail, an account’s recent mail).
export const consoleMail = 'Mail';
export const consoleStatus = 'Status';
export const consoleAttempts = 'Attempts';
export const consoleQueued = 'Queued';
export const consoleNextAttempt = 'Next attempt';
export const consoleSent = 'Sent';
export const consoleActions = 'Actions';

// Retrying a mail.
export const consoleRetry = 'Retry';
export const consoleRetryNow = 'Retry now';

// Loading more rows.
export const consoleLoading = 'Loading...';

// An account’s badges.
export const consoleAdmin = 'Admin';
export const consoleVerified = 'Verified';
export const consoleInvited = 'Invited';
export const consoleSuspended = 'Suspended';

// The audit log, as cards on a narrow screen.
export const consoleTargetLabel = 'Target:';
export const consoleReasonLabel = 'Reason:';
export const consoleBeforeAfter = 'Before → after';

// Cards without an owner (/admin).
export const consoleCardsWithoutAnOwner = 'Cards without an owner';

// An admin action’s dialog.
export const consoleWorking = 'Working...';
export const consoleCancel = 'Cancel';
export const consoleNewOwnerEmail = "New owner's email address";
export const consoleReason = 'Reason';
export const consoleReasonOptional = 'Reason (optional)';

// An account’s teams.
export const consoleTeams = 'Teams';
export const consolePlace = 'Place';
export const consoleMembers = 'Members';
export const consoleCards = 'Cards';
export const consoleLockedFields = 'Locked fields';
export const consoleDeleted = 'Deleted';
export const consoleNo = 'No';
export const consoleTeamId = 'Team id';

// An account’s actions.
export const consoleSendPasswordReset = 'Send password reset';
export const consoleSend = 'Send';
export const consoleResendInvitation = 'Resend invitation';
export const consoleUnsuspend = 'Unsuspend';
export const consoleSuspend = 'Suspend';

// The console’s header and tabs.
export const consoleOverview = 'Overview';
export const consoleAccounts = 'Accounts';
export const consoleAdminSections = 'Admin sections';

// An account’s subscriptions, mail and shop orders.
export const consoleEmptySection = 'None.';
export const consoleSubscriptions = 'Subscriptions';
export const consoleStarted = 'Started';
export const consolePeriodEnds = 'Period ends';
export const consoleCancels = 'Cancels';
export const consoleRecentMail = 'Recent mail';
export const consoleShopOrders = 'Shop orders';
export const consoleOrder = 'Order';
export const consoleOrderCards = 'cards';

// The audit log’s filters.
export const consoleFilterTheAuditLog = 'Filter the audit log';
export const consoleAdminEmail = 'Admin email';
export const consoleAnyAction = 'Any action';
export const consoleTargetId = 'Target id';
export const consoleFilter = 'Filter';
export const consoleClear = 'Clear';

// A card in the console.
export const consoleTakenDown = 'Taken down';
export const consoleHandleLabel = 'Handle:';
export const consoleTakenDownLabel = 'Taken down:';
export const consoleMove = 'Move';
export const consoleMoveCard = 'Move card';
export const consoleRestoreProfile = 'Restore profile';
export const consoleRestore = 'Restore';
export const consoleTakeDownProfile = 'Take down profile';
export const consoleTakeDown = 'Take down';
export const consoleCard = 'Card';

// An account (/admin/accounts/:id).
export const consoleSuspendedSince = 'Suspended since';
export const consoleProfile = 'Profile';
export const consoleAuditLogForThisAccount = 'Audit log for this account';
export const consoleEmail = 'Email';
export const consoleName = 'Name';
export const consoleRole = 'Role';
export const consoleOwner = 'Owner';
export const consoleYes = 'Yes';
export const consoleNotVerifiedYet = 'No (invitation not used yet)';
export const consoleSubscription = 'Subscription';
export const consoleStripeCustomer = 'Stripe customer';
export const consoleCreated = 'Created';
export const consoleUpdated = 'Updated';
export const consoleAccountId = 'Account id';

// The audit log (/admin/audit).
export const consoleNoEntries = 'No entries';

// The accounts list (/admin/accounts).
export const consoleSearchAccounts = 'Search accounts';
export const consoleSearchPlaceholder = 'Part of an email address or name';
export const consoleNoAccounts = 'No accounts';
export const consoleAccount = 'Account';

// A team (/admin/teams/:id).
export const consoleTeam = 'Team';
export const consoleSlug = 'Slug';
export const consoleNone = 'None';
export const consoleSeatsToBillNow = 'Seats to bill now';
export const consolePerson = 'Person';
export const consoleTeamCards = 'Team cards';
export const consoleHeldBy = 'Held by';
export const consoleInThePool = 'In the pool';

// The overview’s figures (/admin).
export const consoleVerifiedAccounts = 'Verified accounts';
export const consoleSuspendedAccounts = 'Suspended accounts';
export const consoleActiveSubscriptions = 'Active subscriptions';
export const consoleMonthlyRecurringRevenue = 'Monthly recurring revenue';
export const consoleMessagesLast7Days = 'Messages, last 7 days';
export const consoleMailPending = 'Mail pending';
export const consoleMailFailed = 'Mail failed';
export const consoleOldestPendingMail = 'Oldest pending mail';
export const consoleFigures = 'Figures';

// The mail queue (/admin/mail).
export const consoleFailed = 'Failed';
export const consolePending = 'Pending';
export const consoleMailStatus = 'Mail status';
export const consoleNoFailedMail = 'No failed mail';
export const consoleNoPendingMail = 'No pending mail';
export const consoleFailedMail = 'Failed mail';
export const consolePendingMail = 'Pending mail';

// Sentences with values on these screens.
export const consoleTeamPlace = icu<[role: string, status: string]>(
  '{role}, {status}',
  'role',
  'status',
);
export const consoleTeamMembersCount = icu<[active: number, invited: number]>(
  '{active} active, {invited} invited',
  'active',
  'invited',
);
export const consoleTeamCardsCount = icu<[cards: number, pooled: number]>(
  '{cards} ({pooled} in the pool)',
  'cards',
  'pooled',
);
export const consoleSendPasswordResetTitle = icu<[email: string]>(
  'Send a password reset to {email}',
  'email',
);
export const consoleResendInvitationTitle = icu<[email: string]>(
  'Resend the invitation to {email}',
  'email',
);
export const consoleUnsuspendTitle = icu<[email: string]>('Unsuspend {email}', 'email');
export const consoleSuspendTitle = icu<[email: string]>('Suspend {email}', 'email');
export const consoleCardNumber = icu<[id: string]>('card {id}', 'id');
export const consoleMoveTitle = icu<[card: string]>('Move {card} to another account', 'card');
export const consoleRestoreTitle = icu<[card: string]>('Restore the profile of {card}', 'card');
export const consoleTakeDownTitle = icu<[card: string]>('Take down the profile of {card}', 'card');
export const consoleRetryTitle = icu<[subject: string, to: string]>(
  'Retry ‘{subject}’ to {to}',
  'subject',
  'to',
);
export const consoleCardsCount = icu<[count: number]>('Cards ({count})', 'count');
export const consoleMembersCount = icu<[count: number]>('Members ({count})', 'count');
export const consoleTeamSubscription = icu<[status: string, seats: number]>(
  '{status}, {seats, plural, one {# seat} other {# seats}}',
  'status',
  'seats',
);
export const consoleTeamSubscriptionUntil = icu<
  [status: string, seats: number, ends: boolean, date: string]
>(
  '{status}, {seats, plural, one {# seat} other {# seats}}, {ends, select, true {ends} other {renews}} {date}',
  'status',
  'seats',
  'ends',
  'date',
);
export const consoleAttemptCount = icu<[count: number]>(
  '{count, plural, one {# attempt} other {# attempts}}',
  'count',
);
export const consoleCardCount = icu<[count: number]>(
  '{count, plural, one {# card} other {# cards}}',
  'count',
);
/** An account's subscription status on a phone, when it has none. */
export const consoleNoSubscription = 'no subscription';
