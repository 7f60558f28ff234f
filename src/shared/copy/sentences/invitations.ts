// An expired invitation link.
export const newInvitationOnItsWay =
  'If this link was an invitation, a new one is on its way to the address it was sent to. It works for 7 days.';
export const tooManyInvitationRequests =
  'Too many requests for a new link. Please wait a while and try again.';

/** What cancelling changes, in the cancellation box and its dialog. */
export const cancelSubscriptionConsequences =
  'Your Connect profile stays live until the end of the period you have paid for. Then the same addresses, your handle included, show your free card page: your name, title, company, photo, how to reach you and Download Contact. Your buttons, links, theme and contact form come back if you subscribe again.';

/** Insights: a total with nothing in the period before to compare it with. */
export const noPreviousPeriodData = 'No data for the previous period';

/** 'Copy details from...'. */
export const copyFromItself = 'A card cannot copy its own details: choose another card.';
export const detailsCopied = 'Details copied';
export const copyDetailsQuestion =
  "This card takes the other card's contact details, photo, logo, QR style and Connect profile. Its own handle and nickname stay; changes not yet saved on this page are discarded.";
