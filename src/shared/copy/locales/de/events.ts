// Events (docs/product.md#events): the team's Events tab and the event filters of the lists and
// Insights.
export const teamEventsTab = 'Events';
export const teamEventsIntro =
  'Die Messen und Konferenzen, die Ihr Team besucht. Jedes Mitglied kann die Leads, die es dort trifft, dem Event zuordnen, und Leads und Insights lassen sich danach filtern.';
export const noTeamEventsYet = 'Noch keine Events.';
export const teamEventCreated = 'Event erstellt.';
export const teamEventDeleted = 'Event gelöscht.';
/** Asked before a team's event is deleted (the dialog's title names it). */
export const deleteTeamEventQuestion =
  'Die dort erfassten Leads bleiben erhalten, ohne das Event, und Mitglieder können es nicht mehr auswählen.';
export const eventFilterAll = 'Alle Events';
/** Beside the Insights periods when an event is chosen: what its figures count. */
export const eventInsightsNote =
  'Die Tage des Events; Nachrichten sind die beim Event erfassten Leads.';
