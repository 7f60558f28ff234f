// The public profile page's own words (src/shared/copy/sentences/public-page.ts).
import { icu } from './language';

export const visitorPageDownloadContact = 'Contact opslaan';
export const visitorPageShare = 'Delen';
export const visitorPageCopied = 'Gekopieerd';
export const visitorPageLetsConnect = 'Neem contact op!';
export const visitorPageSendMessage = 'Bericht versturen';
export const visitorPageSending = 'Versturen...';
export const visitorPageName = 'Naam';
export const visitorPageEmail = 'E-mail';
export const visitorPageCompany = 'Bedrijf';
export const visitorPageJobTitle = 'Functie';
export const visitorPagePhone = 'Telefoon';
export const visitorPageMessage = 'Bericht';
export const visitorPageOptional = '(optioneel)';
export const visitorPageFieldRequired = icu<[field: string]>('{field} is verplicht', 'field');
export const visitorPageWhoAnswers = icu<[name: string]>(
  '{name} reageert via het e-mailadres dat je hebt opgegeven.',
  'name',
);
export const visitorPageSaveContact = icu<[name: string]>('Contact van {name} opslaan', 'name');
export const visitorPageEmailMeContact = icu<[name: string]>(
  'Mail me het contact van {name}',
  'name',
);
export const visitorPageCall = 'Bellen';
export const visitorPageText = 'Sms';
export const visitorPageEmailRow = 'E-mail';
export const visitorPageDirections = 'Route';
export const visitorPageWebsite = 'Website';
export const visitorPageBookMeeting = 'Afspraak plannen';
export const visitorPageLink = 'Link';
export const visitorPageContactList = 'Contact';
export const visitorPageSocialLinks = 'Sociale media';
export const visitorPagePoweredBy = icu<[brand: string]>('Mogelijk gemaakt door {brand}', 'brand');
export const visitorPageJoinClub = 'Word lid van de Catalyst Club';
export const visitorPageLanguages = 'Talen';
export const visitorPageAccessibility = 'Toegankelijkheid';
export const visitorPageDescription = 'Kom met mij in contact via Catalyst Connect';
export const visitorPageTitleAtCompany = icu<[title: string, company: string]>(
  '{title} bij {company}',
  'title',
  'company',
);
export const visitorPageInAppHint = icu<[app: string, platform: string]>(
  '{platform, select, ios {Geopend in {app}? Hier kun je geen contacten opslaan. Tik op ••• en kies ‘Openen in browser’ (of ‘Openen in Safari’) en daarna Contact opslaan.} android {Geopend in {app}? Hier kun je geen contacten opslaan. Tik op ⋮ en kies ‘Openen in browser’ (of ‘Openen in Chrome’) en daarna Contact opslaan.} other {Geopend in {app}? Hier kun je geen contacten opslaan. Open deze pagina via het menu van de app in je browser en kies daarna Contact opslaan.}}',
  'app',
  'platform',
);
export const visitorPageNotFoundTitle = 'Profiel niet gevonden';
export const visitorPageNotFoundHeading = 'Dit profiel bestaat niet';
export const visitorPageNotFoundText =
  'De link is misschien verkeerd getypt, of de eigenaar heeft hem gewijzigd of verwijderd.';
export const visitorPageGetYourCard = 'Haal je eigen Catalyst-kaart';
export const visitorPageLimited = icu<[minutes: number]>(
  'Te veel verzoeken. Probeer het over {minutes, plural, one {# minuut} other {# minuten}} opnieuw.',
  'minutes',
);
export const visitorPageLanguageField = 'Taal van de pagina';
export const visitorPageLanguageVisitors = 'Taal van de bezoeker';
export const visitorPageLanguageHelp =
  'Bezoekers lezen je pagina in hun eigen taal als die hiertussen staat. Anders verschijnt de pagina in de taal die je hier kiest. Je eigen teksten worden nooit vertaald.';
