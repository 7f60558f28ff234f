// The public page's sentences with a value: the in-app browser's hint, the contact form's thanks
// and its suggested consent, a team card between two holders.
import { icu } from './language';

/**
 * Under 'Download Contact' when the page is open inside an app's own browser, which drops
 * contact files: how to get to the phone's browser. Apps put the menu behind ••• on iPhones and
 * ⋮ on Android; each names the choice a little differently.
 */
export const inAppBrowserIosHint = icu<[app: string]>(
  "Opened inside {app}? Contacts can't be saved from here. Tap ••• and choose 'Open in browser' (or 'Open in Safari'), then Download Contact.",
  'app',
);
export const inAppBrowserAndroidHint = icu<[app: string]>(
  "Opened inside {app}? Contacts can't be saved from here. Tap ⋮ and choose 'Open in browser' (or 'Open in Chrome'), then Download Contact.",
  'app',
);
export const inAppBrowserOtherHint = icu<[app: string]>(
  "Opened inside {app}? Contacts can't be saved from here. Open this page in your browser from the app's menu, then Download Contact.",
  'app',
);
/** Under 'Message sent!': who answers, and how. */
export const whoAnswersMessage = icu<[name: string]>(
  '{name} will get back to you at the e-mail address you gave.',
  'name',
);
/** The thank-you's link to the owner's contact file. */
export const saveContactLabel = icu<[name: string]>("Save {name}'s contact", 'name');
/** The thank-you's button: the owner's contact, e-mailed to the visitor. */
export const emailMeContactLabel = icu<[ownerName: string]>(
  "E-mail me {ownerName}'s contact",
  'ownerName',
);
/** A pooled team card's public page: the person is gone, the company is still there. */
export const cardBeingHandedOverMessage = icu<[teamName: string]>(
  'This card is on its way to a new colleague at {teamName}.',
  'teamName',
);
/** The consent sentence the lead form suggests to its owner. */
export const consentSuggestionNamed = icu<[firstName: string]>(
  'I agree that {firstName} may contact me about their products and services.',
  'firstName',
);
/** The same, for an owner who gave no first name. */
export const consentSuggestionUnnamed =
  'I agree that the owner of this card may contact me about their products and services.';
