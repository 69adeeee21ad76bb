/**
 * A time limit on an answer from a store that does not mistake a busy event loop for a silent store.
 *
 * A plain timer fires as soon as the loop reaches its timers, and on a loaded process that can be
 * after a reply has arrived but before the loop has read it (timers run before I/O in each turn):
 * measured, 200 concurrent birth charts on one loaded process failed a few Redis commands that had
 * been answered in time. Here the limit, once reached, waits for the rest of that turn (setImmediate
 * runs after the turn's I/O) and fails only if the answer is still missing then.
 */

/** Settles like `answer`, or rejects with `expired()` when no answer came within `ms`. */
export function withinTimeLimit<T>(
  answer: Promise<T>,
  ms: number,
  expired: () => Error,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (settled) return;
        settled = true;
        reject(expired());
      });
    }, ms);
    answer.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
