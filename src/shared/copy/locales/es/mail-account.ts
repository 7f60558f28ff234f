import { icu } from './language';

export const mailVerificationSubject = 'Configura tu cuenta de Catalyst Connect';
export const mailVerificationPreview =
  'Tu tarjeta Catalyst está en camino. Configura tu cuenta para gestionarla.';
export const mailVerificationThanks =
  '¡Gracias por tu pedido! Tu tarjeta Catalyst está vinculada a una cuenta de Catalyst Connect para esta dirección de correo.';
export const mailVerificationChoosePassword =
  'Elige una contraseña para terminar la configuración. Después podrás editar tu tarjeta, descargar tu archivo de contacto y compartir tu código QR.';
export const mailVerificationAction = 'Configurar mi cuenta';
export const mailVerificationNote =
  'Este enlace es válido durante 7 días. Si no pediste una tarjeta Catalyst, puedes ignorar este correo.';

export const mailResetSubject = 'Restablece tu contraseña de Catalyst Connect';
export const mailResetPreview = 'Usa este enlace para elegir una contraseña nueva.';
export const mailResetAsked =
  'Alguien pidió restablecer la contraseña de tu cuenta de Catalyst Connect.';
export const mailResetAction = 'Elegir una contraseña nueva';
export const mailResetNote =
  'Este enlace funciona una sola vez, durante 1 hora. Si no lo pediste, ignora este correo: tu contraseña no cambia.';

export const mailEmailChangeSubject = 'Confirma tu nuevo correo de Catalyst Connect';
export const mailEmailChangePreview =
  'Confirma esta dirección para iniciar sesión con ella a partir de ahora.';
export const mailEmailChangeAsked =
  'Alguien pidió pasar una cuenta de Catalyst Connect a esta dirección de correo.';
export const mailEmailChangeIfYou =
  'Si fuiste tú, confirma la dirección. A partir de entonces iniciarás sesión con ella en todos tus dispositivos.';
export const mailEmailChangeAction = 'Confirmar mi nueva dirección';
export const mailEmailChangeNote =
  'Este enlace funciona una sola vez, durante 24 horas. Si no lo pediste, ignora este correo: no cambia nada.';

export const mailAddressTakenPreview =
  'Esta dirección ya tiene una cuenta, así que no se cambió nada.';
export const mailAddressTakenAsked =
  'Alguien pidió pasar una cuenta de Catalyst Connect a esta dirección de correo, pero ya tiene una cuenta, así que no se cambió nada.';
export const mailAddressTakenIfYou =
  'Si fuiste tú, inicia sesión con esta dirección o elige otra dirección para la otra cuenta.';

export const mailEmailChangingSubject = 'Se está cambiando tu correo de Catalyst Connect';
export const mailEmailChangingPreview = icu<[newEmail: string]>(
  'Un cambio a {newEmail} espera confirmación.',
  'newEmail',
);
export const mailEmailChangingAsked = icu<[newEmail: string]>(
  'Alguien pidió cambiar el correo de tu cuenta de Catalyst Connect a {newEmail}. No cambiará nada hasta que se use el enlace enviado a esa dirección.',
  'newEmail',
);
export const mailEmailChangingNotYou =
  'Si no fuiste tú, cambia tu contraseña ahora: quien lo pidió la conocía.';
export const mailEmailChangingNote =
  'Hasta que se confirme la nueva dirección, seguirás iniciando sesión con esta.';

export const mailEmailChangedSubject = 'Se cambió tu correo de Catalyst Connect';
export const mailEmailChangedPreview = icu<[newEmail: string]>(
  'Tu cuenta ahora inicia sesión con {newEmail}.',
  'newEmail',
);
export const mailEmailChangedNow = icu<[newEmail: string]>(
  'El correo de tu cuenta de Catalyst Connect ahora es {newEmail}. Se cerró la sesión en todos los dispositivos; inicia sesión con la nueva dirección.',
  'newEmail',
);

export const mailNewSignInSubject = 'Nuevo inicio de sesión en tu cuenta de Catalyst';
export const mailNewSignInPreview = icu<[device: string, when: string]>(
  '{device}, {when}.',
  'device',
  'when',
);
export const mailNewSignInBody = icu<[device: string, when: string]>(
  'Se acaba de iniciar sesión en tu cuenta de Catalyst Connect desde {device}, el {when}.',
  'device',
  'when',
);
export const mailNewSignInIfYou =
  'Si fuiste tú, no tienes que hacer nada. Si no, cierra esa sesión desde tu configuración y cambia tu contraseña: quien inició sesión la conocía.';
export const mailReviewSessions = 'Revisar mis sesiones';
export const mailNewSignInNote =
  'Te enviamos este correo cuando se inicia sesión en tu cuenta desde un dispositivo que no se ha usado en los últimos 90 días.';

export const mailPasskeySubject = icu<[added: boolean]>(
  '{added, select, true {Se añadió una llave de acceso a tu cuenta de Catalyst Connect} other {Se eliminó una llave de acceso de tu cuenta de Catalyst Connect}}',
  'added',
);
export const mailPasskeyBody = icu<[added: boolean, name: string]>(
  '{added, select, true {Se añadió la llave de acceso «{name}» a tu cuenta de Catalyst Connect: permite iniciar sesión sin contraseña.} other {Se eliminó la llave de acceso «{name}» de tu cuenta de Catalyst Connect: ya no permite iniciar sesión.}}',
  'added',
  'name',
);

export const mailTwoStepSubject = icu<[on: boolean]>(
  '{on, select, true {La verificación en dos pasos está activada en tu cuenta de Catalyst Connect} other {La verificación en dos pasos está desactivada en tu cuenta de Catalyst Connect}}',
  'on',
);
export const mailTwoStepPreview = icu<[on: boolean]>(
  '{on, select, true {Al iniciar sesión, ahora también se pide un código de tu app de autenticación.} other {Al iniciar sesión, ya no se pide ningún código.}}',
  'on',
);
export const mailTwoStepBody = icu<[on: boolean]>(
  '{on, select, true {Se configuró la verificación en dos pasos en tu cuenta de Catalyst Connect: al iniciar sesión ahora se pide un código de la app de autenticación de tu teléfono o uno de tus códigos de recuperación.} other {Se desactivó la verificación en dos pasos en tu cuenta de Catalyst Connect: al iniciar sesión solo se pide tu contraseña.}}',
  'on',
);
