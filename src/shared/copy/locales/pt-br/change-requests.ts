// A member's request to change a field the team template locks on their card, and the admins'
// decision (docs/product.md#change-requests).
export const changeRequestFieldUnknown = 'Este não é um campo definido pelo modelo da equipe.';
export const changeRequestFieldNotLocked =
  'Este campo não está bloqueado no seu cartão: altere-o no editor.';
export const changeRequestAlreadyPending =
  'Você já pediu uma alteração neste campo. Um administrador vai decidir.';
export const changeRequestAlreadyDecided = 'Esta solicitação de alteração já foi decidida.';
export const changeRequestOwnDecision =
  'Você não pode decidir sua própria solicitação de alteração: os administradores da equipe decidem.';
export const changeRequestStatusUnknown = 'O status deve ser pending, approved ou rejected.';
export const changeRequestTooMany =
  'Você pediu muitas alterações na última hora. Tente novamente mais tarde.';
export const askForChange = 'Pedir uma alteração';
export const changeRequested = 'Alteração solicitada';
export const changeRequestNewValue = 'Novo valor';
export const changeRequestNote = 'Observação para os administradores (opcional)';
export const changeRequestSend = 'Enviar solicitação';
export const changeRequestSent = 'Sua solicitação foi enviada aos administradores.';
export const changeRequestsTab = 'Solicitações de alteração';
export const changeRequestsIntro =
  'Os membros pedem para alterar um campo que o modelo bloqueia no cartão deles. Um valor aprovado fica somente naquele cartão, e os modelos o mantêm.';
export const changeRequestsMine = 'Suas solicitações de alteração';
export const changeRequestsMineIntro =
  'O que você pediu para alterar nos seus cartões da equipe e o que os administradores decidiram.';
export const changeRequestsEmpty = 'Ainda não há solicitações de alteração.';
export const changeRequestsWaiting = 'Aguardando decisão';
export const changeRequestsDecided = 'Decididas';
export const changeRequestApprove = 'Aprovar';
export const changeRequestReject = 'Recusar';
export const changeRequestReason = 'Motivo';
export const changeRequestApproved = 'Alteração aprovada.';
export const changeRequestRejected = 'Alteração recusada.';
export const changeRequestCleared = '(vazio)';
export const changeRequestStatusLabels = {
  pending: 'Pendente',
  approved: 'Aprovada',
  rejected: 'Recusada',
} as const;
export const changeRequestCardMoved =
  'O membro que pediu não tem mais este cartão. Recuse a solicitação.';
export const changeRequestCancel = 'Cancelar';
export const changeRequestDialogIntro =
  'Um administrador da sua equipe decide. Depois de aprovado, o valor aparece somente neste cartão. Deixe o valor vazio para limpar o campo.';
export const changeRequestNow = 'Agora';
export const changeRequestNoteLabel = 'Observação';
