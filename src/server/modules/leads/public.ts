// What other modules may import from this one; everything else in the folder is its own.
export { csvFile, LEAD_DETAIL_COLUMNS, leadDetailCells } from './lead-csv';
export { leadFilters } from './lead-filters';
export { leadFieldsOf } from './lead-views';
export { cardNameColumns, receivedBy } from './received-leads';
