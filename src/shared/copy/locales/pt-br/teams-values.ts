// src/shared/copy/sentences/teams-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const joinedTeamMessage = icu<[teamName: string]>(
  'Você entrou na equipe {teamName}',
  'teamName',
);
export const setByTeamMessage = icu<[teamName: string]>('Definido por {teamName}', 'teamName');
export const lockedByTeamFieldsMessage = icu<[teamName: string, fields: string]>(
  'Definido por {teamName}: {fields} não pode ser alterado em um cartão da equipe. Fale com um administrador da sua equipe.',
  'teamName',
  'fields',
);
export const managedByTeamMessage = icu<[teamName: string]>(
  'Gerenciado por {teamName}',
  'teamName',
);
export const cardWaitsForInviteeMessage = icu<[name: string]>('Aguardando {name} entrar', 'name');
export const makeOwnerTitle = icu<[memberName: string]>(
  'Tornar {memberName} o proprietário?',
  'memberName',
);
export const handOverTeamQuestion = icu<[teamName: string, memberName: string]>(
  '{memberName} passa a ser proprietário de {teamName}: cobrança, exclusão da equipe e sua transferência ficam com essa pessoa a partir de agora. Você continua como administrador.',
  'teamName',
  'memberName',
);
export const teamHandedOverMessage = icu<[teamName: string, memberName: string]>(
  '{memberName} agora é proprietário de {teamName}',
  'teamName',
  'memberName',
);
export const deleteTeamTitle = icu<[teamName: string]>('Excluir {teamName}?', 'teamName');
export const teamDeletedMessage = icu<[teamName: string]>('{teamName} foi excluída', 'teamName');
export const deletedTeamLeadsMessage = icu<[teamName: string, until: string]>(
  'Baixe os leads de {teamName} (disponíveis até {until})',
  'teamName',
  'until',
);
export const teamMemberNoticeMessage = icu<[teamName: string]>(
  'Você é membro de {teamName}. O proprietário e os administradores gerenciam os cartões da equipe.',
  'teamName',
);
export const cardsWillChangeMessage = icu<[count: number]>(
  '{count, plural, one {# cartão será alterado} other {# cartões serão alterados}}',
  'count',
);
export const membersInvitedMessage = icu<[count: number]>(
  '{count, plural, one {# pessoa convidada} other {# pessoas convidadas}}',
  'count',
);
export const invitationSentMessage = icu<[email: string]>('Convite enviado para {email}', 'email');
export const templateSavedMessage = icu<[changedCards: number]>(
  '{changedCards, plural, one {Salvo: # cartão alterado} other {Salvo: # cartões alterados}}',
  'changedCards',
);
export const seatChangeMessage = icu<[from: string, to: string]>(
  'Cada pessoa que entra adiciona uma vaga: a próxima fatura passa de {from} para {to} (o restante deste mês proporcional).',
  'from',
  'to',
);
export const deactivateMemberTitle = icu<[name: string]>('Desativar {name}?', 'name');
export const deactivateMemberQuestion = icu<[name: string, team: string]>(
  '{name} sai de {team} na hora: o cartão da equipe que essa pessoa tem volta para o pool, a página dele mostra {team} até ser entregue a outra pessoa, e os leads dela ficam com a equipe. Você pode reativá-la depois.',
  'name',
  'team',
);
export const removedFromTeamMessage = icu<[team: string, day: string]>(
  'Você foi removido de {team} em {day}. Os cartões da equipe que você tinha voltaram para o pool; seus próprios cartões continuam seus.',
  'team',
  'day',
);
export const createTeamOfferMessage = icu<[cards: number]>(
  '{cards, plural, one {Você tem # cartão.} other {Você tem # cartões.}} Crie uma equipe para entregá-los a colegas, manter os dados da sua empresa em cada cartão e ver quais cartões trazem leads.',
  'cards',
);
export const teamWillAssignCard = icu<[team: string]>(
  '{team} vai atribuir seu cartão. Ele aparece aqui assim que isso acontecer.',
  'team',
);
