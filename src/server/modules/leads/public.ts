// What other modules may import from this one; everything else in the folder is its own.
export {
  csvFile,
  LEAD_CONTACT_COLUMNS,
  LEAD_DETAIL_COLUMNS,
  leadContactCells,
  leadDetailCells,
} from './lead-csv';
export { leadFilters } from './lead-filters';
export { queueLeadEvent, queueLeadsUpdated } from './lead-events';
export { leadFieldsOf, toLead } from './lead-views';
export { cardNameColumns, receivedBy } from './received-leads';
