import { icu } from './language';

export const mailHi = icu<[named: boolean, firstName: string]>(
  '{named, select, true {Hola, {firstName}:} other {Hola:}}',
  'named',
  'firstName',
);
export const mailHello = 'Hola:';
export const mailButtonFallback = 'Si el botón no funciona, copia este enlace en tu navegador:';
export const mailLogIn = 'Iniciar sesión';
export const mailOpenSettings = 'Abrir mi configuración';
export const mailWriteToSupport = icu<[supportEmail: string]>(
  'Si no hiciste este cambio, escribe de inmediato a {supportEmail}.',
  'supportEmail',
);
export const mailNothingToDo = 'Si el cambio lo hiciste tú, no tienes que hacer nada.';
export const mailIgnoreIfNotYou = 'Si no lo pediste, puedes ignorar este correo.';
