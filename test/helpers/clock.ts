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

/**
 * For a test that counts requests against a clock-aligned per-minute budget on the system clock:
 * resolves at once when at least `needMs` are left in the current minute, else just after the next
 * minute starts, so a burst never straddles a minute's end (the new minute would allow it again).
 */
export async function awayFromMinuteEnd(needMs = 10_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
