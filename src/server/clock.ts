/**
 * The time the order book reads (placing, the 48-hour move to "not received", the figures' days):
 * the system's, or one a test sets and moves forward.
 */
export interface Clock {
  now(): Date;
}

export const SYSTEM_CLOCK: Clock = { now: () => new Date() };

/** A clock that stands still until moved: for tests of what happens hours or days later. */
export function createManualClock(start: Date = new Date()): Clock & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
