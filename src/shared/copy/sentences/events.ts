// Events (docs/product.md#events): the team's Events tab and the event filters of the lists and
// Insights.
export const teamEventsTab = 'Events';
export const teamEventsIntro =
  'The trade shows and conferences your team attends. Every member can file the leads they meet there under the event, and the leads and Insights can be filtered by it.';
export const noTeamEventsYet = 'No events yet.';
export const teamEventCreated = 'Event created.';
export const teamEventDeleted = 'Event deleted.';
/** Asked before a team's event is deleted (the dialog's title names it). */
export const deleteTeamEventQuestion =
  'The leads captured at it stay, without the event, and members can no longer choose it.';
export const eventFilterAll = 'All events';
/** Beside the Insights periods when an event is chosen: what its figures count. */
export const eventInsightsNote = 'The event’s days; messages are the leads captured at the event.';
