/** The wall clock lives at the edge: the engine and use cases receive "today" as an argument. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
