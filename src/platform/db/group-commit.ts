/**
 * Group commit: calls that arrive close together are written in ONE transaction, each still decided
 * on its own (issue 22 §3).
 *
 * A counted /api/v1 call commits its quota and usage before it goes on (issue 9 §4). With two cluster
 * workers on one SQLite file, each commit costs more than its statements: the other process has
 * committed since, so SQLite drops its page cache and reads the pages again, takes and releases its
 * locks, and appends its pages to the log. Measured on the birth chart under load (bench/gate-tail.ts,
 * bench/RESULTS.md "Group commit"), one transaction for the calls that had arrived meanwhile
 * cut the CPU an answer by 150-255 µs of about 1,000. The gate's credential reads are grouped the
 * same way, into one read transaction (apps/sqlite-credentials.ts): 38-88 µs more.
 *
 * A submitted item waits for the next turn of the event loop (a setImmediate), so the items submitted
 * in one turn go together, up to `maxBatch`: under load, the requests a worker read while it computed
 * the previous turn's charts, 11-14 a batch in the benchmark. An idle process commits at the next
 * turn (before group commit, a call committed at once). Each item resolves only after its batch has
 * committed. `commit` runs the batch and returns one outcome an item: an item that failed alone (its
 * savepoint rolled back) rejects alone; a batch that failed as a whole rejects every item in it.
 */

/** The outcome of one item in a committed batch. */
export type ItemOutcome<O> = { ok: O } | { error: unknown };

/** Runs one batch in one transaction; one outcome an item, in order. */
export type CommitBatch<I, O> = (items: readonly I[]) => Promise<readonly ItemOutcome<O>[]>;

export interface GroupCommitOptions {
  /** The most items a batch takes; a full batch commits at once (default 64). */
  maxBatch?: number;
}

export interface GroupCommit<I, O> {
  /** Resolves with the item's outcome once its batch has committed. */
  submit(item: I): Promise<O>;
  /** Commits whatever waits and resolves when no batch is in flight. */
  drain(): Promise<void>;
}

/** The most items one batch takes, so a burst is split into transactions of bounded length. */
export const DEFAULT_MAX_BATCH = 64;

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/** A group commit over `commit`. */
export function createGroupCommit<I, O>(
  commit: CommitBatch<I, O>,
  options: GroupCommitOptions = {},
): GroupCommit<I, O> {
  const maxBatch = Math.max(1, options.maxBatch ?? DEFAULT_MAX_BATCH);
  let waiting: Waiting<I, O>[] = [];
  let scheduled = false;
  const inFlight = new Set<Promise<void>>();

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(onTurn);
  };

  function onTurn(): void {
    scheduled = false;
    if (waiting.length > 0) commitWaiting();
  }

  function commitWaiting(): void {
    const batch = waiting;
    waiting = [];
    const done = commit(batch.map((w) => w.item)).then(
      (outcomes) => {
        for (const [i, w] of batch.entries()) {
          const outcome = outcomes[i];
          if (outcome === undefined) w.reject(new Error('group commit: no outcome for an item'));
          else if ('ok' in outcome) w.resolve(outcome.ok);
          else w.reject(outcome.error);
        }
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  }

  return {
    submit(item) {
      return new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (waiting.length >= maxBatch) commitWaiting();
        else schedule();
      });
    },
    async drain() {
      if (waiting.length > 0) commitWaiting();
      await Promise.all([...inFlight]);
    },
  };
}
