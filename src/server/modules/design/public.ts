// What other modules may import from this one; everything else in the folder is its own.
export { fontCatalogue } from './font-files';
