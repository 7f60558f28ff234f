// The public profile page's own words (src/shared/copy/sentences/public-page.ts).
import { icu } from './language';

export const visitorPageDownloadContact = 'Enregistrer le contact';
export const visitorPageShare = 'Partager';
export const visitorPageCopied = 'Copié';
export const visitorPageLetsConnect = 'Restons en contact !';
export const visitorPageSendMessage = 'Envoyer le message';
export const visitorPageSending = 'Envoi…';
export const visitorPageName = 'Nom';
export const visitorPageEmail = 'E-mail';
export const visitorPageCompany = 'Entreprise';
export const visitorPageJobTitle = 'Poste';
export const visitorPagePhone = 'Téléphone';
export const visitorPageMessage = 'Message';
export const visitorPageOptional = '(facultatif)';
export const visitorPageFieldRequired = icu<[field: string]>(
  'Le champ {field} est obligatoire',
  'field',
);
export const visitorPageWhoAnswers = icu<[name: string]>(
  '{name} vous répondra à l’adresse e-mail indiquée.',
  'name',
);
export const visitorPageSaveContact = icu<[name: string]>(
  'Enregistrer le contact de {name}',
  'name',
);
export const visitorPageEmailMeContact = icu<[name: string]>(
  'Recevoir le contact de {name} par e-mail',
  'name',
);
export const visitorPageCall = 'Appeler';
export const visitorPageText = 'SMS';
export const visitorPageEmailRow = 'E-mail';
export const visitorPageDirections = 'Itinéraire';
export const visitorPageWebsite = 'Site web';
export const visitorPageBookMeeting = 'Prendre rendez-vous';
export const visitorPageLink = 'Lien';
export const visitorPageContactList = 'Contact';
export const visitorPageSocialLinks = 'Réseaux sociaux';
export const visitorPagePoweredBy = icu<[brand: string]>('Propulsé par {brand}', 'brand');
export const visitorPageJoinClub = 'Rejoindre le Catalyst Club';
export const visitorPageLanguages = 'Langues';
export const visitorPageAccessibility = 'Accessibilité';
export const visitorPageDescription = 'Retrouvez-moi sur Catalyst Connect';
export const visitorPageTitleAtCompany = icu<[title: string, company: string]>(
  '{title} chez {company}',
  'title',
  'company',
);
export const visitorPageInAppHint = icu<[app: string, platform: string]>(
  '{platform, select, ios {Ouvert dans {app} ? Impossible d’enregistrer un contact ici. Touchez ••• et choisissez « Ouvrir dans le navigateur » (ou « Ouvrir dans Safari »), puis Enregistrer le contact.} android {Ouvert dans {app} ? Impossible d’enregistrer un contact ici. Touchez ⋮ et choisissez « Ouvrir dans le navigateur » (ou « Ouvrir dans Chrome »), puis Enregistrer le contact.} other {Ouvert dans {app} ? Impossible d’enregistrer un contact ici. Ouvrez cette page dans votre navigateur depuis le menu de l’application, puis Enregistrer le contact.}}',
  'app',
  'platform',
);
export const visitorPageNotFoundTitle = 'Profil introuvable';
export const visitorPageNotFoundHeading = 'Ce profil n’existe pas';
export const visitorPageNotFoundText =
  'Le lien est peut-être mal saisi, ou son propriétaire l’a modifié ou supprimé.';
export const visitorPageGetYourCard = 'Obtenez votre propre carte Catalyst';
export const visitorPageLimited = icu<[minutes: number]>(
  'Trop de requêtes. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.',
  'minutes',
);
export const visitorPageLanguageField = 'Langue de la page';
export const visitorPageLanguageVisitors = 'Langue du visiteur';
export const visitorPageLanguageHelp =
  'Les visiteurs lisent votre page dans leur langue si elle fait partie de celles-ci. Sinon, elle s’affiche dans la langue choisie ici. Vos propres textes ne sont jamais traduits.';
