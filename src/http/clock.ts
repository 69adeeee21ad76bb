/** The wall clock lives at the edge: the engine and use cases receive "today" as an argument. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The current instant, ISO 8601 UTC: for use cases that need the reader's own calendar day (muhurta). */
export function nowUtc(now: Date = new Date()): string {
  return now.toISOString();
}
