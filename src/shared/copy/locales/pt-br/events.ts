// Events (docs/product.md#events): the team's Events tab and the event filters of the lists and
// Insights.
export const teamEventsTab = 'Eventos';
export const teamEventsIntro =
  'As feiras e conferências de que sua equipe participa. Cada membro pode registrar no evento os leads que conhecer lá, e os leads e as Estatísticas podem ser filtrados por ele.';
export const noTeamEventsYet = 'Ainda não há eventos.';
export const teamEventCreated = 'Evento criado.';
export const teamEventDeleted = 'Evento excluído.';
/** Asked before a team's event is deleted (the dialog's title names it). */
export const deleteTeamEventQuestion =
  'Os leads capturados nele continuam, sem o evento, e os membros não poderão mais escolhê-lo.';
export const eventFilterAll = 'Todos os eventos';
/** Beside the Insights periods when an event is chosen: what its figures count. */
export const eventInsightsNote =
  'Os dias do evento; as mensagens são os leads capturados no evento.';
