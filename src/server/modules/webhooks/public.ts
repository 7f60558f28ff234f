// What other modules may import from this one; everything else in the folder is its own.
export { teamScope } from './team-scope';
