// Company sign-in: verified domains, single sign-on (OpenID Connect, SAML) and SCIM provisioning.
export const ssoRequiredForAccount = 'Sua empresa gerencia seu acesso com login único (SSO).';
export const continueWithSso = 'Continuar com login único (SSO)';
export const domainNotFound = 'Domínio não encontrado';
export const domainInvalid = 'Digite um domínio como example.com';
export const domainIsPublicMail =
  'Este é um domínio de e-mail público: reivindique um domínio que pertença à sua empresa';
export const domainTakenByAnotherTeam = 'Outra equipe já verificou este domínio';
export const domainAlreadyClaimed = 'Sua equipe já reivindicou este domínio';
export const ssoNotSetUp = 'O login único não está configurado';
export const ssoCodeInvalid = 'Este link de login expirou. Entre novamente.';
export const scimTokenNotFound = 'Token SCIM não encontrado';
export const scimTokenName = 'Nome do token';
export const ssoSigningIn = 'Fazendo seu login...';
export const ssoOwnerKeepsPassword =
  'Como proprietário, você mantém sua senha: ela é o caminho de volta se o provedor de identidade estiver mal configurado. Ative a verificação em duas etapas para ela.';
export const ssoTurnOffConfirm =
  'Desativar o login único? As pessoas voltam a entrar com suas senhas.';
export const ssoSettingsSaved = 'Login único salvo';
export const ssoTurnedOff = 'Login único desativado';
export const ssoNeedsVerifiedDomain =
  'O login único vale para endereços dos domínios que sua equipe verificou.';
export const ssoSecretStored = 'Há um segredo salvo. Deixe em branco para mantê-lo.';
