// Events (docs/product.md#events): the team's Events tab and the event filters of the lists and
// Insights.
export const teamEventsTab = 'Evenementen';
export const teamEventsIntro =
  'De beurzen en congressen die je team bezoekt. Elk lid kan de leads die het daar ontmoet aan het evenement koppelen, en de leads en Insights kunnen erop worden gefilterd.';
export const noTeamEventsYet = 'Nog geen evenementen.';
export const teamEventCreated = 'Evenement aangemaakt.';
export const teamEventDeleted = 'Evenement verwijderd.';
/** Asked before a team's event is deleted (the dialog's title names it). */
export const deleteTeamEventQuestion =
  'De leads die er zijn vastgelegd blijven, zonder het evenement, en leden kunnen het niet meer kiezen.';
export const eventFilterAll = 'Alle evenementen';
/** Beside the Insights periods when an event is chosen: what its figures count. */
export const eventInsightsNote =
  'De dagen van het evenement; berichten zijn de leads die op het evenement zijn vastgelegd.';
