// What other modules may import from this one; everything else in the folder is its own.
export { readCardVCard } from './read-card-vcard';
export { buildVisitorVCard } from './visitor-vcard';
