// src/shared/copy/sentences/teams-values.ts in Spanish.
import { icu } from './language';

export const joinedTeamMessage = icu<[teamName: string]>('Te uniste a {teamName}', 'teamName');
export const setByTeamMessage = icu<[teamName: string]>('Definido por {teamName}', 'teamName');
export const lockedByTeamFieldsMessage = icu<[teamName: string, fields: string]>(
  'Definido por {teamName}: {fields} no se puede cambiar en una tarjeta de equipo. Pídeselo a un administrador de tu equipo.',
  'teamName',
  'fields',
);
export const managedByTeamMessage = icu<[teamName: string]>(
  'Gestionada por {teamName}',
  'teamName',
);
export const cardWaitsForInviteeMessage = icu<[name: string]>(
  'Esperando a que {name} se una',
  'name',
);
export const makeOwnerTitle = icu<[memberName: string]>(
  '¿Hacer a {memberName} propietario?',
  'memberName',
);
export const handOverTeamQuestion = icu<[teamName: string, memberName: string]>(
  '{memberName} pasa a ser propietario de {teamName}: la facturación, eliminar el equipo y traspasarlo quedan en sus manos a partir de ahora. Tú sigues siendo administrador.',
  'teamName',
  'memberName',
);
export const teamHandedOverMessage = icu<[teamName: string, memberName: string]>(
  '{memberName} es ahora propietario de {teamName}',
  'teamName',
  'memberName',
);
export const deleteTeamTitle = icu<[teamName: string]>('¿Eliminar {teamName}?', 'teamName');
export const teamDeletedMessage = icu<[teamName: string]>('{teamName} se eliminó', 'teamName');
export const deletedTeamLeadsMessage = icu<[teamName: string, until: string]>(
  'Descarga los leads de {teamName} (disponibles hasta el {until})',
  'teamName',
  'until',
);
export const teamMemberNoticeMessage = icu<[teamName: string]>(
  'Eres miembro de {teamName}. Su propietario y sus administradores gestionan las tarjetas del equipo.',
  'teamName',
);
export const cardsWillChangeMessage = icu<[count: number]>(
  '{count, plural, one {Cambiará # tarjeta} other {Cambiarán # tarjetas}}',
  'count',
);
export const membersInvitedMessage = icu<[count: number]>(
  '{count, plural, one {# persona invitada} other {# personas invitadas}}',
  'count',
);
export const invitationSentMessage = icu<[email: string]>('Invitación enviada a {email}', 'email');
export const templateSavedMessage = icu<[changedCards: number]>(
  '{changedCards, plural, one {Guardado: # tarjeta cambiada} other {Guardado: # tarjetas cambiadas}}',
  'changedCards',
);
export const seatChangeMessage = icu<[from: string, to: string]>(
  'Cada persona que se une añade una plaza: la próxima factura pasa de {from} a {to} (el resto de este mes, prorrateado).',
  'from',
  'to',
);
export const deactivateMemberTitle = icu<[name: string]>('¿Desactivar a {name}?', 'name');
export const deactivateMemberQuestion = icu<[name: string, team: string]>(
  '{name} sale de {team} de inmediato: la tarjeta del equipo que tiene vuelve a la reserva, su página muestra {team} hasta que se asigne a otra persona, y sus leads se quedan en el equipo. Puedes reactivarlo más adelante.',
  'name',
  'team',
);
export const removedFromTeamMessage = icu<[team: string, day: string]>(
  'Se te quitó de {team} el {day}. Las tarjetas del equipo que tenías volvieron a su reserva; tus propias tarjetas siguen siendo tuyas.',
  'team',
  'day',
);
export const createTeamOfferMessage = icu<[cards: number]>(
  '{cards, plural, one {Tienes # tarjeta.} other {Tienes # tarjetas.}} Crea un equipo para dárselas a tus compañeros, mantener los datos de tu empresa en cada tarjeta y ver qué tarjetas traen leads.',
  'cards',
);
export const teamWillAssignCard = icu<[team: string]>(
  '{team} te asignará tu tarjeta. Aparecerá aquí en cuanto lo haga.',
  'team',
);
