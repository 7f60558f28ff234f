// src/shared/copy/sentences/public-page-values.ts in Italian.
import { icu } from './language';

export const inAppBrowserIosHint = icu<[app: string]>(
  'Pagina aperta in {app}? Da qui non è possibile salvare i contatti. Tocca ••• e scegli «Apri nel browser» (o «Apri in Safari»), poi Scarica contatto.',
  'app',
);
export const inAppBrowserAndroidHint = icu<[app: string]>(
  'Pagina aperta in {app}? Da qui non è possibile salvare i contatti. Tocca ⋮ e scegli «Apri nel browser» (o «Apri in Chrome»), poi Scarica contatto.',
  'app',
);
export const inAppBrowserOtherHint = icu<[app: string]>(
  'Pagina aperta in {app}? Da qui non è possibile salvare i contatti. Apri questa pagina nel browser dal menu dell’app, poi Scarica contatto.',
  'app',
);
export const whoAnswersMessage = icu<[name: string]>(
  '{name} risponderà all’indirizzo e-mail indicato.',
  'name',
);
export const saveContactLabel = icu<[name: string]>('Salva il contatto di {name}', 'name');
export const emailMeContactLabel = icu<[ownerName: string]>(
  'Inviami via e-mail il contatto di {ownerName}',
  'ownerName',
);
export const cardBeingHandedOverMessage = icu<[teamName: string]>(
  'Questo biglietto sta passando a un nuovo collega di {teamName}.',
  'teamName',
);
export const consentSuggestionNamed = icu<[firstName: string]>(
  'Acconsento a essere contattato da {firstName} in merito ai suoi prodotti e servizi.',
  'firstName',
);
export const consentSuggestionUnnamed =
  'Acconsento a essere contattato dal titolare di questo biglietto in merito ai suoi prodotti e servizi.';
