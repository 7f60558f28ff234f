// Verified domains (docs/product.md#verified-domains): the API's refusals and the Sign-in tab's
// domains section.
export const domainVerifyTooMany =
  'Muitas tentativas de verificação para esta equipe. Aguarde um minuto e tente novamente.';
export const signInTab = 'Login';
export const signInPageIntro =
  'Como as pessoas da sua empresa entram: os domínios de e-mail da sua equipe, o login único pelo seu provedor de identidade e o provisionamento a partir do seu diretório.';
export const domainsHeading = 'Domínios verificados';
export const domainsIntro =
  'Reivindique os domínios de e-mail da sua empresa e comprove com um registro DNS. O login único vale somente para endereços de domínios verificados.';
export const domainField = 'Domínio';
export const addDomain = 'Adicionar domínio';
export const domainsEmpty = 'Nenhum domínio ainda.';
export const domainStatusPending = 'Pendente';
export const domainStatusVerified = 'Verificado';
export const domainRecordIntro =
  'Crie este registro TXT no provedor de DNS do seu domínio e selecione “Verificar”. Pode levar alguns minutos para ser detectado.';
export const domainRecordName = 'Nome';
export const domainRecordValue = 'Valor';
export const domainRecordType = 'Tipo';
export const verifyDomain = 'Verificar';
export const removeDomain = 'Remover';
export const domainVerifiedNotice = 'Domínio verificado';
export const domainRemovedNotice = 'Domínio removido';
export const domainVerifiedKeepRecord =
  'Mantenha o registro TXT: o domínio é verificado diariamente e deixa de ser verificado após 7 dias sem ele.';
export const copyButton = 'Copiar';
export const copiedNotice = 'Copiado';
