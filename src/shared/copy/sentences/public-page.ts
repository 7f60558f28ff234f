// The public profile page's own words (docs/product.md#public-profile): its buttons, rows, form,
// foot and language menu, the not-found and limited pages, and the owner's 'Page language'
// choice. The owner's words (name, title, buttons, consent) are never here: they stay as written.
import { icu } from './language';

export const visitorPageDownloadContact = 'Download Contact';
export const visitorPageShare = 'Share';
/** 'Share' for 2 s after the page's address was copied (no share sheet). */
export const visitorPageCopied = 'Copied';
export const visitorPageLetsConnect = "Let's Connect!";
export const visitorPageSendMessage = 'Send Message';
export const visitorPageSending = 'Sending...';
// The contact form's fields; the owner's optional ones (company, title, phone, message) too.
export const visitorPageName = 'Name';
export const visitorPageEmail = 'Email';
export const visitorPageCompany = 'Company';
export const visitorPageJobTitle = 'Job title';
export const visitorPagePhone = 'Phone';
export const visitorPageMessage = 'Message';
export const visitorPageOptional = '(optional)';
/** A field the visitor left empty, named by its label. */
export const visitorPageFieldRequired = icu<[field: string]>('{field} is required', 'field');
/** Under 'Message sent!': who answers, and how. */
export const visitorPageWhoAnswers = icu<[name: string]>(
  '{name} will get back to you at the e-mail address you gave.',
  'name',
);
/** The thank-you's link to the owner's contact file. */
export const visitorPageSaveContact = icu<[name: string]>("Save {name}'s contact", 'name');
/** The thank-you's button that mails the visitor the owner's contact file. */
export const visitorPageEmailMeContact = icu<[name: string]>("E-mail me {name}'s contact", 'name');
// The rows under the header, each a link of its kind, and the lists' names.
export const visitorPageCall = 'Call';
export const visitorPageText = 'Text';
export const visitorPageEmailRow = 'E-mail';
export const visitorPageDirections = 'Directions';
export const visitorPageWebsite = 'Website';
export const visitorPageBookMeeting = 'Book a meeting';
/** An owner's extra link (alternateUrl1-3) in the row of icons. */
export const visitorPageLink = 'Link';
export const visitorPageContactList = 'Contact';
export const visitorPageSocialLinks = 'Social links';
// The foot of the page.
/** 'Powered By Catalyst Connect': {brand} is the product's name, shown bold. */
export const visitorPagePoweredBy = icu<[brand: string]>('Powered By {brand}', 'brand');
export const visitorPageJoinClub = 'Join the Catalyst Club';
/** The language menu's name (a nav landmark) and its visible heading. */
export const visitorPageLanguages = 'Languages';
export const visitorPageAccessibility = 'Accessibility';
// What search results and link previews say of a page.
/** The meta description of a profile with no title, company or slogan. */
export const visitorPageDescription = 'Connect with me on Catalyst Connect';
/** Who the person is, in the page's description: their job title at their company. */
export const visitorPageTitleAtCompany = icu<[title: string, company: string]>(
  '{title} at {company}',
  'title',
  'company',
);
/**
 * Under 'Download Contact' inside an app's own browser, which drops contact files: how to get
 * to the phone's browser (••• on iPhones, ⋮ on Android). `platform` is ios, android or other.
 */
export const visitorPageInAppHint = icu<[app: string, platform: string]>(
  "{platform, select, ios {Opened inside {app}? Contacts can't be saved from here. Tap ••• and choose 'Open in browser' (or 'Open in Safari'), then Download Contact.} android {Opened inside {app}? Contacts can't be saved from here. Tap ⋮ and choose 'Open in browser' (or 'Open in Chrome'), then Download Contact.} other {Opened inside {app}? Contacts can't be saved from here. Open this page in your browser from the app's menu, then Download Contact.}}",
  'app',
  'platform',
);
// The page of an address no profile answers, and of a network past its budget of them.
export const visitorPageNotFoundTitle = 'Profile not found';
export const visitorPageNotFoundHeading = "This profile doesn't exist";
export const visitorPageNotFoundText =
  'The link may be mistyped, or its owner has changed or removed it.';
export const visitorPageGetYourCard = 'Get your own Catalyst card';
export const visitorPageLimited = icu<[minutes: number]>(
  'Too many requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'minutes',
);
// The owner's choice of the page's language, in the profile editor.
export const visitorPageLanguageField = 'Page language';
export const visitorPageLanguageVisitors = "Visitor's language";
export const visitorPageLanguageHelp =
  'Visitors read your page in their own language when it is one of these. Otherwise it shows in the language you pick here. Your own words are never translated.';
