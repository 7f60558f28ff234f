// What other modules may import from this one; everything else in the folder is its own.
export { recordClick, recordMessage, recordSave, recordView } from './record-visit';
export { addCounts } from './insight-counts';
export { queryTeamInsights, type TeamInsightCounts } from './read-team-insights';
