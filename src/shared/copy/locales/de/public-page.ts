// The public profile page's own words (src/shared/copy/sentences/public-page.ts).
import { icu } from './language';

export const visitorPageDownloadContact = 'Kontakt speichern';
export const visitorPageShare = 'Teilen';
export const visitorPageCopied = 'Kopiert';
export const visitorPageLetsConnect = 'Kontakt aufnehmen!';
export const visitorPageSendMessage = 'Nachricht senden';
export const visitorPageSending = 'Wird gesendet …';
export const visitorPageName = 'Name';
export const visitorPageEmail = 'E-Mail';
export const visitorPageCompany = 'Unternehmen';
export const visitorPageJobTitle = 'Position';
export const visitorPagePhone = 'Telefon';
export const visitorPageMessage = 'Nachricht';
export const visitorPageOptional = '(optional)';
export const visitorPageFieldRequired = icu<[field: string]>(
  '{field} ist ein Pflichtfeld',
  'field',
);
export const visitorPageWhoAnswers = icu<[name: string]>(
  '{name} antwortet Ihnen an die angegebene E-Mail-Adresse.',
  'name',
);
export const visitorPageSaveContact = icu<[name: string]>('Kontakt von {name} speichern', 'name');
export const visitorPageEmailMeContact = icu<[name: string]>(
  'Kontakt von {name} per E-Mail erhalten',
  'name',
);
export const visitorPageCall = 'Anrufen';
export const visitorPageText = 'SMS';
export const visitorPageEmailRow = 'E-Mail';
export const visitorPageDirections = 'Route';
export const visitorPageWebsite = 'Website';
export const visitorPageBookMeeting = 'Termin buchen';
export const visitorPageLink = 'Link';
export const visitorPageContactList = 'Kontakt';
export const visitorPageSocialLinks = 'Soziale Netzwerke';
export const visitorPagePoweredBy = icu<[brand: string]>('Bereitgestellt von {brand}', 'brand');
export const visitorPageJoinClub = 'Dem Catalyst Club beitreten';
export const visitorPageLanguages = 'Sprachen';
export const visitorPageAccessibility = 'Barrierefreiheit';
export const visitorPageDescription = 'Vernetzen Sie sich mit mir auf Catalyst Connect';
export const visitorPageTitleAtCompany = icu<[title: string, company: string]>(
  '{title} bei {company}',
  'title',
  'company',
);
export const visitorPageInAppHint = icu<[app: string, platform: string]>(
  '{platform, select, ios {In {app} geöffnet? Hier lassen sich keine Kontakte speichern. Tippen Sie auf ••• und wählen Sie „Im Browser öffnen“ (oder „In Safari öffnen“), dann „Kontakt speichern“.} android {In {app} geöffnet? Hier lassen sich keine Kontakte speichern. Tippen Sie auf ⋮ und wählen Sie „Im Browser öffnen“ (oder „In Chrome öffnen“), dann „Kontakt speichern“.} other {In {app} geöffnet? Hier lassen sich keine Kontakte speichern. Öffnen Sie diese Seite über das Menü der App in Ihrem Browser, dann „Kontakt speichern“.}}',
  'app',
  'platform',
);
export const visitorPageNotFoundTitle = 'Profil nicht gefunden';
export const visitorPageNotFoundHeading = 'Dieses Profil existiert nicht';
export const visitorPageNotFoundText =
  'Der Link ist vielleicht falsch geschrieben, oder der Inhaber hat ihn geändert oder entfernt.';
export const visitorPageGetYourCard = 'Holen Sie sich Ihre eigene Catalyst-Karte';
export const visitorPageLimited = icu<[minutes: number]>(
  'Zu viele Anfragen. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.',
  'minutes',
);
export const visitorPageLanguageField = 'Sprache der Seite';
export const visitorPageLanguageVisitors = 'Sprache des Besuchers';
export const visitorPageLanguageHelp =
  'Besucher lesen Ihre Seite in ihrer eigenen Sprache, wenn sie eine dieser Sprachen ist. Sonst erscheint sie in der Sprache, die Sie hier wählen. Ihre eigenen Texte werden nie übersetzt.';
