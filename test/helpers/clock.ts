/** A clock tests can set and move, so windows and expiry pass without sleeping. */
export interface FakeClock {
  (): number;
  set(ms: number): void;
  advance(ms: number): void;
}

/** A fake clock starting at `start` (Unix ms). */
export function createFakeClock(start: number): FakeClock {
  let t = start;
  const clock = (() => t) as FakeClock;
  clock.set = (ms) => {
    t = ms;
  };
  clock.advance = (ms) => {
    t += ms;
  };
  return clock;
}
