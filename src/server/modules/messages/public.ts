// What other modules may import from this one; everything else in the folder is its own.
export {
  cardNameColumns,
  csvFile,
  LEAD_DETAIL_COLUMNS,
  leadDetailCells,
  leadFieldsOf,
  leadFilters,
  receivedBy,
} from './owner-messages';
