// src/shared/copy/sentences/public-page-values.ts in Spanish.
import { icu } from './language';

export const inAppBrowserIosHint = icu<[app: string]>(
  '¿Lo abriste dentro de {app}? Desde aquí no se pueden guardar contactos. Toca ••• y elige «Abrir en el navegador» (o «Abrir en Safari»), y luego Descargar contacto.',
  'app',
);
export const inAppBrowserAndroidHint = icu<[app: string]>(
  '¿Lo abriste dentro de {app}? Desde aquí no se pueden guardar contactos. Toca ⋮ y elige «Abrir en el navegador» (o «Abrir en Chrome»), y luego Descargar contacto.',
  'app',
);
export const inAppBrowserOtherHint = icu<[app: string]>(
  '¿Lo abriste dentro de {app}? Desde aquí no se pueden guardar contactos. Abre esta página en tu navegador desde el menú de la app y luego Descargar contacto.',
  'app',
);
export const whoAnswersMessage = icu<[name: string]>(
  '{name} te responderá en la dirección de correo que indicaste.',
  'name',
);
export const saveContactLabel = icu<[name: string]>('Guardar el contacto de {name}', 'name');
export const emailMeContactLabel = icu<[ownerName: string]>(
  'Enviarme por correo el contacto de {ownerName}',
  'ownerName',
);
export const cardBeingHandedOverMessage = icu<[teamName: string]>(
  'Esta tarjeta está pasando a un nuevo compañero de {teamName}.',
  'teamName',
);
export const consentSuggestionNamed = icu<[firstName: string]>(
  'Acepto que {firstName} se ponga en contacto conmigo sobre sus productos y servicios.',
  'firstName',
);
export const consentSuggestionUnnamed =
  'Acepto que el titular de esta tarjeta se ponga en contacto conmigo sobre sus productos y servicios.';
