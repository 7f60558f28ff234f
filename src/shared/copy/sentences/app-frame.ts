import { icu } from './language';

// The signed-in app's frame and shared parts (docs/product.md#signed-in-layout): the sidebar and
// user menu, Home, the team's billing, leads and integrations pages, and the components every
// screen uses (save bar, password field, loading and error states).

// Home: the owner's cards.
/** Above the cards; {number} is the count in bold. */
export const appViewsOfYourCards = icu<[count: number, number: string]>(
  '{count, plural, one {{number} view} other {{number} views}} of your cards in the last 30 days',
  'count',
  'number',
);
export const appMyCards = 'My Cards';
export const appCardsForYourColleagues = 'Cards for your colleagues?';
export const appCreateATeam = 'Create a team';
export const appNoCardsYet = 'No cards yet';
export const appCardsYouBuyInTheCatalyst =
  'Cards you buy in the Catalyst shop appear here, ready to set up.';
export const appVisitTheShop = 'Visit the shop';

// The team's billing page: the seats and the subscription.
export const appActive = 'Active';
export const appTrial = 'Trial';
export const appPaymentFailedRetrying = 'Payment failed: retrying';
export const appUnpaid = 'Unpaid';
export const appWaitingForTheFirstPayment = 'Waiting for the first payment';
export const appNotStarted = 'Not started';
export const appEnded = 'Ended';
export const appSeats = 'Seats';
export const appStartTheTeamsSubscription = "Start the team's subscription";
export const appInvoices = 'Invoices';
export const appBillingDetails = 'Billing details';
export const appCancelTheSubscription = 'Cancel the subscription';
export const appStatus = 'Status';
export const appPricePerSeat = 'Price per seat';
export const appNextInvoice = 'Next invoice';
export const appNone = 'None';
export const appFirstPayment = 'First payment';
export const appPricePerMonth = icu<[price: string]>('{price} / month', 'price');
/** The next invoice's amount and the day it is charged. */
export const appAmountOnDate = icu<[amount: string, date: string]>(
  '{amount} on {date}',
  'amount',
  'date',
);
/** Once cancelled; {date} is shown in bold. */
export const appSubscriptionEndsOn = icu<[date: string]>(
  'The subscription ends on {date}.',
  'date',
);

// The team's integrations page, for a member who is not the team's admin.
export const appTeam = 'Team';
export const appGoToTheTeamArea = 'Go to the Team area';

// The team's leads: the table of every member's messages.
export const appLeads = 'Leads';
export const appVisitor = 'Visitor';
export const appMessage = 'Message';
export const appCard = 'Card';
export const appMember = 'Member';
export const appDepartment = 'Department';
export const appReceived = 'Received';

// The sidebar's areas.
export const appCatalystConnectHome = 'Catalyst Connect home';
export const appMain = 'Main';
export const appCards = 'Cards';
export const appMessages = 'Messages';
export const appCapture = 'Capture';
export const appIntegrations = 'Integrations';
export const appAdmin = 'Admin';
export const appSettings = 'Settings';

// The signed-in layout's menu on a phone.
export const appMenu = 'Menu';
export const appCloseSidebar = 'Close sidebar';
export const appOpenSidebar = 'Open sidebar';

// The user menu at the top right.
export const appOpenUserMenu = 'Open user menu';
export const appYourProfile = 'Your profile';
export const appSignOut = 'Sign out';

// The breadcrumbs above a page's title.
export const appHome = 'Home';
export const appBreadcrumb = 'Breadcrumb';

// The error page.
export const appOops = 'Oops!';
export const appGoBackToHome = 'Go back to Home';

// The event filter of the lead lists and Insights.
export const appEvent = 'Event';

// Loading states.
export const appLoading = 'Loading...';

// The profile editor's live preview.
export const appLivePreview = 'Live preview';

// The save bar of an editor with unsaved changes.
export const appUnsavedChanges = 'Unsaved changes';
export const appUnsavedChangesCount = icu<[count: number]>(
  '{count, plural, one {# unsaved change} other {# unsaved changes}}',
  'count',
);
export const appReload = 'Reload';
export const appDiscard = 'Discard';
export const appRestore = 'Restore';
export const appSaveChanges = 'Save changes';

// The two-step sign-in setup's password step.
export const appCurrentPassword = 'Current password';

// A form's submit button.
export const appSaving = 'Saving...';
export const appSave = 'Save';

// A password field's show/hide toggle.
export const appHide = 'Hide';
export const appShow = 'Show';
/** The toggle's accessible name; {field} is the field's label. */
export const appHideField = icu<[field: string]>('Hide {field}', 'field');
export const appShowField = icu<[field: string]>('Show {field}', 'field');

// A screen whose data failed to load.
export const appTryAgain = 'Try again';

// A confirmation's default way out.
export const appNoKeepIt = 'No, keep it';

// The name a new passkey gets when its browser or system is not recognised ('Chrome on Mac').
export const appPasskeyBrowser = 'Browser';
export const appPasskeyThisDevice = 'this device';

// The prompt before leaving a page with unsaved changes.
export const appLeaveWithoutSavingTitle = 'Leave without saving?';
export const appYouHaveChangesThatAreNot =
  'You have changes that are not saved yet. If you leave this page now, they will be lost.';
export const appLeaveWithoutSavingButton = 'Leave without saving';
export const appStayOnThisPage = 'Stay on this page';

// A checklist's progress, and each step's state for screen readers.
export const appStepDone = '(done)';
export const appStepToDo = '(to do)';
export const appStepsDone = icu<[done: number, total: number]>(
  '{done} of {total} done',
  'done',
  'total',
);

// Words many screens share: actions, a lead's or card's fields, busy labels.
export const appCancel = 'Cancel';
export const appClose = 'Close';
export const appDelete = 'Delete';
export const appEdit = 'Edit';
export const appRemove = 'Remove';
export const appCopied = 'Copied';
export const appPreview = 'Preview';
export const appName = 'Name';
export const appEmail = 'Email';
export const appPhone = 'Phone';
export const appCompany = 'Company';
/** A person's job title, as a field's label. */
export const appJobTitle = 'Title';
export const appNote = 'Note';
export const appWorksOffline = 'Works offline';
export const appDownloadVcard = 'Download vCard';
export const appChoosePhoto = 'Choose a photo';
export const appUploading = 'Uploading...';
export const appCreating = 'Creating...';
/** After a number of days (a period's length). */
export const appDays = 'days';
