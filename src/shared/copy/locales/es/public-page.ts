// The public profile page's own words (src/shared/copy/sentences/public-page.ts).
import { icu } from './language';

export const visitorPageDownloadContact = 'Guardar contacto';
export const visitorPageShare = 'Compartir';
export const visitorPageCopied = 'Copiado';
export const visitorPageLetsConnect = '¡Conectemos!';
export const visitorPageSendMessage = 'Enviar mensaje';
export const visitorPageSending = 'Enviando...';
export const visitorPageName = 'Nombre';
export const visitorPageEmail = 'Correo electrónico';
export const visitorPageCompany = 'Empresa';
export const visitorPageJobTitle = 'Cargo';
export const visitorPagePhone = 'Teléfono';
export const visitorPageMessage = 'Mensaje';
export const visitorPageOptional = '(opcional)';
export const visitorPageFieldRequired = icu<[field: string]>(
  'El campo {field} es obligatorio',
  'field',
);
export const visitorPageWhoAnswers = icu<[name: string]>(
  '{name} te responderá en la dirección de correo que indicaste.',
  'name',
);
export const visitorPageSaveContact = icu<[name: string]>('Guardar el contacto de {name}', 'name');
export const visitorPageEmailMeContact = icu<[name: string]>(
  'Enviarme el contacto de {name} por correo',
  'name',
);
export const visitorPageCall = 'Llamar';
export const visitorPageText = 'SMS';
export const visitorPageEmailRow = 'Correo';
export const visitorPageDirections = 'Cómo llegar';
export const visitorPageWebsite = 'Sitio web';
export const visitorPageBookMeeting = 'Reservar una reunión';
export const visitorPageLink = 'Enlace';
export const visitorPageContactList = 'Contacto';
export const visitorPageSocialLinks = 'Redes sociales';
export const visitorPagePoweredBy = icu<[brand: string]>('Con la tecnología de {brand}', 'brand');
export const visitorPageJoinClub = 'Únete al Catalyst Club';
export const visitorPageLanguages = 'Idiomas';
export const visitorPageAccessibility = 'Accesibilidad';
export const visitorPageDescription = 'Conecta conmigo en Catalyst Connect';
export const visitorPageTitleAtCompany = icu<[title: string, company: string]>(
  '{title} en {company}',
  'title',
  'company',
);
export const visitorPageInAppHint = icu<[app: string, platform: string]>(
  '{platform, select, ios {¿Lo abriste en {app}? Desde aquí no se pueden guardar contactos. Toca ••• y elige «Abrir en el navegador» (o «Abrir en Safari») y luego Guardar contacto.} android {¿Lo abriste en {app}? Desde aquí no se pueden guardar contactos. Toca ⋮ y elige «Abrir en el navegador» (o «Abrir en Chrome») y luego Guardar contacto.} other {¿Lo abriste en {app}? Desde aquí no se pueden guardar contactos. Abre esta página en tu navegador desde el menú de la aplicación y luego Guardar contacto.}}',
  'app',
  'platform',
);
export const visitorPageNotFoundTitle = 'Perfil no encontrado';
export const visitorPageNotFoundHeading = 'Este perfil no existe';
export const visitorPageNotFoundText =
  'Puede que el enlace esté mal escrito o que su propietario lo haya cambiado o eliminado.';
export const visitorPageGetYourCard = 'Consigue tu propia tarjeta Catalyst';
export const visitorPageLimited = icu<[minutes: number]>(
  'Demasiadas solicitudes. Vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.',
  'minutes',
);
export const visitorPageLanguageField = 'Idioma de la página';
export const visitorPageLanguageVisitors = 'Idioma del visitante';
export const visitorPageLanguageHelp =
  'Los visitantes ven tu página en su propio idioma si es uno de estos. Si no, se muestra en el idioma que elijas aquí. Tus propios textos nunca se traducen.';
