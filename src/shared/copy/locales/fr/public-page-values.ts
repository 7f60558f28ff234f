// src/shared/copy/sentences/public-page-values.ts in French.
import { icu } from './language';

export const inAppBrowserIosHint = icu<[app: string]>(
  'Ouvert dans {app} ? Les contacts ne peuvent pas être enregistrés ici. Touchez ••• et choisissez « Ouvrir dans le navigateur » (ou « Ouvrir dans Safari »), puis Télécharger le contact.',
  'app',
);
export const inAppBrowserAndroidHint = icu<[app: string]>(
  'Ouvert dans {app} ? Les contacts ne peuvent pas être enregistrés ici. Touchez ⋮ et choisissez « Ouvrir dans le navigateur » (ou « Ouvrir dans Chrome »), puis Télécharger le contact.',
  'app',
);
export const inAppBrowserOtherHint = icu<[app: string]>(
  'Ouvert dans {app} ? Les contacts ne peuvent pas être enregistrés ici. Ouvrez cette page dans votre navigateur depuis le menu de l’application, puis Télécharger le contact.',
  'app',
);
export const whoAnswersMessage = icu<[name: string]>(
  '{name} vous répondra à l’adresse e-mail que vous avez indiquée.',
  'name',
);
export const saveContactLabel = icu<[name: string]>('Enregistrer le contact de {name}', 'name');
export const emailMeContactLabel = icu<[ownerName: string]>(
  'M’envoyer le contact de {ownerName} par e-mail',
  'ownerName',
);
export const cardBeingHandedOverMessage = icu<[teamName: string]>(
  'Cette carte est en cours de transfert à un nouveau collègue chez {teamName}.',
  'teamName',
);
export const consentSuggestionNamed = icu<[firstName: string]>(
  'J’accepte que {firstName} me contacte au sujet de ses produits et services.',
  'firstName',
);
export const consentSuggestionUnnamed =
  'J’accepte que le titulaire de cette carte me contacte au sujet de ses produits et services.';
