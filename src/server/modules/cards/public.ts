// What other modules may import from this one; everything else in the folder is its own.
export { getOwnedCard, getOwnedCardRow, shareTargetOf, type OwnedCard } from './owned-card';
export { toCard, toCardConfiguration } from './to-card';
export { cardImages, wipeCards } from './wipe-cards';
export { assertUnlocked, teamLocksOf, withoutLocked, type TeamLocks } from './team-locks';
export { pooledCardConfiguration, shownToVisitors, type PoolingTeam } from './pooled-card';
