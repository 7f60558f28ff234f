// Leads (docs/product.md#messages): the owner's work on the messages visitors send.
export const leadNoteTooLong = 'Uma observação pode ter no máximo 2.000 caracteres.';
export const leadChangeRequired = 'Envie um status, uma observação ou ambos.';
export const leadDeleted = 'Lead excluído.';
/** The confirmation before a lead is erased (a visitor asked to be forgotten). */
export const deleteLeadWarning =
  'Isto apaga o lead daqui para sempre. Uma cópia já enviada ao seu CRM ou a um webhook não é excluída: remova-a lá também.';
export const noMatchingLeads = 'Nenhum lead corresponde a esta pesquisa.';
export const leadStatusSaved = 'Status salvo';
export const leadArchived = 'Lead arquivado';
export const leadNoteSaved = 'Observação salva';
export const leadFormIntro =
  'O que o formulário “Vamos conversar!” da sua página pergunta. Os visitantes veem os campos obrigatórios marcados, e cada lead guarda o que informou.';
export const consentTextHint =
  'Exibido ao lado de uma caixa de seleção que os visitantes precisam marcar. Cada lead guarda a frase com que concordou e quando. Deixe vazio para não ter caixa de seleção.';
export const integrationNotFound = 'Integração não encontrada.';

// The Integrations screens (the owner's and the team's): every CRM's connection.
export const crmFixedValuesIntro =
  'Definido em cada registro enviado ao CRM, por exemplo uma origem de lead “Feira”. Escolha o campo entre os que o CRM lista.';
export const crmFieldRepeated = 'Este campo já foi definido acima.';
export const crmTooManyFixedValues = 'Você pode definir no máximo 10 valores fixos.';
export const crmFixedValuesSaved = 'Valores fixos salvos.';
export const crmRetryQueued = 'Enviando novamente.';
export const crmFieldMapIntro =
  'O campo do CRM que cada campo de um lead preenche. O e-mail sempre identifica o registro. Escolha “Não enviado” para deixar um campo de fora.';
export const crmFieldMapSaved = 'Mapeamento salvo';
export const crmFieldsUnavailable =
  'O CRM não listou seus campos agora, então o mapeamento não pode ser alterado. Tente novamente daqui a pouco.';
export const crmFieldsLoading = 'Lendo os campos do CRM...';
export const crmFixedValueFieldRequired = 'Escolha o campo para o qual este valor vai.';
export const crmFixedValueEmpty = 'Digite o valor que todo registro recebe ou remova esta linha.';
