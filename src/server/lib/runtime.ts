import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Time and randomness come through here so tests can control them
 * (docs/app-deps.md#appdeps-how-everything-is-wired).
 */
export interface Clock {
  now(): Date;
}

export interface Random {
  bytes(size: number): Buffer;
  uuid(): string;
}

export const systemClock: Clock = { now: () => new Date() };

export const systemRandom: Random = {
  bytes: (size) => randomBytes(size),
  uuid: () => randomUUID(),
};

/** A clock a test can move by hand. */
export function manualClock(start = new Date('2026-01-01T00:00:00Z')): Clock & {
  advance(ms: number): void;
  set(date: Date): void;
} {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
