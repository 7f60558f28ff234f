// Two-step sign-in (authenticator-app codes) and the team rule that requires it.
export const twoStepCodeFormat = 'Introduce el código de 6 dígitos de tu app de autenticación';
export const recoveryCodeFormat = 'Introduce uno de tus códigos de recuperación';
export const twoStepCodeOrRecoveryCode = 'Envía un código o un código de recuperación';
export const twoStepWrongCode = 'Ese código no es correcto';
export const twoStepSignInEnded =
  'Este inicio de sesión ha finalizado. Vuelve a iniciar sesión con tu contraseña.';
export const twoStepTooManyWrongCodes =
  'Demasiados códigos incorrectos. Vuelve a intentarlo más tarde.';
export const twoStepNoSetupStarted =
  'Primero inicia la configuración de la verificación en dos pasos';
export const twoStepIsOff = 'La verificación en dos pasos está desactivada';
export const twoStepRequiredByTeam =
  'Tu equipo exige la verificación en dos pasos, así que sigue activada';
export const twoStepIssuer = 'Catalyst Connect';
export const twoStepTitle = 'Verificación en dos pasos';
export const twoStepOffIntro =
  'Inicia sesión con tu contraseña y un código de una app de autenticación en tu teléfono.';
export const twoStepOnStatus = 'La verificación en dos pasos está activada.';
export const twoStepStart = 'Configurar la verificación en dos pasos';
export const twoStepStartAgain = 'Configurar un teléfono nuevo';
export const twoStepScan =
  'Escanea este código QR con tu app de autenticación o escribe en ella la clave de configuración.';
export const twoStepQrLabel = 'Código QR para tu app de autenticación';
export const twoStepSecretLabel = 'Clave de configuración';
export const twoStepCodeLabel = 'Código de 6 dígitos';
export const twoStepTurnOn = 'Activar';
export const twoStepCancelSetup = 'Cancelar';
export const twoStepRecoveryIntro =
  'Guarda estos códigos de recuperación en un lugar seguro. Cada uno sirve una vez si pierdes el teléfono, y solo se muestran ahora.';
export const twoStepRecoveryTitle = 'Códigos de recuperación';
export const twoStepDownloadCodes = 'Descargar';
export const twoStepSavedCodes = 'He guardado mis códigos de recuperación';
export const twoStepDone = 'Listo';
export const twoStepTurnOff = 'Desactivar la verificación en dos pasos';
export const twoStepTurnOffIntro =
  'Introduce tu contraseña para desactivar la verificación en dos pasos.';
export const twoStepTurnedOn = 'Verificación en dos pasos activada';
export const twoStepTurnedOff = 'Verificación en dos pasos desactivada';
export const twoStepPasswordLabel = 'Contraseña';
export const twoStepRecoveryFileHeading =
  'Códigos de recuperación de Catalyst Connect. Cada uno sirve una vez, en lugar de un código de tu app de autenticación.';
export const twoStepLoginTitle = 'Introduce tu código';
export const twoStepLoginIntro =
  'Abre tu app de autenticación e introduce el código de 6 dígitos de Catalyst Connect.';
export const twoStepRecoveryLoginIntro =
  'Introduce uno de los códigos de recuperación que guardaste.';
export const twoStepUseRecoveryCode = 'Usar un código de recuperación';
export const twoStepUseAppCode = 'Usar un código de la app';
export const twoStepRecoveryCodeLabel = 'Código de recuperación';
export const twoStepVerify = 'Verificar';
export const twoStepSetupRequiredTitle = 'Configura la verificación en dos pasos';
export const twoStepSetupRequiredIntro =
  'Tu equipo exige la verificación en dos pasos. Configúrala para continuar.';
export const twoStepContinue = 'Continuar';
export const requireTwoStepLabel = 'Exigir la verificación en dos pasos';
export const requireTwoStepHint =
  'Los miembros sin verificación en dos pasos la configurarán la próxima vez que inicien sesión.';
export const requireTwoStepSaved = 'Regla de inicio de sesión guardada';
export const memberTwoStepOn = 'Dos pasos activado';
export const memberTwoStepOff = 'Dos pasos desactivado';
export const memberTwoStepColumn = 'Dos pasos';
// A passkey in place of the authenticator app, in the setup a team's rule leads to at sign-in.
export const usePasskeyInstead = 'Usar una llave de acceso';
export const setupPasskeyCancelled =
  'No se añadió ninguna llave de acceso: se cerró el aviso o se agotó el tiempo. Inténtalo de nuevo o configura la app de autenticación.';
export const twoStepPasswordToReplace =
  'Introduce tu contraseña para configurar la verificación en dos pasos';
