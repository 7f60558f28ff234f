// What other modules may import from this one; everything else in the folder is its own.
export { defaultProfileValues, toCardProfile, type ProfileValues } from './to-card-profile';
export { holdHandlesOfDeletedAccount, keepHandleWithPreviousOwner } from './handle-holds';
