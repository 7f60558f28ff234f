// An expired invitation link.
export const newInvitationOnItsWay =
  'Se este link era um convite, um novo está a caminho do endereço para o qual foi enviado. Ele vale por 7 dias.';
export const tooManyInvitationRequests =
  'Muitas solicitações de um novo link. Aguarde um pouco e tente novamente.';

/** What cancelling changes, in the cancellation box and its dialog. */
export const cancelSubscriptionConsequences =
  'Seu perfil do Connect fica no ar até o fim do período que você pagou. Depois, os mesmos endereços, incluindo seu identificador, mostram a página gratuita do seu cartão: seu nome, cargo, empresa, foto, como falar com você e “Salvar contato”. Seus botões, links, tema e formulário de contato voltam se você assinar novamente.';

/** Insights: a total with nothing in the period before to compare it with. */
export const noPreviousPeriodData = 'Sem dados do período anterior';

/** 'Copy details from...'. */
export const copyFromItself = 'Um cartão não pode copiar os próprios dados: escolha outro cartão.';
export const detailsCopied = 'Dados copiados';
export const copyDetailsQuestion =
  'Este cartão recebe os dados de contato, a foto, o logotipo, o estilo do QR code e o perfil do Connect do outro cartão. O identificador e o apelido dele continuam os mesmos; as alterações ainda não salvas nesta página são descartadas.';
