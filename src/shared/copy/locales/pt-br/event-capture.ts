// Capture at events (docs/product.md#capture): leads met in person, events, follow-ups.
export const captureNameRequired = 'Digite um nome: o nome, o sobrenome ou ambos';
export const captureContactRequired = 'Digite um endereço de e-mail ou um número de telefone';
export const captureCardNotFound = 'Esse cartão não é seu';
export const captureEventNotFound = 'Esse evento não foi encontrado';
export const capturedInTheFuture =
  'O horário da captura está no futuro: confira o relógio do celular';
/** The consent sentence stored with a lead whose owner said the person agreed in person. */
export const consentGivenInPerson = 'Concordou pessoalmente em ser contatado';
export const eventNameRequired = 'Digite o nome do evento';
export const eventDaysInOrder = 'O último dia não pode ser anterior ao primeiro dia';
export const eventTooLong = 'Um evento dura no máximo 31 dias';
export const eventManagedByTeamAdmins =
  'Somente os administradores da equipe podem alterar os eventos dela';
export const noCardToFileLeadUnder = 'Você precisa de um cartão para registrar leads';
