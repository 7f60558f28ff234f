// What other modules may import from this one; everything else in the folder is its own.
export { cancelSubscriptionsNow, deletePaymentCustomer, endBillingOfTeams } from './cancel-now';
export { assertConnectAccess, connectAccessOf, connectAccessSql } from './connect-access';
export { billableSeats, currentTeamSubscription, syncTeamSeats } from './team-seats';
export { previewSeats, readTeamSubscription, startTeamSubscription } from './team-subscription';
export { cancelTeamSubscription } from './cancel-team-subscription';
export { listTeamInvoices } from './list-team-invoices';
export { readTeamBillingDetails, updateTeamBillingDetails } from './team-billing-details';
