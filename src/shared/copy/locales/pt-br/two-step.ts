// Two-step sign-in (authenticator-app codes) and the team rule that requires it.
export const twoStepCodeFormat = 'Digite o código de 6 dígitos do seu app autenticador';
export const recoveryCodeFormat = 'Digite um dos seus códigos de recuperação';
export const twoStepCodeOrRecoveryCode = 'Envie um código ou um código de recuperação';
export const twoStepWrongCode = 'Esse código não está correto';
export const twoStepSignInEnded = 'Este login foi encerrado. Entre novamente com sua senha.';
export const twoStepTooManyWrongCodes = 'Muitos códigos incorretos. Tente novamente mais tarde.';
export const twoStepNoSetupStarted = 'Inicie a configuração da verificação em duas etapas primeiro';
export const twoStepIsOff = 'A verificação em duas etapas está desativada';
export const twoStepRequiredByTeam =
  'Sua equipe exige a verificação em duas etapas, então ela continua ativada';
export const twoStepIssuer = 'Catalyst Connect';
export const twoStepTitle = 'Verificação em duas etapas';
export const twoStepOffIntro =
  'Entre com sua senha e um código de um app autenticador no seu celular.';
export const twoStepOnStatus = 'A verificação em duas etapas está ativada.';
export const twoStepStart = 'Configurar a verificação em duas etapas';
export const twoStepStartAgain = 'Configurar um novo celular';
export const twoStepScan =
  'Escaneie este QR code com seu app autenticador ou digite nele a chave de configuração.';
export const twoStepQrLabel = 'QR code para seu app autenticador';
export const twoStepSecretLabel = 'Chave de configuração';
export const twoStepCodeLabel = 'Código de 6 dígitos';
export const twoStepTurnOn = 'Ativar';
export const twoStepCancelSetup = 'Cancelar';
export const twoStepRecoveryIntro =
  'Guarde estes códigos de recuperação em um lugar seguro. Cada um funciona uma vez se você perder o celular, e eles só são exibidos agora.';
export const twoStepRecoveryTitle = 'Códigos de recuperação';
export const twoStepDownloadCodes = 'Baixar';
export const twoStepSavedCodes = 'Salvei meus códigos de recuperação';
export const twoStepDone = 'Concluído';
export const twoStepTurnOff = 'Desativar a verificação em duas etapas';
export const twoStepTurnOffIntro = 'Digite sua senha para desativar a verificação em duas etapas.';
export const twoStepTurnedOn = 'Verificação em duas etapas ativada';
export const twoStepTurnedOff = 'Verificação em duas etapas desativada';
export const twoStepPasswordLabel = 'Senha';
export const twoStepRecoveryFileHeading =
  'Códigos de recuperação do Catalyst Connect. Cada um funciona uma vez, no lugar de um código do seu app autenticador.';
export const twoStepLoginTitle = 'Digite seu código';
export const twoStepLoginIntro =
  'Abra seu app autenticador e digite o código de 6 dígitos do Catalyst Connect.';
export const twoStepRecoveryLoginIntro = 'Digite um dos códigos de recuperação que você salvou.';
export const twoStepUseRecoveryCode = 'Usar um código de recuperação';
export const twoStepUseAppCode = 'Usar um código do app';
export const twoStepRecoveryCodeLabel = 'Código de recuperação';
export const twoStepVerify = 'Verificar';
export const twoStepSetupRequiredTitle = 'Configure a verificação em duas etapas';
export const twoStepSetupRequiredIntro =
  'Sua equipe exige a verificação em duas etapas. Configure-a para continuar.';
export const twoStepContinue = 'Continuar';
export const requireTwoStepLabel = 'Exigir verificação em duas etapas';
export const requireTwoStepHint =
  'Os membros sem verificação em duas etapas vão configurá-la na próxima vez que entrarem.';
export const requireTwoStepSaved = 'Regra de login salva';
export const memberTwoStepOn = 'Duas etapas: ativada';
export const memberTwoStepOff = 'Duas etapas: desativada';
export const memberTwoStepColumn = 'Duas etapas';
// A passkey in place of the authenticator app, in the setup a team's rule leads to at sign-in.
export const usePasskeyInstead = 'Usar uma chave de acesso';
export const setupPasskeyCancelled =
  'Nenhuma chave de acesso foi adicionada: a solicitação foi fechada ou expirou. Tente novamente ou configure o app autenticador.';
export const twoStepPasswordToReplace =
  'Digite sua senha para configurar a verificação em duas etapas';
