// What other modules may import from this one; everything else in the folder is its own.
export { assignCardsFromOrder, ownerForEmail, type AssignResult } from './assign-cards';
