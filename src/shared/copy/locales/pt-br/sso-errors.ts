// Why a single sign-on ended on the Login page (/login?ssoError={reason}, SSO_ERROR_REASONS).
export const ssoErrorExpired = 'O login demorou demais. Comece de novo.';
export const ssoErrorState =
  'Este login não corresponde a nenhum iniciado aqui, então ninguém foi conectado. Comece de novo a partir desta página.';
export const ssoErrorProvider =
  'O provedor de identidade da sua empresa não concluiu seu login. Tente novamente ou fale com sua equipe de TI.';
export const ssoErrorRefused =
  'Não foi possível verificar a resposta do provedor de identidade, então ninguém foi conectado. Peça à sua equipe de TI que confira as configurações de login único.';
export const ssoErrorEmailUnverified =
  'Seu provedor de identidade não verificou seu endereço de e-mail, então ninguém foi conectado. Fale com sua equipe de TI.';
export const ssoErrorDomain =
  'Seu endereço não está em um domínio que sua equipe verificou. Fale com o administrador da sua equipe.';
export const ssoErrorNotMember =
  'Você não é membro desta equipe. Peça ao administrador da sua equipe que convide você.';
export const ssoErrorSuspended = 'Esta conta está suspensa. Entre em contato com o suporte.';
export const ssoErrorNotSetUp =
  'O login único não está configurado para este endereço. Entre com sua senha.';
