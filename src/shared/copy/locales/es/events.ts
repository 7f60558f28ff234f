// Events (docs/product.md#events): the team's Events tab and the event filters of the lists and
// Insights.
export const teamEventsTab = 'Eventos';
export const teamEventsIntro =
  'Las ferias y conferencias a las que asiste tu equipo. Cada miembro puede asignar al evento los leads que conozca allí, y los leads y las Estadísticas se pueden filtrar por evento.';
export const noTeamEventsYet = 'Aún no hay eventos.';
export const teamEventCreated = 'Evento creado.';
export const teamEventDeleted = 'Evento eliminado.';
/** Asked before a team's event is deleted (the dialog's title names it). */
export const deleteTeamEventQuestion =
  'Los leads captados en él se conservan, sin el evento, y los miembros ya no podrán elegirlo.';
export const eventFilterAll = 'Todos los eventos';
/** Beside the Insights periods when an event is chosen: what its figures count. */
export const eventInsightsNote =
  'Los días del evento; los mensajes son los leads captados en el evento.';
