// Events (docs/product.md#events): the team's Events tab and the event filters of the lists and
// Insights.
export const teamEventsTab = 'Eventi';
export const teamEventsIntro =
  'Le fiere e le conferenze a cui partecipa il tuo team. Ogni membro può associare all’evento i lead che incontra lì, e i lead e gli Insights si possono filtrare per evento.';
export const noTeamEventsYet = 'Ancora nessun evento.';
export const teamEventCreated = 'Evento creato.';
export const teamEventDeleted = 'Evento eliminato.';
/** Asked before a team's event is deleted (the dialog's title names it). */
export const deleteTeamEventQuestion =
  'I lead acquisiti all’evento restano, senza l’evento, e i membri non possono più sceglierlo.';
export const eventFilterAll = 'Tutti gli eventi';
/** Beside the Insights periods when an event is chosen: what its figures count. */
export const eventInsightsNote =
  'I giorni dell’evento; i messaggi sono i lead acquisiti all’evento.';
