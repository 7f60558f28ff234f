// The owner's Messages screen (docs/product.md#messages): the lead list, a lead's tools, its
// CRM status and the follow-up mail.

// A lead's CRM status.
export const leadsUiWaiting = 'Aguardando';
export const leadsUiCrm = 'CRM';
export const leadsUiRetry = 'Tentar novamente';

// The bar of the selected leads.
export const leadsUiSelectAll = 'Selecionar tudo';
export const leadsUiSendFollowUp = 'Enviar follow-up';

// The follow-up mail's dialog.
export const leadsUiSubject = 'Assunto';
export const leadsUiText = 'Texto';

// The lead list's filters.
export const leadsUiSearch = 'Pesquisar';
export const leadsUiNameEmailOrCompany = 'Nome, e-mail ou empresa';
export const leadsUiAllButArchived = 'Todos, exceto arquivados';

// A lead's tools: status, archive, delete, note.
export const leadsUiArchive = 'Arquivar';
export const leadsUiSaveNote = 'Salvar nota';
export const leadsUiYesDeleteIt = 'Sim, excluir';

// The Messages page: the list and a lead's details.
export const leadsUiUnread = 'Não lido';
export const leadsUiSource = 'Origem';
export const leadsUiConsent = 'Consentimento';
export const leadsUiReplyByEmail = 'Responder por e-mail';
export const leadsUiSaveAsContact = 'Salvar como contato';
export const leadsUiExportCsv = 'Exportar CSV';
export const leadsUiNoMessagesYet = 'Nenhuma mensagem ainda';
export const leadsUiWhenVisitorsUseTheLetsConnect =
  'Quando os visitantes usarem o formulário “Let’s Connect!” do seu perfil, as mensagens aparecerão aqui.';
export const leadsUiUnreadOnly = 'Somente não lidas';
export const leadsUiAllCards = 'Todos os cartões';
