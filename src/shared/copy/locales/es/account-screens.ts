import { icu } from './language';

// The screens before and around signing in (docs/product.md#screens): creating the account,
// confirming an e-mail change, choosing a new password, signing in and out, and the inactivity prompt.

// Create Your Account: the form of the invitation link.
export const acctFirstName = 'Nombre';
export const acctLastName = 'Apellidos';
export const acctEmail = 'Correo electrónico';
export const acctEmailCannotBeChangedUntilYou =
  'No puedes cambiar el correo electrónico hasta que hayas iniciado sesión.';
export const acctPassword = 'Contraseña';
export const acctConfirmPassword = 'Confirmar contraseña';
export const acctCreateAccount = 'Crear cuenta';
export const acctCreatingAccount = 'Creando cuenta...';

// Confirm Your New Email Address: the link mailed to a new address.
export const acctLogIn = 'Inicia sesión';
export const acctYourEmailAddressIsChanged = 'Tu dirección de correo ha cambiado';
export const acctConfirmYourNewEmailAddress = 'Confirma tu nueva dirección de correo';
export const acctYourAccountWillUseThisAddress =
  'A partir de ahora tu cuenta usará esta dirección y se cerrará la sesión en todos tus dispositivos.';
export const acctConfirmEmailAddress = 'Confirmar dirección de correo';
export const acctConfirming = 'Confirmando...';
/** After the change; {login} is the Log in link. */
export const acctAccountNowUses = icu<[email: string, login: string]>(
  'Tu cuenta ahora usa {email}. {login} con ella.',
  'email',
  'login',
);

// Create Your Account: checking the invitation link.
export const acctSendMeANewLink = 'Enviarme un enlace nuevo';
export const acctVerifyingYourAccount = 'Verificando tu cuenta...';
export const acctUnableToVerifyYourAccount = 'No se pudo verificar tu cuenta';
export const acctYourAccountIsAlreadyVerified = 'Tu cuenta ya está verificada';
export const acctLogInToYourAccount = 'Inicia sesión en tu cuenta';
export const acctCreateYourAccount = 'Crea tu cuenta';
export const acctCompleteYourAccountSetupToGet =
  'Completa la configuración de tu cuenta para empezar';

// Send Password Reset Instructions.
export const acctSendPasswordResetInstructions = 'Restablecer la contraseña';
export const acctEnterTheEmailAddressOfYour =
  'Escribe la dirección de correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.';
export const acctEmailAddress = 'Dirección de correo';
export const acctSend = 'Enviar';
export const acctSending = 'Enviando...';
export const acctBackToLogin = 'Volver al inicio de sesión';

// Update Your Password: the link of a reset mail.
export const acctUpdateYourPassword = 'Cambia tu contraseña';
export const acctErrorLoadingData = 'Error al cargar los datos';
export const acctRequestANewLink = 'Solicitar un enlace nuevo';
export const acctChooseANewPasswordOfAt = 'Elige una contraseña nueva de al menos 8 caracteres.';
export const acctPasswordConfirmation = 'Confirmación de contraseña';
export const acctResetPassword = 'Restablecer contraseña';

// The notice after signing up: look for the verification mail.
export const acctPleaseHelpUsVerifyYourAccount = 'Ayúdanos a verificar tu cuenta';
export const acctHiName = icu<[name: string]>('Hola, {name}:', 'name');
export const acctHi = 'Hola:';
export const acctYourEmailAddress = 'tu dirección de correo';
export const acctWeSentAVerificationEmail = icu<[email: string]>(
  'Enviamos un correo de verificación a {email} con un enlace para configurar tu cuenta. Ábrelo para elegir tu contraseña y empezar a gestionar tus tarjetas.',
  'email',
);
export const acctCantFindItCheckYourSpam =
  '¿No lo encuentras? Revisa la carpeta de spam. ¿Ya lo configuraste?';

// Login.
export const acctSignInToYourAccount = 'Inicia sesión en tu cuenta';
export const acctLogin = 'Iniciar sesión';
export const acctLoggingIn = 'Iniciando sesión...';
export const acctForgotPasswordClickHere = '¿Olvidaste tu contraseña? Haz clic aquí.';

// Logout.
export const acctLoggingYouOutNow = 'Cerrando tu sesión.';
export const acctYoullBeAutomaticallyRedirectedInA =
  'Te redirigiremos automáticamente en unos segundos.';

// The end of a company sign-in (single sign-on).
export const acctTestSignIn = 'Inicio de sesión de prueba';
export const acctSingleSignOn = 'Inicio de sesión único';
export const acctSignInAgain = 'Volver a iniciar sesión';

// The prompt before an idle session is signed out.
export const acctAreYouStillThere = '¿Sigues ahí?';
export const acctLoggedOutIn = icu<[seconds: number]>(
  'Por inactividad, cerraremos tu sesión en {seconds, plural, one {# segundo} other {# segundos}}. Haz clic en el botón de abajo para ampliar tu sesión.',
  'seconds',
);
export const acctImStillHere = '¡Sigo aquí!';
