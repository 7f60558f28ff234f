// SCIM provisioning (docs/product.md#scim): what the SCIM service answers in its errors'
// `detail`, and the SCIM section of the team's Sign-in tab.
export const scimTokenMissing = 'Envie o token SCIM como bearer token';
export const scimTokenInvalid = 'Este token SCIM não é válido ou foi revogado';
export const scimUserNotFound = 'Usuário não encontrado';
export const scimGroupNotFound = 'Grupo não encontrado';
export const scimEndpointNotFound = 'Endpoint SCIM inexistente';
export const scimUserNameTaken = 'Já existe um usuário com este userName na equipe';
export const scimUserNameRequired = 'userName é obrigatório e deve ser um endereço de e-mail';
export const scimUserNameImmutable =
  'userName não pode mudar depois que a pessoa entrou: provisione um novo usuário em vez disso';
export const scimDisplayNameRequired = 'displayName é obrigatório';
export const scimInvalidFilter =
  'Este filtro não é suportado: use userName, externalId, emails[type eq "work"].value ou displayName com eq, unidos com and';
export const scimInvalidSyntax =
  'O corpo da solicitação não é um recurso SCIM nem uma solicitação PATCH';
export const scimInvalidPath = 'Este caminho de atributo não é suportado';
export const scimInvalidValue = 'Um valor não é válido para o atributo dele';
export const scimInvalidPaging = 'startIndex e count devem ser números inteiros';
export const scimMemberUnknown = 'Um membro não é usuário desta equipe';
export const scimOwnerStaysActive =
  'O proprietário da equipe não pode ser desativado pelo diretório';
export const scimTooManyRequests =
  'Muitas solicitações com este token SCIM: tente novamente em breve';
export const scimSectionTitle = 'Provisionamento (SCIM)';
export const scimSectionIntro =
  'Seu provedor de identidade (Microsoft Entra ID, Okta) adiciona, altera e remove as pessoas da sua equipe via SCIM 2.0. Cole o URL base e um token nas configurações de provisionamento dele.';
export const scimBaseUrl = 'URL base do SCIM';
export const scimTokens = 'Tokens';
export const scimNoTokens = 'Nenhum token ainda.';
export const scimCreateToken = 'Criar token';
export const scimTokenCreatedOnce =
  'Copie este token agora: ele só é exibido uma vez. Cole-o como token secreto do seu provedor de identidade.';
export const scimRevoke = 'Revogar';
export const scimRevokeConfirm =
  'Revogar este token? Seu provedor de identidade não poderá mais alterar sua equipe com ele.';
export const scimTokenRevoked = 'Token revogado';
export const scimTokenCreated = 'Token criado';
export const scimLastUsed = 'Último uso';
export const scimNeverUsed = 'Nunca usado';
export const scimCopy = 'Copiar';
export const scimCopied = 'Copiado';
export const scimDirectoryBadge = 'Diretório';
export const scimDirectoryKeeps =
  'O diretório controla o nome, o cargo, o telefone comercial e o departamento destas pessoas: altere-os no seu provedor de identidade.';
