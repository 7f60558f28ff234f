// src/shared/copy/sentences/public-page-values.ts in Dutch.
import { icu } from './language';

export const inAppBrowserIosHint = icu<[app: string]>(
  'Geopend in {app}? Hier kun je geen contacten opslaan. Tik op ••• en kies ‘Openen in browser’ (of ‘Openen in Safari’), daarna Contact downloaden.',
  'app',
);
export const inAppBrowserAndroidHint = icu<[app: string]>(
  'Geopend in {app}? Hier kun je geen contacten opslaan. Tik op ⋮ en kies ‘Openen in browser’ (of ‘Openen in Chrome’), daarna Contact downloaden.',
  'app',
);
export const inAppBrowserOtherHint = icu<[app: string]>(
  'Geopend in {app}? Hier kun je geen contacten opslaan. Open deze pagina via het menu van de app in je browser, daarna Contact downloaden.',
  'app',
);
export const whoAnswersMessage = icu<[name: string]>(
  '{name} reageert op het e-mailadres dat je hebt opgegeven.',
  'name',
);
export const saveContactLabel = icu<[name: string]>('Contact van {name} opslaan', 'name');
export const emailMeContactLabel = icu<[ownerName: string]>(
  'Contact van {ownerName} naar mij mailen',
  'ownerName',
);
export const cardBeingHandedOverMessage = icu<[teamName: string]>(
  'Deze kaart gaat naar een nieuwe collega bij {teamName}.',
  'teamName',
);
export const consentSuggestionNamed = icu<[firstName: string]>(
  'Ik ga ermee akkoord dat {firstName} contact met me opneemt over producten en diensten.',
  'firstName',
);
export const consentSuggestionUnnamed =
  'Ik ga ermee akkoord dat de eigenaar van deze kaart contact met me opneemt over producten en diensten.';
