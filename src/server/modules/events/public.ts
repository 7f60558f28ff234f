// What other modules may import from this one; everything else in the folder is its own.
export { eventForCapture, listEvents } from './events-of';
export { toEvent } from './event-views';
export { createTeamEvent, deleteTeamEvent, eventOfTeam, listTeamEvents } from './team-events';
