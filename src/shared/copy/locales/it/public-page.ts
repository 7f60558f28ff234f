// The public profile page's own words (src/shared/copy/sentences/public-page.ts).
import { icu } from './language';

export const visitorPageDownloadContact = 'Salva contatto';
export const visitorPageShare = 'Condividi';
export const visitorPageCopied = 'Copiato';
export const visitorPageLetsConnect = 'Restiamo in contatto!';
export const visitorPageSendMessage = 'Invia messaggio';
export const visitorPageSending = 'Invio in corso...';
export const visitorPageName = 'Nome';
export const visitorPageEmail = 'Email';
export const visitorPageCompany = 'Azienda';
export const visitorPageJobTitle = 'Ruolo';
export const visitorPagePhone = 'Telefono';
export const visitorPageMessage = 'Messaggio';
export const visitorPageOptional = '(facoltativo)';
export const visitorPageFieldRequired = icu<[field: string]>(
  'Il campo {field} è obbligatorio',
  'field',
);
export const visitorPageWhoAnswers = icu<[name: string]>(
  '{name} risponderà all’indirizzo email indicato.',
  'name',
);
export const visitorPageSaveContact = icu<[name: string]>('Salva il contatto di {name}', 'name');
export const visitorPageEmailMeContact = icu<[name: string]>(
  'Ricevi il contatto di {name} via email',
  'name',
);
export const visitorPageCall = 'Chiama';
export const visitorPageText = 'SMS';
export const visitorPageEmailRow = 'Email';
export const visitorPageDirections = 'Indicazioni';
export const visitorPageWebsite = 'Sito web';
export const visitorPageBookMeeting = 'Prenota un incontro';
export const visitorPageLink = 'Link';
export const visitorPageContactList = 'Contatti';
export const visitorPageSocialLinks = 'Social network';
export const visitorPagePoweredBy = icu<[brand: string]>('Con la tecnologia di {brand}', 'brand');
export const visitorPageJoinClub = 'Entra nel Catalyst Club';
export const visitorPageLanguages = 'Lingue';
export const visitorPageAccessibility = 'Accessibilità';
export const visitorPageDescription = 'Entra in contatto con me su Catalyst Connect';
export const visitorPageTitleAtCompany = icu<[title: string, company: string]>(
  '{title} presso {company}',
  'title',
  'company',
);
export const visitorPageInAppHint = icu<[app: string, platform: string]>(
  '{platform, select, ios {Pagina aperta in {app}? Da qui non è possibile salvare i contatti. Tocca ••• e scegli “Apri nel browser” (o “Apri in Safari”), poi Salva contatto.} android {Pagina aperta in {app}? Da qui non è possibile salvare i contatti. Tocca ⋮ e scegli “Apri nel browser” (o “Apri in Chrome”), poi Salva contatto.} other {Pagina aperta in {app}? Da qui non è possibile salvare i contatti. Apri questa pagina nel browser dal menu dell’app, poi Salva contatto.}}',
  'app',
  'platform',
);
export const visitorPageNotFoundTitle = 'Profilo non trovato';
export const visitorPageNotFoundHeading = 'Questo profilo non esiste';
export const visitorPageNotFoundText =
  'Il link potrebbe contenere un errore, oppure il titolare lo ha modificato o rimosso.';
export const visitorPageGetYourCard = 'Crea il tuo biglietto Catalyst';
export const visitorPageLimited = icu<[minutes: number]>(
  'Troppe richieste. Riprova tra {minutes, plural, one {# minuto} other {# minuti}}.',
  'minutes',
);
export const visitorPageLanguageField = 'Lingua della pagina';
export const visitorPageLanguageVisitors = 'Lingua del visitatore';
export const visitorPageLanguageHelp =
  'Chi visita la pagina la legge nella propria lingua, se è una di queste. Altrimenti viene mostrata nella lingua scelta qui. I testi del profilo non vengono mai tradotti.';
