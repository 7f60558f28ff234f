// src/shared/copy/sentences/public-page-values.ts in German.
import { icu } from './language';

export const inAppBrowserIosHint = icu<[app: string]>(
  'In {app} geöffnet? Hier lassen sich keine Kontakte speichern. Tippen Sie auf ••• und wählen Sie „Im Browser öffnen“ (oder „In Safari öffnen“), dann „Kontakt herunterladen“.',
  'app',
);
export const inAppBrowserAndroidHint = icu<[app: string]>(
  'In {app} geöffnet? Hier lassen sich keine Kontakte speichern. Tippen Sie auf ⋮ und wählen Sie „Im Browser öffnen“ (oder „In Chrome öffnen“), dann „Kontakt herunterladen“.',
  'app',
);
export const inAppBrowserOtherHint = icu<[app: string]>(
  'In {app} geöffnet? Hier lassen sich keine Kontakte speichern. Öffnen Sie diese Seite über das Menü der App in Ihrem Browser, dann „Kontakt herunterladen“.',
  'app',
);
export const whoAnswersMessage = icu<[name: string]>(
  '{name} antwortet Ihnen an die angegebene E-Mail-Adresse.',
  'name',
);
export const saveContactLabel = icu<[name: string]>('Kontakt von {name} speichern', 'name');
export const emailMeContactLabel = icu<[ownerName: string]>(
  'Kontakt von {ownerName} per E-Mail an mich senden',
  'ownerName',
);
export const cardBeingHandedOverMessage = icu<[teamName: string]>(
  'Diese Karte wird gerade an eine neue Person bei {teamName} übergeben.',
  'teamName',
);
export const consentSuggestionNamed = icu<[firstName: string]>(
  'Ich bin einverstanden, dass {firstName} mich zu Produkten und Dienstleistungen kontaktiert.',
  'firstName',
);
export const consentSuggestionUnnamed =
  'Ich bin einverstanden, dass mich die Person, der diese Karte gehört, zu Produkten und Dienstleistungen kontaktiert.';
