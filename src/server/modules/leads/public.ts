// What other modules may import from this one; everything else in the folder is its own.
export {
  csvFile,
  LEAD_CAPTURE_COLUMNS,
  LEAD_CONTACT_COLUMNS,
  LEAD_DETAIL_COLUMNS,
  leadCaptureCells,
  leadContactCells,
  leadDetailCells,
} from './lead-csv';
export { eventNamesOf } from './event-names';
export { leadFilters } from './lead-filters';
export { queueLeadEvent, queueLeadsUpdated } from './lead-events';
export { leadFieldsOf, toLead } from './lead-views';
export { cardNameColumns, receivedBy } from './received-leads';
