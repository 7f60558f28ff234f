// The owner's sessions: Settings → Security, and the device a session was signed in from.
export const unknownDevice = 'Dispositivo desconhecido';
export const sessionNotFound = 'Sessão não encontrada';
export const securityTitle = 'Segurança';
export const securityDescription = 'Como você entra além da senha e onde sua conta está conectada.';
export const sessionsTitle = 'Suas sessões';
export const thisDevice = 'Este dispositivo';
export const signOutSession = 'Sair';
export const signingOutSession = 'Saindo...';
export const signOutOtherSessions = 'Sair de todas as outras sessões';
export const signingOutOtherSessions = 'Saindo das outras sessões...';
export const noOtherSessions = 'Você não está conectado em nenhum outro lugar.';
export const sessionSignedOut = 'Essa sessão foi encerrada.';
export const sessionSignOutFailed = 'Não conseguimos encerrar essa sessão. Tente novamente.';
export const otherSessionsSignOutFailed =
  'Não conseguimos encerrar suas outras sessões. Tente novamente.';
export const sessionSignedInLabel = 'Conectado em';
export const sessionLastActiveLabel = 'Última atividade';
export const sessionLocationLabel = 'Rede';
