import { icu } from './language';

// The screens before and around signing in (docs/product.md#screens): creating the account,
// confirming an e-mail change, choosing a new password, signing in and out, and the inactivity prompt.

// Create Your Account: the form of the invitation link.
export const acctFirstName = 'Nome';
export const acctLastName = 'Sobrenome';
export const acctEmail = 'E-mail';
export const acctEmailCannotBeChangedUntilYou =
  'O e-mail só pode ser alterado depois que você entrar pela primeira vez.';
export const acctPassword = 'Senha';
export const acctConfirmPassword = 'Confirmar senha';
export const acctCreateAccount = 'Criar conta';
export const acctCreatingAccount = 'Criando conta...';

// Confirm Your New Email Address: the link mailed to a new address.
export const acctLogIn = 'Entre';
export const acctYourEmailAddressIsChanged = 'Seu endereço de e-mail foi alterado';
export const acctConfirmYourNewEmailAddress = 'Confirme seu novo endereço de e-mail';
export const acctYourAccountWillUseThisAddress =
  'Sua conta passará a usar este endereço, e todos os dispositivos serão desconectados.';
export const acctConfirmEmailAddress = 'Confirmar endereço de e-mail';
export const acctConfirming = 'Confirmando...';
/** After the change; {login} is the Log in link. */
export const acctAccountNowUses = icu<[email: string, login: string]>(
  'Sua conta agora usa {email}. {login} com ele.',
  'email',
  'login',
);

// Create Your Account: checking the invitation link.
export const acctSendMeANewLink = 'Enviar um novo link';
export const acctVerifyingYourAccount = 'Verificando sua conta...';
export const acctUnableToVerifyYourAccount = 'Não foi possível verificar sua conta';
export const acctYourAccountIsAlreadyVerified = 'Sua conta já está verificada';
export const acctLogInToYourAccount = 'Entrar na sua conta';
export const acctCreateYourAccount = 'Crie sua conta';
export const acctCompleteYourAccountSetupToGet = 'Conclua a configuração da sua conta para começar';

// Send Password Reset Instructions.
export const acctSendPasswordResetInstructions = 'Redefinir a senha';
export const acctEnterTheEmailAddressOfYour =
  'Informe o endereço de e-mail da sua conta e enviaremos um link para você escolher uma nova senha.';
export const acctEmailAddress = 'Endereço de e-mail';
export const acctSend = 'Enviar';
export const acctSending = 'Enviando...';
export const acctBackToLogin = 'Voltar para o login';

// Update Your Password: the link of a reset mail.
export const acctUpdateYourPassword = 'Altere sua senha';
export const acctErrorLoadingData = 'Erro ao carregar os dados';
export const acctRequestANewLink = 'Solicitar um novo link';
export const acctChooseANewPasswordOfAt = 'Escolha uma nova senha com pelo menos 8 caracteres.';
export const acctPasswordConfirmation = 'Confirmação da senha';
export const acctResetPassword = 'Redefinir senha';

// The notice after signing up: look for the verification mail.
export const acctPleaseHelpUsVerifyYourAccount = 'Ajude-nos a verificar sua conta';
export const acctHiName = icu<[name: string]>('Olá, {name},', 'name');
export const acctHi = 'Olá,';
export const acctYourEmailAddress = 'seu endereço de e-mail';
export const acctWeSentAVerificationEmail = icu<[email: string]>(
  'Enviamos um e-mail de verificação para {email} com um link para configurar sua conta. Abra-o para escolher sua senha e começar a gerenciar seus cartões.',
  'email',
);
export const acctCantFindItCheckYourSpam =
  'Não encontrou? Verifique a pasta de spam. Já configurou?';

// Login.
export const acctSignInToYourAccount = 'Entre na sua conta';
export const acctLogin = 'Entrar';
export const acctLoggingIn = 'Entrando...';
export const acctForgotPasswordClickHere = 'Esqueceu a senha? Clique aqui.';

// Logout.
export const acctLoggingYouOutNow = 'Saindo da sua conta.';
export const acctYoullBeAutomaticallyRedirectedInA =
  'Você será redirecionado automaticamente em alguns segundos.';

// The end of a company sign-in (single sign-on).
export const acctTestSignIn = 'Login de teste';
export const acctSingleSignOn = 'Login único (SSO)';
export const acctSignInAgain = 'Entrar novamente';

// The prompt before an idle session is signed out.
export const acctAreYouStillThere = 'Você ainda está aí?';
export const acctLoggedOutIn = icu<[seconds: number]>(
  'Por inatividade, você será desconectado em {seconds, plural, one {# segundo} other {# segundos}}. Clique no botão abaixo para estender sua sessão.',
  'seconds',
);
export const acctImStillHere = 'Ainda estou aqui!';
