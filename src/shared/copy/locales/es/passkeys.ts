// Passkeys (docs/product.md#passkeys): signing in with the device's screen lock instead of a password.
export const passkeyNameRequired = 'Ponle un nombre a la llave de acceso.';
export const passkeyNameTooLong =
  'El nombre de una llave de acceso puede tener como máximo 60 caracteres.';
export const passkeyNotFound = 'No se encontró la llave de acceso.';
export const passkeyResponseInvalid =
  'No se pudo comprobar esta llave de acceso. Inténtalo de nuevo.';
export const passkeyChallengeExpired =
  'Esta solicitud de llave de acceso ha caducado o ya se ha usado. Inténtalo de nuevo.';
export const passkeyAlreadyAdded = 'Esta llave de acceso ya está añadida a una cuenta.';
export const passkeyNotRecognised =
  'No se reconoce esta llave de acceso. Inicia sesión con tu contraseña.';
export const passkeyCounterWentBack =
  'Esta llave de acceso parece una copia y se ha rechazado. Inicia sesión con tu contraseña.';
export const tooManyPasskeyAttempts =
  'Demasiados intentos de inicio de sesión. Espera y vuelve a intentarlo.';

// The screens: Login's passkey button and the Security part of Settings.
export const signInWithPasskey = 'Iniciar sesión con una llave de acceso';
export const signingInWithPasskey = 'Esperando tu llave de acceso...';
export const passkeySignInCancelled =
  'Se canceló el inicio de sesión con llave de acceso. Inténtalo de nuevo.';
export const passkeysTitle = 'Llaves de acceso';
export const passkeysDescription =
  'Una llave de acceso te permite iniciar sesión con la huella, la cara o el bloqueo de pantalla de tu dispositivo en lugar de tu contraseña.';
export const noPasskeysYet = 'Aún no tienes llaves de acceso.';
export const addPasskey = 'Añadir una llave de acceso';
export const addingPasskey = 'Añadiendo...';
export const passkeyNameLabel = 'Nombre de la llave de acceso';
export const passkeyAdded = 'Llave de acceso añadida.';
export const passkeyAddFailed = 'No se añadió la llave de acceso. Inténtalo de nuevo.';
export const passkeyNotSupported = 'Este navegador no puede usar llaves de acceso.';
export const removePasskey = 'Quitar';
export const removePasskeyTitle = '¿Quitar esta llave de acceso?';
export const removePasskeyQuestion =
  'Ya no podrás iniciar sesión con ella. Tu contraseña seguirá funcionando.';
export const passkeyRemoved = 'Llave de acceso quitada.';
export const passkeyRemoveFailed = 'No se quitó la llave de acceso. Inténtalo de nuevo.';
export const signInWithYourPasskey =
  'Tu equipo exige la verificación en dos pasos: inicia sesión con tu llave de acceso, no solo con tu contraseña.';
export const passkeyPasswordNeeded = 'Introduce tu contraseña para añadir una llave de acceso';
