// Events (docs/product.md#events): the team's Events tab and the event filters of the lists and
// Insights.
export const teamEventsTab = 'Événements';
export const teamEventsIntro =
  'Les salons et conférences auxquels votre équipe participe. Chaque membre peut rattacher à l’événement les prospects qu’il y rencontre, et les prospects et les Insights peuvent être filtrés par événement.';
export const noTeamEventsYet = 'Aucun événement pour l’instant.';
export const teamEventCreated = 'Événement créé.';
export const teamEventDeleted = 'Événement supprimé.';
/** Asked before a team's event is deleted (the dialog's title names it). */
export const deleteTeamEventQuestion =
  'Les prospects rencontrés sur place restent, sans l’événement, et les membres ne peuvent plus le choisir.';
export const eventFilterAll = 'Tous les événements';
/** Beside the Insights periods when an event is chosen: what its figures count. */
export const eventInsightsNote =
  'Les jours de l’événement ; les messages correspondent aux prospects saisis lors de l’événement.';
